// The portfolio workspace's fixed texts (the spec shows none of them): load failures, the CSV
// import's steps and outcomes, and the list's filter labels. In a module of their own, so pages
// that are not the workspace do not load them.
export const workspaceMessages = {
  loadPortfoliosFailed: 'Failed to load your portfolios.',
  loadTransactionsFailed: 'Failed to load transactions.',
  loadQuotesFailed: 'Failed to load quotes.',
  loadOverviewFailed: 'Failed to load your holdings.',
  loadQuoteFailed: 'Failed to load the quote.',
  loadPerformanceFailed: 'Failed to load performance.',
  loadUsageFailed: 'Failed to load your plan usage.',
  loadAnalyticsFailed: 'Failed to load analytics.',
  loadRiskFailed: 'Failed to load the risk checks.',
  loadDividendsFailed: 'Failed to load the dividends your holdings were paid.',
  dividendsRecorded: (recorded: number) => `Recorded ${recorded} dividend${recorded === 1 ? '' : 's'}.`,
  /** Beside a total return that counts dividends received (PortfolioSummary.totalReturnIncludesIncome). */
  totalReturnIncludesIncome: 'Total return includes dividends received.',
  searchFailed: 'Search failed. Please try again.',
  portfolioCreated: 'Portfolio created',
  portfolioRenamed: 'Portfolio renamed',
  portfolioDeleted: 'Portfolio deleted',
  transactionAdded: 'Transaction added',
  transactionUpdated: 'Transaction updated',
  transactionDeleted: 'Transaction deleted',
  csvReadFailed: 'This file could not be read as CSV.',
  csvEmpty: 'This file has no rows below its header.',
  csvTooManyRows: (rows: number, max: number) => `This file has ${rows.toLocaleString('en-US')} rows; at most ${max.toLocaleString('en-US')} can be imported at once. Split the file.`,
  csvColumnsMissing: (labels: readonly string[]) => `Choose a column for ${labels.join(', ')}.`,
  csvNothingToImport: 'No new transactions to import.',
  csvImported: (imported: number, duplicates: number) =>
    `Imported ${imported} transaction${imported === 1 ? '' : 's'}${duplicates ? `; ${duplicates} already recorded, skipped` : ''}.`,
  /** The transaction form's price, prefilled for today from the delayed quote (price and time already written). */
  priceFromQuote: (price: string, at: string | null) => `Delayed quote: ${price}${at ? ` at ${at}` : ''}`,
  /** ... for a past day from its close (product §10.18). */
  priceFromClose: (price: string, date: string) => `Close on ${date}: ${price}`,
  /** ... for a past day without a close (a weekend, a holiday): the last close before it, said so. */
  priceFromEarlierClose: (price: string, closeDate: string, date: string) => `No close on ${date}; the last close before it (${closeDate}) was ${price}`,
  exportStarted: 'Export started',
  exportFailed: 'Failed to export transactions.',
} as const;
