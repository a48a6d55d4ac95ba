/**
 * The portfolio a page shows: the one whose id it keeps (in the URL), else the first (the
 * oldest, as the server lists them) when the id is missing or names none of the list; null
 * when there is no portfolio.
 */
export function selectPortfolio<P extends { id: string }>(portfolios: readonly P[], id: string | null | undefined): P | null {
  return (id ? portfolios.find((p) => p.id === id) : undefined) ?? portfolios[0] ?? null;
}

/** Where the selection goes when a portfolio is deleted: the next one in the list, else the one before; null when none is left. */
export function portfolioAfterRemoval<P extends { id: string }>(portfolios: readonly P[], removedId: string): P | null {
  const i = portfolios.findIndex((p) => p.id === removedId);
  if (i < 0) return selectPortfolio(portfolios, null);
  return portfolios[i + 1] ?? portfolios[i - 1] ?? null;
}
