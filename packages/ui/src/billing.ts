// Plans and payments screens' components (issue 10).
export {};
