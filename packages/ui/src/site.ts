// Public-site page sections added by the public-site work (issue 7).
export {};
