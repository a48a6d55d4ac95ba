// Explicit named exports only (sideEffects: false).
export { brand, type Brand } from './brand';
export { DEFAULT_API_BASE_URL, DEFAULT_APP_URL, resolveApiBaseUrl, resolveAppUrl } from './config';
export type * from './ApiClient';
export type * from './auth/types';
export type * from './affiliate/types';
export { AUDIENCE_SIZES, MARKETING_CHANNELS } from './affiliate/types';
export type * from './affiliate/ledgerTypes';
export type * from './mail/mailTypes';
export { MAIL_DELIVERY_STATUSES, mailDeliveryMessages } from './mail/mailTypes';
export { COMMISSION_STATUSES, FRAUD_FLAG_CODES } from './affiliate/ledgerTypes';
export type * from './subscription/types';
export { BILLING_CYCLES, KNOWN_FEATURES } from './subscription/types';
export type * from './payments/types';
export { PAYMENT_PROVIDER } from './payments/types';
export type * from './investing/types';

export { createApiClient, type ApiClientOptions } from './createApiClient';
export { ApiError, isApiError, type ApiErrorCode, type ApiErrorKind, type ApiErrorSource } from './http/ApiError';
export { fieldErrorsFromError } from './http/fieldErrorsFromError';
export { normalizeError, type ErrorInput } from './http/normalizeError';
export { toResult, type Result } from './http/toResult';
export { isAdminUser } from './session/parseUser';
export type { SessionStore } from './session/createSessionStore';
// The names of what the stores keep in the browser, for a privacy or cookie page that lists them.
export { CONSENT_STORAGE_KEY, type ConsentRecord } from './consent/parseConsent';
export type { ConsentStore, ConsentChoice } from './consent/createConsentStore';
export { AFFILIATE_COOKIE_NAME, AFFILIATE_COOKIE_MAX_AGE_SECONDS } from './affiliate/affiliateSessionKeys';
export type { AffiliateSession, AffiliateParams } from './affiliate/parseAffiliateSession';
export type { AffiliateSessionStore } from './affiliate/createAffiliateSessionStore';
export { affiliateLinkUrl } from './affiliate/affiliateLinkUrl';
export {
  referralToSend, shouldRetryReferral, readReferralSentFor, markReferralSent, REFERRAL_SENT_KEY, REFERRAL_RETRY_DELAYS_MS,
} from './affiliate/referralAttribution';
export { appLink } from './appLink';
export { openAppTarget, WORKSPACE_PATH, type OpenAppTarget } from './openAppTarget';
export { LANDING_SECTIONS, type LandingSection } from './landingSections';
export { carouselPosition, type CarouselPosition } from './carouselPosition';
export { copyText } from './adapters/copyText';
export { isPhoneOrTablet, isMobileQuery } from './auth/mobileMode';
export {
  CAROUSEL_COUNT, CAROUSEL_INTERVAL_MS, VERIFIED_BANNER_MS, MOBILE_FALLBACK_MS, SIGNUP_REDIRECT_MS, SCROLL_TO_PRICING_MS,
  SUBSCRIPTION_REFRESH_MS, CACHE_GC_MS, MAX_RETRIES, retryDelay,
} from './timing';
export { DEFAULT_INVOICE_LIMIT } from './payments/createPaymentCalls';

// The formatters and the input rules, also entries of their own: @pt/api/format and
// @pt/api/rules (src/format/index.ts, src/rules/index.ts; product §16). Apps import them there.
export * from './format/index';
export * from './rules/index';

// Rules and messages (product §4, §5, §8, §9).
export { messages, discountRangeMessage, type MessageKey } from './messages';
export { shellMessages } from './shellMessages';
export { serverMessageOr } from './http/errorText';
export { safeRedirectPath } from './http/safeRedirectPath';
export { afterSignInPath } from './auth/afterSignInPath';
export { signUpErrorMessage, signInErrorMessage, type FormErrorMessage } from './auth/authErrorMessages';
export { couponErrorMessage, linkErrorMessage, applicationSubmitMessage } from './affiliate/affiliateErrorMessages';
export {
  subscribeErrorMessage, updatePlanErrorMessage, cancelErrorMessage, removePaymentMethodErrorMessage, paymentErrorMessage,
} from './subscription/subscriptionErrorMessages';
export { decodeJwtPayload } from './auth/decodeJwtPayload';
export { emailFromQuery } from './auth/emailFromQuery';
export { readVerificationParams, decideVerification, type VerificationParams, type VerificationOutcome } from './auth/decideVerification';
export { maxDiscountFor, MAX_COMMISSION_RATE, MAX_TOTAL_RATE, DEFAULT_COMMISSION_RATE, DEFAULT_DISCOUNT_RATE } from './affiliate/rateLimits';
export { audienceSizeLabel, marketingChannelLabel, isAudienceSize, isMarketingChannel } from './affiliate/applicationLabels';
export { affiliateStatus, applicationStatusLabel, type AffiliateStatus } from './affiliate/affiliateStatus';
export { dashboardAggregates, canRequestPayout, MIN_PAYOUT, type DashboardAggregates } from './affiliate/dashboardAggregates';
export { payoutPace, type PayoutPace, type PayoutPaceInput } from './affiliate/payoutPace';
// Affiliate money: the commission ledger, payouts and fraud flags (see README "Affiliate money").
export { maskEmail } from './affiliate/maskEmail';
export { COMMISSION_HOLD_DAYS, commissionHoldUntil } from './affiliate/commissionHold';
export { payoutRequestState, type PayoutRequestState } from './affiliate/payoutRequestState';
export { fraudFlagLabel } from './affiliate/fraudFlagLabel';
export { ledgerMessages } from './affiliate/ledgerMessages';
export { commissionsToCsvRows, commissionsCsvFileName, COMMISSION_CSV_HEADER } from './affiliate/commissionsToCsvRows';
export { monthlyEarningsRows, monthLabel, EARNINGS_SERIES, type MonthlyEarningsRow, type EarningsSeries } from './affiliate/monthlyEarningsRows';
export { filterItems, activeLabel, type ActiveFilter } from './affiliate/filterItems';
export { milestoneState, nextMilestoneProgress, NEXT_MILESTONE_POINTS, type MilestoneState } from './affiliate/milestones';
export {
  simulateEarnings, SIMULATOR_DEFAULT_USERS, SIMULATOR_CONVERSION_RATE, SIMULATOR_PREMIUM_PRICE,
  type SimulatorInput, type SimulatorResult,
} from './affiliate/simulateEarnings';
export { priceIdFor, parsePriceId } from './subscription/priceId';
export {
  PLANS_PATH, UPGRADE_PLAN_ID, holdingsLimitMessage, upgradePlanPath, planFromQuery, planLimitFromError, holdingsAllowance,
  type PlanLimit, type HoldingsAllowance,
} from './subscription/planLimit';
export { featureLabel, featureName, PLAN_COMPARISON_ROWS, type PlanComparisonRow } from './subscription/planFeatures';
export {
  FREE_PLAN_ID, ENTITLED_STATUSES, entitledPlanId, hasFeature, cheapestPlanWith, featureLockMessage, featureUnavailableMessage,
  featureLockFor, entitlement, featureAccess, featureLockFromError,
  type PlanFeatureSource, type FeatureLock, type Entitlement, type FeatureAccess,
} from './subscription/planEntitlement';
export { planHighlights, planCardFeatures } from './subscription/planHighlights';
export { cardBrandLabel } from './payments/cardBrandLabel';
// Billing (product §11): the local test mode's card form, discounts, periods and plan changes.
export {
  TEST_CARDS, cardMessages, cardDigits, luhnValid, cardBrandFromNumber, cardLengths, formatCardNumber, parseExpiry, formatExpiry, cardExpired,
  testCardFor, validateCardForm, type CardBrand, type TestCard, type TestCardOutcome, type CardFormValues, type CardField,
} from './payments/cardRules';
export {
  DISCOUNT_MONTHS, discountAmount, discountApplies, chargeFor, billingPeriodEnd, discountEndsAt, nextCharge, unusedCredit, planChangeQuote,
  comparablePrices, billingCycleLabel, billingCycleUnit, discountLineLabel, discountDurationText, type DiscountTerms, type Charge, type BillingState, type PlanChangeQuote,
} from './subscription/pricing';
export { billingMessages } from './subscription/billingMessages';
export { billingSummaryView, cardSummary, type BillingSummaryView } from './subscription/billingSummary';
export { checkoutView, planChangeView, type CheckoutView, type PlanChangeView } from './subscription/checkoutView';
export {
  applicationStatusView, subscriptionStatusView, invoiceStatusView, activeStatusView, commissionStatusView, payoutStatusView,
  referredCustomerStatusView, type StatusView, type StatusTone,
} from './format/statusView';
export { normalizePlan, normalizePlans, parseFeatures, type PlanOffer, type PlanIconKey } from './subscription/normalizePlan';
export { subscriptionStatusLabel, periodEndLabel, canCancelSubscription, planButtonState, discountedPrice } from './subscription/subscriptionDisplay';
export { invoiceNumber } from './payments/invoiceDisplay';

// Portfolio math (pure; see README "Portfolio math").
export {
  INSTRUMENT_KINDS, INSTRUMENT_KIND_LABELS, EXCHANGES, CRYPTO_MARKET, FX_MARKET, CRYPTO_STALE_AFTER_MINUTES, JUMP_LIMITS,
  exchangeByMic, exchangeOfSymbol, toMajorUnit, isCurrencyCode, lastSessionDate, marketDateOf, isStalePrice, staleReasonText, isSuspectJump,
  type Exchange, type StaleReason,
} from './investing/markets';
export { providerHealthText, instrumentHealthText, type ProviderHealthText } from './investing/marketHealth';
export { computeHoldings, withQuotes, type Holding, type HoldingQuote, type HoldingsOptions } from './investing/computeHoldings';
export { portfolioSummary, type PortfolioSummary, type CurrencyTotals } from './investing/portfolioSummary';
export { valueSeries, type ValuePoint } from './investing/valueSeries';
export { timeWeightedReturn, dailyReturns, cumulativeReturns, type PeriodReturn } from './investing/timeWeightedReturn';
export { moneyWeightedReturn, seriesCashFlows, type CashFlow, type EndValue } from './investing/moneyWeightedReturn';
export { allocation, type AllocationSlice, type AllocationOptions } from './investing/allocation';
export { PERFORMANCE_RANGES, PERFORMANCE_RANGE_LABELS, performanceRange, type PerformanceRange } from './investing/performanceRange';
export { RETURN_METHOD } from './investing/returnMethod';
// Advanced analytics and dividends (pure; see README "Advanced analytics" and "Dividends").
export { annualisedVolatility, tradingDayReturns, isWeekday, TRADING_DAYS_PER_YEAR, type Volatility } from './investing/volatility';
export { maxDrawdown, type Drawdown } from './investing/maxDrawdown';
export { monthlyReturns, monthlyReturnTable, type MonthlyReturn, type YearOfMonthlyReturns } from './investing/monthlyReturns';
export { benchmarkReturns } from './investing/benchmarkReturns';
export {
  riskRules, RISK_MAX_POSITION_WEIGHT, RISK_MIN_HOLDINGS, RISK_MAX_HERFINDAHL, type RiskRule, type RiskRuleId,
} from './investing/riskRules';
export { dividendPayments, incomeByMonth, incomeByHolding, type DividendPayment, type MonthIncome, type HoldingIncome } from './investing/income';
export { dividendsToRecord, type DividendToRecord } from './investing/dividendsToRecord';
export { QUANTITY_EPSILON, sharesDelta, sharesAfter, splitShares, movesShares } from './investing/position';
export { firstShortSell, type ShortSell } from './investing/shortSell';
export { transactionFingerprint, STORED_QUANTITY_DECIMALS, STORED_PRICE_DECIMALS } from './investing/transactionFingerprint';
export {
  planTransactionImport, MAX_IMPORT_ROWS, type ImportRowInput, type ImportRowPlan, type TransactionImportPlan, type ImportContext,
} from './investing/planTransactionImport';
export {
  CSV_FIELDS, CSV_FIELD_LABELS, CSV_FIELD_TARGETS, CSV_HEADER_NAMES, CSV_REQUIRED_FIELDS, recognizeCsvColumns, missingCsvFields, type CsvField, type CsvColumnMapping,
} from './investing/csvColumns';
export { readCsvRows, parseCsvDate, parseCsvNumber, parseTradeType, csvMessages } from './investing/readCsvRows';
export { transactionsToCsvRows, transactionsCsvFileName } from './investing/transactionsToCsvRows';
export { selectPortfolio, portfolioAfterRemoval } from './investing/portfolioSelection';
export { executedAtForDate, localIsoDate } from './investing/transactionDate';
export { closeOnOrBefore, closeLookupRange, CLOSE_LOOKBACK_DAYS, type CloseOnDate } from './investing/priceOnDate';
export { workspaceMessages } from './investing/workspaceMessages';
export {
  filterTransactions, transactionListQuery, transactionSymbols, TRANSACTION_PAGE_SIZE, type TransactionFilter, type TransactionPage,
} from './investing/filterTransactions';
export { executionOrder, type ExecutionOrder, type PortfolioTransaction } from './investing/portfolioTransaction';
export { toIsoDate, isIsoDate, addDays, addMonths } from './investing/isoDate';
// The money model: every activity type, cash per currency, the base currency, the return explained (see README "Money").
export {
  BASE_CURRENCIES, roundHalfAway, toMinor, fromMinor, tradeMinor, convertMinor, minorDigits, cashCurrency, unitsOfCash, normalizeCurrency,
} from './investing/money';
export type { DailyRate, RatesToBase, LedgerEntry } from './investing/ledger';
export {
  portfolioMoney, type MoneyHolding, type CashBalance, type MoneySummary, type PortfolioMoney, type PortfolioMoneyOptions, type MoneyQuote,
} from './investing/portfolioMoney';
export {
  rangeLedger, ledgerSeries, BREAKDOWN_LINES, BREAKDOWN_LINE_LABELS, BREAKDOWN_LINE_SIGNS,
  type BreakdownLine, type BreakdownLineKey, type ReturnBreakdown, type RangeLedger, type RangeLedgerOptions,
} from './investing/returnBreakdown';
export { compareReturns, type ReturnComparison } from './investing/returnComparison';
export { ratesToBase } from './investing/ratesToBase';
export { cashOn, cashLimitMessage, cashLimitMessages } from './investing/cashLimit';
export {
  TRANSACTION_TYPES, TRANSACTION_TYPE_LABELS, transactionFields, transactionFieldLabel, symbolRule, isCashActivity, isTransfer,
  parseSplitRatio, formatSplitRatio, type TransactionFormField,
} from './investing/transactionKinds';
export { transactionView, type TransactionView } from './investing/transactionView';
export { moneyPanelView, returnExplainedView, type MoneyPanelView, type ReturnExplainedView, type Figure, type FigureTone } from './investing/moneyViews';

// Sharing, price alerts, notifications, the chart assistant and API tokens (reference-server additions).
export type * from './sharing/types';
export type * from './alerts/types';
export type * from './apiTokens/types';
export type * from './assistant/types';
export type * from './notifications/types';
// Lists a page at a time (product §10.15).
export type * from './paging/types';
export { collectPages } from './paging/collectPages';
export { PRICE_ALERT_CONDITIONS } from './alerts/types';
export { NOTIFICATION_KINDS } from './notifications/types';
export { toPublicPortfolio, type PublicPortfolioInput } from './sharing/toPublicPortfolio';
export { SHARED_PORTFOLIO_PATH, sharedPortfolioPath, sharedPortfolioUrl } from './sharing/sharedPortfolioUrl';
export { sharingMessages } from './sharing/sharingMessages';
export { priceAlertState, type PriceAlertRuleInput, type PriceAlertQuote } from './alerts/priceAlertRule';
export { describePriceAlert, priceAlertNotification } from './alerts/priceAlertText';
export { unreadBadgeText, notificationsLabel, notificationMessages, MAX_BADGE_COUNT } from './notifications/notificationBadge';
export { ASSISTANT_SUGGESTED_QUESTIONS, MAX_ASSISTANT_PROMPT, assistantMessages, assistantErrorMessage } from './assistant/assistantQuestions';
export { returnQuestionRange } from './assistant/returnQuestion';
export type { AssistantQuota } from './assistant/assistantQuota';
export { assistantQuotaPeriod, assistantQuestionsLeft, assistantQuotaText, assistantQuotaReachedMessage } from './assistant/assistantQuota';
export { MAX_ASSISTANT_TURNS, readAssistantConversation, writeAssistantConversation } from './assistant/assistantConversation';
export { ASSISTANT_CONVERSATION_KEY, clearAssistantConversation } from './assistant/clearAssistantConversation';
export {
  API_TOKEN_PREFIX, MAX_API_TOKENS, apiTokenCurlExample,
} from './apiTokens/apiTokenRules';
export {
  BROKER_IDS, BROKER_PRESETS, DEGIRO_TICKERS, brokerMessages, brokerPreset, detectBrokerPreset, parseBrokerDate, parseBrokerNumber, readBrokerFile,
  type BrokerFile, type BrokerId, type BrokerPreset, type BrokerReadOptions,
} from './investing/brokers';

// The member's own account: settings, export and deletion (reference-server addition, product §14).
export type * from './account/types';
export { ACCOUNT_EXPORT_SECTIONS } from './account/types';
export {
  ISO_CURRENCIES, DEFAULT_BASE_CURRENCY, isIsoCurrency, currencyLabel, currencyOptions, type IsoCurrency,
} from './account/currencies';
export { accountMessages, accountDeletion, NOTIFICATION_CHOICES, ALWAYS_SENT_NOTE } from './account/accountMessages';
export { accountExportCsvRows, accountExportFileName, ACCOUNT_CSV_HEADER } from './account/accountExport';
