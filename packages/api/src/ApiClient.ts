// The public surface of the SDK: one namespace per area of product §7 plus the
// subscribable stores. Every call resolves with typed data or rejects with ApiError.
import type * as Auth from './auth/types';
import type * as Aff from './affiliate/types';
import type * as Ledger from './affiliate/ledgerTypes';
import type * as Mail from './mail/mailTypes';
import type { AssistantStatus, AssistantStreamEvent } from './assistant/types';
import type * as Sub from './subscription/types';
import type * as Pay from './payments/types';
import type * as Inv from './investing/types';
import type * as Share from './sharing/types';
import type * as Alerts from './alerts/types';
import type * as Tokens from './apiTokens/types';
import type * as Notes from './notifications/types';
import type { PageQuery } from './paging/types';
import type * as Account from './account/types';
import type { SessionStore } from './session/createSessionStore';
import type { ConsentStore } from './consent/createConsentStore';
import type { AffiliateSessionStore } from './affiliate/createAffiliateSessionStore';

/** Per-call options: cancel with an AbortSignal, override the client's timeout. */
export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * A read made ahead of the page that will ask for it (product §10.28): its answer is kept for the
   * first identical read (same path, same session) within 10 s, which takes it instead of asking
   * the server again. Only for GET calls; the read itself resolves as usual.
   */
  prefetch?: boolean;
}

/** A small subscribable read with React's useSyncExternalStore. */
export interface Store<T> {
  getSnapshot(): T;
  subscribe(listener: () => void): () => void;
}

/** Key-value storage (localStorage / sessionStorage or an in-memory stand-in). */
export interface StorageAdapter {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface CookieOptions { maxAgeSeconds?: number; path?: string; sameSite?: 'Lax' | 'Strict' | 'None'; secure?: boolean }
export interface CookieAdapter {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path'>): void;
}

/** Cross-tab and in-page notifications (window events in a browser, a local emitter elsewhere). */
export interface EventsAdapter {
  emit(name: string): void;
  /** Listens for the named event emitted in this tab; another tab's changes arrive through `onStorage`. */
  on(name: string, listener: () => void): () => void;
  /** Listens for storage changes made in another tab, with the key that changed (null: storage cleared). */
  onStorage(listener: (key: string | null) => void): () => void;
}

export type AuthSnapshot =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: Auth.User; isAdmin: boolean };

export interface ApiClient {
  readonly baseUrl: string;
  /** The app's own URL (product §5): base of shareable links and return URLs. */
  readonly appUrl: string;

  /** Auth state from local storage (auth_token, refresh_token, user_data), with token/user helpers. */
  session: SessionStore;
  /** Cookie-consent record (or null) with the banner rule and the three choices. */
  consent: ConsentStore;
  /** The visitor's affiliate attribution (session storage, plus a cookie with marketing consent). */
  affiliateSession: AffiliateSessionStore;

  auth: {
    signUp(body: Auth.SignUpRequest, o?: CallOptions): Promise<Auth.SignUpResponse>;
    /** Stores token, refresh token and user_data, then announces authStateChanged. */
    signIn(body: Auth.SignInRequest, o?: CallOptions): Promise<Auth.SignInResponse>;
    /** Always clears the session and announces authStateChanged, even when the call fails. */
    signOut(o?: CallOptions): Promise<void>;
    refresh(o?: CallOptions): Promise<Auth.RefreshResponse>;
    resetPassword(body: Auth.ResetPasswordRequest, o?: CallOptions): Promise<Auth.MessageResponse>;
    confirmReset(body: Auth.ConfirmResetRequest, o?: CallOptions): Promise<Auth.MessageResponse>;
    /** A 404 is tolerated: resolves with null. */
    verifyEmail(body: Auth.VerifyEmailRequest, o?: CallOptions): Promise<Auth.VerifyEmailResponse | null>;
    me(o?: CallOptions): Promise<Auth.User>;
  };

  portfolio: {
    list(o?: CallOptions): Promise<Inv.Portfolio[]>;
    create(body: Inv.PortfolioInput, o?: CallOptions): Promise<Inv.Portfolio>;
    update(id: string, body: Inv.PortfolioInput, o?: CallOptions): Promise<Inv.Portfolio>;
    remove(id: string, o?: CallOptions): Promise<void>;
    /**
     * The portfolio's daily value and returns over a range, computed by the server (reference-server addition).
     * `{ range, benchmark }` adds a benchmark's returns over the same days (the `advanced_analytics` feature).
     */
    performance(id: string, range: Inv.PortfolioPerformance['range'] | Inv.PerformanceQuery, o?: CallOptions): Promise<Inv.PortfolioPerformance>;
    /** Volatility, maximum drawdown, monthly returns and a benchmark; range 1Y and SPY unless named (`advanced_analytics`). */
    analytics(id: string, query?: Inv.AnalyticsQuery, o?: CallOptions): Promise<Inv.PortfolioAnalytics>;
    /** The portfolio's risk rules at the delayed quotes (`risk_metrics`, Pro). */
    risk(id: string, o?: CallOptions): Promise<Inv.PortfolioRisk>;
    /** Holdings in their own currency and the base, cash per currency and the summary with the currency effect (reference-server addition). */
    money(id: string, o?: CallOptions): Promise<Inv.PortfolioMoneyView>;
    /** The return of a range explained line by line, and the time- and money-weighted returns (reference-server addition). */
    returns(id: string, range: Inv.PortfolioReturns['range'], o?: CallOptions): Promise<Inv.PortfolioReturns>;
    /** What the overview shows (holdings, summary, allocation, symbols), computed by the server at the delayed quotes (reference-server addition). */
    overview(id: string, o?: CallOptions): Promise<Inv.PortfolioOverview>;
  };
  stock: {
    get(symbol: string, o?: CallOptions): Promise<Inv.StockQuote>;
    /** Delayed quotes of up to 100 symbols in one call; unknown symbols are listed apart (reference-server addition). */
    quotes(symbols: readonly string[], o?: CallOptions): Promise<Inv.StockQuotes>;
    search(query: string, o?: CallOptions): Promise<Inv.StockSearchResult[]>;
    /** Daily closes, oldest first; `from`/`to` 'YYYY-MM-DD', omitted: the server's last year. */
    history(symbol: string, range?: Inv.StockHistoryRange, o?: CallOptions): Promise<Inv.StockHistory>;
    /** Dividends per share by ex-date, oldest first; the same range rules as `history` (reference-server addition). */
    dividends(symbol: string, range?: Inv.StockHistoryRange, o?: CallOptions): Promise<Inv.StockDividends>;
    /** Adds an instrument a market-data provider knows (found by `search`, `known: false`); product §13.3. */
    addInstrument(symbol: string, o?: CallOptions): Promise<Inv.InstrumentView>;
    /** Adds an instrument no provider knows, with its first price entered by hand. */
    addManualInstrument(body: Inv.ManualInstrumentInput, o?: CallOptions): Promise<Inv.InstrumentView>;
    /** Writes closes of a hand-priced instrument (`close: null` deletes that day); its creator only. */
    setManualPrices(symbol: string, prices: readonly { date: string; close: number | null }[], o?: CallOptions): Promise<Inv.StockHistory>;
    /** Admins: market-data providers' state and the held instruments without a current price (product §13.6). */
    dataHealth(o?: CallOptions): Promise<Inv.MarketDataHealth>;
  };
  transactions: {
    /** Every one, newest first; `{ portfolio_id }` for one portfolio's, `symbol` and `type` filtered by the server. */
    list(query?: Inv.TransactionListQuery, o?: CallOptions): Promise<Inv.Transaction[]>;
    /** One portfolio's, a page at a time (the same filters; `limit` 1-500, default 50; `cursor` from the page before). */
    page(query: Inv.TransactionPageQuery, o?: CallOptions): Promise<Inv.TransactionListPage>;
    create(body: Inv.TransactionInput, o?: CallOptions): Promise<Inv.Transaction>;
    /** Changes a transaction (fields left out keep their value); reference-server addition. */
    update(id: string, body: Inv.TransactionUpdate, o?: CallOptions): Promise<Inv.Transaction>;
    /** Deletes a transaction; reference-server addition. */
    remove(id: string, o?: CallOptions): Promise<void>;
    /** Writes every row or none; repeated rows are skipped and counted (reference-server addition). */
    import(body: Inv.TransactionImportRequest, o?: CallOptions): Promise<Inv.TransactionImportResponse>;
  };
  chartgpt: {
    ask(body: Inv.ChartGptRequest, o?: CallOptions): Promise<Inv.ChartGptResponse>;
    /**
     * The same question with the answer streamed (product §15.3): resolves once the server starts
     * answering (a refusal rejects, as `ask` would), then yields `text` pieces as they are written and
     * finally `done` with the whole answer. `o.signal` stops it at any point.
     */
    stream(body: Inv.ChartGptRequest, o?: CallOptions): Promise<AsyncIterable<AssistantStreamEvent>>;
    /** Which assistant answers and the month's allowance, before any question. */
    status(o?: CallOptions): Promise<AssistantStatus>;
  };
  friends: {
    /** Accepted friends, with e-mail and name. */
    list(o?: CallOptions): Promise<Inv.Friend[]>;
    /** Asks to be friends: a pending request (no e-mail or name until they accept), or 'accepted' if they had asked you. */
    add(body: Inv.AddFriendRequest, o?: CallOptions): Promise<Inv.FriendRequest>;
    requests(o?: CallOptions): Promise<Inv.FriendRequests>;
    /** Accepts an incoming request by its id: the new friend, with e-mail and name. */
    accept(id: string, o?: CallOptions): Promise<Inv.Friend>;
    /** Declines an incoming request, cancels an outgoing one, or ends a friendship. */
    remove(id: string, o?: CallOptions): Promise<void>;
    /** The portfolios a friend shares, by the friendship's id (reference-server addition). */
    portfolios(id: string, o?: CallOptions): Promise<Share.FriendSharedPortfolio[]>;
  };
  notifications: {
    /** The newest 100, newest first. */
    list(o?: CallOptions): Promise<Inv.Notification[]>;
    /** Every one, newest first, a page at a time (`limit` 1-100, default 50; reference-server addition). */
    page(query?: PageQuery, o?: CallOptions): Promise<Notes.NotificationPage>;
    /** Every unread notification, counted by the server (reference-server addition). */
    unreadCount(o?: CallOptions): Promise<Notes.UnreadNotifications>;
    /** Marks one as read: the notification (reference-server addition). */
    markRead(id: string, o?: CallOptions): Promise<Inv.Notification>;
    /** Marks every one as read (reference-server addition). */
    markAllRead(o?: CallOptions): Promise<Notes.ReadAllNotificationsResponse>;
  };
  /** A portfolio's public read-only link (reference-server addition; the Pro plan's portfolio sharing). */
  sharing: {
    /** The portfolio's link, or null when it is not shared. */
    get(portfolioId: string, o?: CallOptions): Promise<Share.PortfolioShare | null>;
    /** Shares the portfolio: its link (the existing one when already shared). */
    create(portfolioId: string, o?: CallOptions): Promise<Share.PortfolioShare>;
    /** Revokes the link: it answers 404 from then on; sharing again makes a new one. */
    revoke(portfolioId: string, o?: CallOptions): Promise<void>;
    /** The public view of a link's portfolio (no sign-in needed; no amounts). */
    view(token: string, o?: CallOptions): Promise<Share.PublicPortfolio>;
  };
  /** Price alerts (reference-server addition; the Pro plan's custom alerts). */
  alerts: {
    list(o?: CallOptions): Promise<Alerts.PriceAlert[]>;
    create(body: Alerts.PriceAlertInput, o?: CallOptions): Promise<Alerts.PriceAlert>;
    remove(id: string, o?: CallOptions): Promise<void>;
  };
  /** Personal read-only API tokens (reference-server addition; the Pro plan's API access). */
  apiTokens: {
    list(o?: CallOptions): Promise<Tokens.ApiToken[]>;
    /** The new token, its secret included: the only time the server sends it. */
    create(body: Tokens.ApiTokenInput, o?: CallOptions): Promise<Tokens.CreatedApiToken>;
    revoke(id: string, o?: CallOptions): Promise<void>;
  };
  health: { get(o?: CallOptions): Promise<Inv.HealthResponse> };
  /** The signed-in member's own account (reference-server addition, product §14). */
  account: {
    settings(o?: CallOptions): Promise<Account.AccountSettings>;
    /** Fields left out keep their value; resolves the settings as saved. */
    updateSettings(body: Account.AccountSettingsInput, o?: CallOptions): Promise<Account.AccountSettings>;
    /** Asks for a new address: it takes effect once the link e-mailed to it is opened; the current address is told. */
    changeEmail(body: Account.ChangeEmailRequest, o?: CallOptions): Promise<Account.ChangeEmailResponse>;
    /** Withdraws a change still waiting for its link. */
    cancelEmailChange(o?: CallOptions): Promise<void>;
    /** The e-mailed link's token; needs no session. */
    confirmEmailChange(body: Account.ConfirmEmailChangeRequest, o?: CallOptions): Promise<Account.ConfirmEmailChangeResponse>;
    /** Ends every other session and API token; stores this browser's new session. */
    changePassword(body: Account.ChangePasswordRequest, o?: CallOptions): Promise<Account.ChangePasswordResponse>;
    /** Everything stored about the member, as one document. */
    export(o?: CallOptions): Promise<Account.AccountExport>;
    /** Deletes the account (the password confirms it) and clears this browser's session. */
    delete(body: Account.DeleteAccountRequest, o?: CallOptions): Promise<Account.DeleteAccountResponse>;
  };

  affiliate: {
    submitApplication(body: Aff.AffiliateApplicationInput, o?: CallOptions): Promise<Aff.AffiliateApplication>;
    getApplication(o?: CallOptions): Promise<Aff.AffiliateApplication | null>;
    getProfile(o?: CallOptions): Promise<Aff.AffiliateProfileSummary>;
    getFullProfile(o?: CallOptions): Promise<Aff.AffiliateProfile>;
    createCoupon(body: Aff.CreateCouponRequest, o?: CallOptions): Promise<Aff.Coupon>;
    /** Unwraps an array possibly sent as data.data. */
    listCoupons(o?: CallOptions): Promise<Aff.Coupon[]>;
    createLink(body: Aff.CreateLinkRequest, o?: CallOptions): Promise<Aff.AffiliateLink>;
    listLinks(o?: CallOptions): Promise<Aff.AffiliateLink[]>;
    getPublicLink(id: string, o?: CallOptions): Promise<Aff.PublicAffiliateLink>;
    listMilestones(o?: CallOptions): Promise<Aff.Milestone[]>;
    trackClick(body: Aff.TrackClickRequest, o?: CallOptions): Promise<Aff.TrackResponse>;
    trackConversion(body: Aff.TrackConversionRequest, o?: CallOptions): Promise<Aff.TrackResponse>;
    createReferral(body: Aff.ReferralRequest, o?: CallOptions): Promise<Aff.TrackResponse>;
    /** The commission ledger, newest first, filtered and a page at a time (reference-server addition). */
    commissions(query?: Ledger.CommissionQuery, o?: CallOptions): Promise<Ledger.CommissionPage>;
    /** Commission by status per month, for the earnings chart (reference-server addition). */
    monthlyEarnings(months?: number, o?: CallOptions): Promise<Ledger.MonthlyEarnings>;
    /** Referred members who paid, e-mails masked; `q` searches them (reference-server addition). */
    referredCustomers(q?: string, o?: CallOptions): Promise<Ledger.ReferredCustomer[]>;
    /** The affiliate's payout requests, newest first (reference-server addition). */
    payouts(o?: CallOptions): Promise<Ledger.Payout[]>;
    /** Requests a payout of the whole approved balance (at least $50; one open request at a time). */
    requestPayout(o?: CallOptions): Promise<Ledger.Payout>;
    admin: {
      listApplications(o?: CallOptions): Promise<Aff.AdminApplicationList>;
      approve(id: string, body?: Aff.ReviewRequest, o?: CallOptions): Promise<Aff.AdminApplication>;
      reject(id: string, body: Required<Aff.ReviewRequest>, o?: CallOptions): Promise<Aff.AdminApplication>;
      /** Payout requests of every affiliate, newest first; `status` filters. */
      payouts(status?: Ledger.PayoutStatus, o?: CallOptions): Promise<Ledger.AdminPayout[]>;
      markPayoutPaid(id: string, body: Ledger.MarkPayoutPaidRequest, o?: CallOptions): Promise<Ledger.AdminPayout>;
      rejectPayout(id: string, body: Ledger.RejectPayoutRequest, o?: CallOptions): Promise<Ledger.AdminPayout>;
      /** Ledger entries of every affiliate; `{ flagged: true }`: those a fraud flag holds. */
      commissions(query?: Ledger.AdminCommissionQuery, o?: CallOptions): Promise<Ledger.AdminCommission[]>;
      approveCommission(id: string, body?: Ledger.CommissionDecisionRequest, o?: CallOptions): Promise<Ledger.AdminCommission>;
      voidCommission(id: string, body: Required<Ledger.CommissionDecisionRequest>, o?: CallOptions): Promise<Ledger.AdminCommission>;
      /** Refunds a paid invoice with the local card provider and voids its unpaid commission. */
      refundInvoice(id: string, body?: Ledger.CommissionDecisionRequest, o?: CallOptions): Promise<Ledger.RefundResult>;
      /** Admin decisions, newest first, a page at a time. */
      auditLog(query?: Ledger.AuditQuery, o?: CallOptions): Promise<Ledger.AuditPage>;
      /** The e-mail outbox, newest first (`status` filters, e.g. 'failed'), a page at a time; bodies are never included. */
      mailDeliveries(query?: Mail.AdminMailQuery, o?: CallOptions): Promise<Mail.AdminMailPage>;
    };
  };

  subscription: {
    plans(o?: CallOptions): Promise<Sub.ServerPlan[]>;
    current(o?: CallOptions): Promise<Sub.Subscription | null>;
    usage(o?: CallOptions): Promise<Sub.UsageSummary>;
    /** A response `error` field is thrown as an ApiError. */
    create(body: Sub.CreateSubscriptionRequest, o?: CallOptions): Promise<Sub.CreateSubscriptionResponse>;
    update(body: Sub.UpdateSubscriptionRequest, o?: CallOptions): Promise<Sub.Subscription>;
    cancel(o?: CallOptions): Promise<Sub.Subscription>;
    /** Undo a cancel-at-period-end while the period runs (reference server addition). */
    resume(o?: CallOptions): Promise<Sub.Subscription>;
    /** What checking out an offer costs this member, a promotion code checked (reference server addition). */
    quote(body: Sub.CheckoutQuoteRequest, o?: CallOptions): Promise<Sub.CheckoutQuote>;
    /** What changing to an offer does and charges today (reference server addition). */
    previewChange(body: Sub.UpdateSubscriptionRequest, o?: CallOptions): Promise<Sub.PlanChangePreviewResponse>;
  };

  payments: {
    listPaymentMethods(o?: CallOptions): Promise<Pay.PaymentMethod[]>;
    attachPaymentMethod(body: Pay.AttachPaymentMethodRequest, o?: CallOptions): Promise<Pay.PaymentMethod>;
    removePaymentMethod(id: string, o?: CallOptions): Promise<void>;
    createSetupIntent(o?: CallOptions & { idempotencyKey?: string }): Promise<Pay.SetupIntent>;
    createPaymentIntent(body: Pay.PaymentIntentRequest, o?: CallOptions & { idempotencyKey?: string }): Promise<Pay.PaymentIntent>;
    /** limit defaults to 10. */
    listInvoices(limit?: number, o?: CallOptions): Promise<Pay.Invoice[]>;
    getInvoice(id: string, o?: CallOptions): Promise<Pay.Invoice>;
    /** The invoice's PDF through the call layer (Bearer token, refresh on 401, ApiError), saved as `invoice-{number}.pdf`. */
    downloadInvoice(id: string, o?: CallOptions): Promise<Pay.InvoiceFile>;
    getCustomer(o?: CallOptions): Promise<Pay.Customer>;
    listSubscriptions(o?: CallOptions): Promise<Sub.Subscription[]>;
    createCheckoutSession(body: Pay.CheckoutSessionRequest, o?: CallOptions): Promise<Pay.CheckoutSession>;
    /** Pays one of the member's open invoices with a card (the default one when none is given; reference server addition). */
    payInvoice(id: string, body?: { payment_method_id?: string | null }, o?: CallOptions): Promise<Pay.Invoice>;
    /** Which card provider the server uses (reference server addition). */
    provider(o?: CallOptions): Promise<Pay.PaymentProviderInfo>;
    /** The local test provider: a card from the web app's own form (reference server addition; 404 with a real provider). */
    createLocalCard(body: Pay.LocalCardRequest, o?: CallOptions): Promise<Pay.LocalCard>;
    /** The local test provider: confirms a setup or payment intent, with the 3-D Secure answer when one is asked for. */
    confirmLocal(body: Pay.LocalConfirmRequest, o?: CallOptions): Promise<Pay.LocalConfirmResult>;
  };
}
