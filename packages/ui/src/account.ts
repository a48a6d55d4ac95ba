// Account screens' components (issue 8).
export {};
