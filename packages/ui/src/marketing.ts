// Public-site components: header, footer, landing sections, cookie banner, error screens.
export {};
