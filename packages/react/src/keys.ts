// The one SWR key factory. Data of a signed-in user is keyed by that user, so one
// user's cache entry can never be read for another user; public data is keyed 'public'.
const user = (userId: string, ...rest: (string | number)[]) => ['pt', 'user', userId, ...rest] as const;

export const keys = {
  me: (userId: string) => user(userId, 'me'),
  affiliateStatus: (userId: string) => user(userId, 'affiliate', 'status'),
  affiliateApplication: (userId: string) => user(userId, 'affiliate', 'application'),
  affiliateProfile: (userId: string) => user(userId, 'affiliate', 'profile'),
  affiliateLinks: (userId: string) => user(userId, 'affiliate', 'links'),
  affiliateCoupons: (userId: string) => user(userId, 'affiliate', 'coupons'),
  affiliateMilestones: (userId: string) => user(userId, 'affiliate', 'milestones'),
  adminApplications: (userId: string) => user(userId, 'admin', 'applications'),
  // Affiliate money: every read under 'affiliate', so a payout request refetches them all; the admin's under 'admin'.
  affiliateCommissions: (userId: string, query: string) => user(userId, 'affiliate', 'commissions', query),
  affiliateMonthlyEarnings: (userId: string, months: number) => user(userId, 'affiliate', 'earnings', months),
  affiliateReferredCustomers: (userId: string, query: string) => user(userId, 'affiliate', 'customers', query),
  affiliatePayouts: (userId: string) => user(userId, 'affiliate', 'payouts'),
  adminPayouts: (userId: string, status: string) => user(userId, 'admin', 'payouts', status),
  adminCommissions: (userId: string, query: string) => user(userId, 'admin', 'commissions', query),
  auditLog: (userId: string, limit: number) => user(userId, 'admin', 'audit', limit),
  adminMail: (userId: string, status: string, limit: number) => user(userId, 'admin', 'mail', status, limit),
  marketDataHealth: (userId: string) => user(userId, 'admin', 'market-data'),
  subscription: (userId: string) => user(userId, 'subscription', 'current'),
  /** What checking out an offer costs this member (with a promotion code, '' for none): under 'subscription', so subscribing refetches it. */
  checkoutQuote: (userId: string, offerId: string, code: string) => user(userId, 'subscription', 'quote', offerId, code),
  /** What changing to an offer does today. */
  planChangePreview: (userId: string, offerId: string) => user(userId, 'subscription', 'preview', offerId),
  paymentMethods: (userId: string) => user(userId, 'payments', 'methods'),
  invoices: (userId: string, limit: number) => user(userId, 'payments', 'invoices', limit),
  // Portfolio workspace: a portfolio's data under 'portfolio', so a write can refetch all of one portfolio.
  portfolios: (userId: string) => user(userId, 'portfolio', 'list'),
  /** Every transaction of a portfolio (the income view, the CSV import's duplicates); its pages and one symbol's history are under it. */
  transactions: (userId: string, portfolioId: string) => user(userId, 'portfolio', portfolioId, 'transactions'),
  /** The transaction list a page at a time, by its filters and page size (a paged list: `usePagedList`). */
  transactionPages: (userId: string, portfolioId: string, query: string) => user(userId, 'portfolio', portfolioId, 'transactions', 'pages', query),
  /** One symbol's transactions, for the form's sell limit. */
  symbolTransactions: (userId: string, portfolioId: string, symbol: string) => user(userId, 'portfolio', portfolioId, 'transactions', 'symbol', symbol),
  /** What the overview shows, computed by the server. */
  overview: (userId: string, portfolioId: string) => user(userId, 'portfolio', portfolioId, 'overview'),
  /** `benchmark` '' for the chart without one. */
  performance: (userId: string, portfolioId: string, range: string, benchmark = '') => user(userId, 'portfolio', portfolioId, 'performance', range, benchmark),
  analytics: (userId: string, portfolioId: string, range: string, benchmark: string) => user(userId, 'portfolio', portfolioId, 'analytics', range, benchmark),
  risk: (userId: string, portfolioId: string) => user(userId, 'portfolio', portfolioId, 'risk'),
  /** Holdings in both currencies, cash and the summary (product §10.21, §10.22). */
  money: (userId: string, portfolioId: string) => user(userId, 'portfolio', portfolioId, 'money'),
  /** The return of a range explained (product §10.23). */
  returns: (userId: string, portfolioId: string, range: string) => user(userId, 'portfolio', portfolioId, 'returns', range),
  /** The plan's usage; `plan` (the live subscription's plan and status) changes the key when the member subscribes. */
  usage: (userId: string, plan: string) => user(userId, 'usage', plan),
  /** Market data is the same for everyone, but stays under the user like the rest of the workspace. */
  quotes: (userId: string, symbols: string) => user(userId, 'stock', 'quotes', symbols),
  quote: (userId: string, symbol: string) => user(userId, 'stock', 'quote', symbol),
  stockSearch: (userId: string, query: string) => user(userId, 'stock', 'search', query),
  /** The dividends listed for a set of symbols (comma-separated, sorted) since a date. */
  dividends: (userId: string, symbols: string, from: string) => user(userId, 'stock', 'dividends', symbols, from),
  // The bell, alerts, API tokens, friends' shared portfolios; a portfolio's share link under the portfolio.
  notifications: (userId: string) => user(userId, 'notifications'),
  /** The bell's list a page at a time, and the count of every unread one: both under 'notifications'. */
  notificationPages: (userId: string, limit: number) => user(userId, 'notifications', 'pages', limit),
  unreadNotifications: (userId: string) => user(userId, 'notifications', 'unread'),
  portfolioShare: (userId: string, portfolioId: string) => user(userId, 'portfolio', portfolioId, 'share'),
  friendPortfolios: (userId: string, friendId: string) => user(userId, 'friends', friendId, 'portfolios'),
  /** Accepted friends, and the requests asking you or sent by you: under 'friends', so one answer refetches both. */
  friends: (userId: string) => user(userId, 'friends', 'list'),
  friendRequests: (userId: string) => user(userId, 'friends', 'requests'),
  alerts: (userId: string) => user(userId, 'alerts'),
  /** Which assistant answers and the month's allowance. */
  assistantStatus: (userId: string) => user(userId, 'assistant', 'status'),
  apiTokens: (userId: string) => user(userId, 'apiTokens'),
  /** The member's own settings (product §14). */
  accountSettings: (userId: string) => user(userId, 'account', 'settings'),
  /** A day's close or the last one before it (the transaction form's price for a past date). */
  closeOn: (userId: string, symbol: string, date: string) => user(userId, 'stock', 'close', symbol, date),
  plans: () => ['pt', 'public', 'plans'] as const,
  /** Which card provider the server uses. */
  paymentProvider: () => ['pt', 'public', 'paymentProvider'] as const,
  /** A shared portfolio's public view: the same for every reader, signed in or not. */
  publicPortfolio: (token: string) => ['pt', 'public', 'shared', token] as const,
} as const;

export type DataKey = readonly (string | number)[];

/** Whether an SWR key belongs to the given user (to refresh all of one area). */
export const isUserKey = (key: unknown, userId: string, area?: string): boolean =>
  Array.isArray(key) && key[0] === 'pt' && key[1] === 'user' && key[2] === userId && (area === undefined || key[3] === area);
