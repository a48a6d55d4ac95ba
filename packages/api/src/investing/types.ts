// The spec does not show these bodies (spec 3, 7); the reference server defines them here once.
export interface Portfolio { id: string; name: string; description: string; currency: string; created_at: string; updated_at: string }
export interface PortfolioInput { name: string; description?: string; currency?: string }

export interface StockQuote {
  symbol: string;
  name: string;
  price: number;
  change: number;
  change_percent: number;
  currency: string;
  /** Market data is delayed by 15 minutes (spec 1). */
  delayed_minutes: number;
  as_of: string;
}
export interface StockSearchResult { symbol: string; name: string }

export type TransactionType = 'buy' | 'sell';
export interface Transaction { id: string; portfolio_id: string; symbol: string; type: TransactionType; quantity: number; price: number; executed_at: string; created_at: string }
export interface TransactionInput { portfolio_id: string; symbol: string; type: TransactionType; quantity: number; price: number; executed_at?: string }

export interface ChartGptRequest { prompt: string }
/** The reference server answers from the user's own data, without an outside model. */
export interface ChartGptResponse { answer: string; source: 'local' }

export interface Friend { id: string; user_id: string; email: string; full_name: string; created_at: string }
export interface AddFriendRequest { user_id: string }

export interface Notification { id: string; title: string; body: string; read: boolean; created_at: string }

export interface HealthResponse { status: 'ok'; database: 'pglite' | 'postgres'; time: string }
