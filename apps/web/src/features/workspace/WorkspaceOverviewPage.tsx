// /app: the chosen portfolio's summary, holdings, allocation and performance.
export function WorkspaceOverviewPage() {
  return <section aria-label="Overview" />;
}
