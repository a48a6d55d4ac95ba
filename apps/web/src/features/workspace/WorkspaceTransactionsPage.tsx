// /app/transactions: the chosen portfolio's transactions, with add, edit, delete, import and export.
export function WorkspaceTransactionsPage() {
  return <section aria-label="Transactions" />;
}
