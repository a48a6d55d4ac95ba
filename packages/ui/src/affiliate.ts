// Affiliate and admin screens' components (issue 9).
export {};
