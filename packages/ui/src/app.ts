// Signed-in product components: affiliate, admin, plans and payments.
export {};
