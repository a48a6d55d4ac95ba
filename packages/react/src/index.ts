// Explicit named exports only (sideEffects: false).
export { ApiProvider, userKey, type ApiProviderProps } from './ApiProvider';
export { swrDefaults } from './swrDefaults';
export { useApiClient } from './useApiClient';
export { keys, isUserKey, type DataKey } from './keys';
export { isRetryableError } from './internal/retry';
export type { QueryResult, QueryState } from './internal/useApiQuery';
export {
  useMutation, type MutationState, type MutationResult, type MutationOptions,
} from './hooks/useMutation';
export type { RevalidateTarget } from './internal/ApiContext';
// Lists a page at a time (product §10.15): the one paged-list read every list uses.
export { usePagedList, type PagedList, type PagedListOptions } from './hooks/usePagedList';
export { saveFile } from './saveFile';

// Guards
export { RequireAuth, type RequireAuthProps, type GuardSlot } from './guards/RequireAuth';
export { RequireAdmin, type RequireAdminProps } from './guards/RequireAdmin';
export { Gate, type GateProps, type GateFailure } from './guards/Gate';

// Auth
export { useAuth, type AuthState } from './hooks/useAuth';
export { useForm, type FormState } from './hooks/useForm';
export { formHookResult, type FormHookResult } from './hooks/formHook';
export { useSignIn, SIGN_IN_SUCCESS_PATH, type UseSignInOptions } from './hooks/useSignIn';
export { useSignUp, SIGN_UP_SUCCESS_PATH, pendingVerificationPath, type UseSignUpOptions } from './hooks/useSignUp';
export { useSignOut } from './hooks/useSignOut';
export { usePasswordReset } from './hooks/usePasswordReset';
export { useConfirmReset, type ConfirmResetValues } from './hooks/useConfirmReset';
export { useVerifyEmail, type VerifyEmailState, type UseVerifyEmailOptions } from './hooks/useVerifyEmail';
export { useMobileMode } from './hooks/useMobileMode';
export { useLandingQuery, verificationRedirect, type LinkState } from './hooks/useLandingQuery';

// Browser state
export { useConsent } from './hooks/useConsent';
export { useAffiliateSession } from './hooks/useAffiliateSession';
export { useReferralAttribution } from './hooks/useReferralAttribution';

// Landing widgets
export { useReducedMotion } from './hooks/useReducedMotion';
export { useCarousel, type UseCarouselOptions, type CarouselPosition } from './hooks/useCarousel';
export { useSectionNavigation } from './hooks/useSectionNavigation';
export { useRouteFocus } from './hooks/useRouteFocus';
export { useHydrated } from './hooks/useHydrated';

// Affiliate programme
export { useAffiliateStatus, type AffiliateStatusState, type AffiliateStatusData } from './hooks/useAffiliateStatus';
export { useAffiliateDashboard, type DashboardState } from './hooks/useAffiliateDashboard';
export { useClipboard, copyText, COPIED_FEEDBACK_MS } from './hooks/useClipboard';
export { useRateForm } from './hooks/useRateForm';
export { useCreateLink, type CreatedLink } from './hooks/useCreateLink';
export { useCreateCoupon } from './hooks/useCreateCoupon';
export { useFilteredList, type UseFilteredListOptions } from './hooks/useFilteredList';
export { useSimulator } from './hooks/useSimulator';
export {
  useAffiliateApplication, AFFILIATES_PATH, type ApplicationRedirect, type ApplicationView,
} from './hooks/useAffiliateApplication';
export { useAdminApplications, type AdminApplicationsState, type Review } from './hooks/useAdminApplications';
// Affiliate money: the commission ledger, earnings, referred customers, payouts, and the admin's reviews
export type { LedgerState } from './internal/ledgerState';
export type { AdminState } from './internal/adminState';
export type { AdminDecision } from './internal/useAdminDecision';
export { useCommissions, type CommissionRow, type CommissionPageView } from './hooks/useCommissions';
export { useCommissionsCsvExport } from './hooks/useCommissionsCsvExport';
export { useMonthlyEarnings } from './hooks/useMonthlyEarnings';
export { useReferredCustomers, type ReferredCustomerRow } from './hooks/useReferredCustomers';
export { usePayouts, type PayoutRow } from './hooks/usePayouts';
export { useAdminPayouts, type AdminPayoutRow } from './hooks/useAdminPayouts';
export { useAdminCommissions, type AdminCommissionRow } from './hooks/useAdminCommissions';
export { useAuditLog, type AuditRow } from './hooks/useAuditLog';
export { useAdminMail } from './hooks/useAdminMail';
export { useMarketDataHealth, type MarketDataHealthView } from './hooks/useMarketDataHealth';

// Portfolio workspace
export { usePortfolios, PORTFOLIO_PARAM, type RenamePortfolioVariables } from './hooks/usePortfolios';
export {
  useTransactions, isPendingTransaction, type NewTransaction, type EditTransactionVariables,
} from './hooks/useTransactions';
export { useQuotes } from './hooks/useQuotes';
export { useQuote } from './hooks/useQuote';
export { useHoldings } from './hooks/useHoldings';
export { usePerformance } from './hooks/usePerformance';
export { usePortfolioMoney } from './hooks/usePortfolioMoney';
export { useReturnBreakdown } from './hooks/useReturnBreakdown';
export { useStockSearch, STOCK_SEARCH_DEBOUNCE_MS } from './hooks/useStockSearch';
export { useTransactionForm, type TransactionFormValues, type TransactionFormOptions, type PriceSource } from './hooks/useTransactionForm';
export { useCsvImport, CSV_IMPORT_FORMATS, type CsvImportState, type CsvImportFormat, type CsvFile } from './hooks/useCsvImport';
export { useTransactionsCsvExport, type CsvExportFile } from './hooks/useTransactionsCsvExport';
export { usePlanLimit } from './hooks/usePlanLimit';
export type { CsvCodec } from './internal/csvCodec';

// Plan features, advanced analytics and dividends
export {
  useEntitlements, useFeature, type EntitlementsState, type FeatureState,
} from './hooks/useEntitlements';
export type { GatedQuery } from './internal/useGatedQuery';
export { useAnalytics } from './hooks/useAnalytics';
export { useRisk } from './hooks/useRisk';
export { useIncome } from './hooks/useIncome';

// Sharing, alerts, notifications, the chart assistant and API tokens
export { useNotifications, NOTIFICATIONS_POLL_MS, NOTIFICATIONS_PAGE_SIZE } from './hooks/useNotifications';
export { usePortfolioShare } from './hooks/usePortfolioShare';
export { usePublicPortfolio } from './hooks/usePublicPortfolio';
export { useFriendPortfolios } from './hooks/useFriendPortfolios';
export { useFriends, friendsMessages } from './hooks/useFriends';
export { useAlerts, type PriceAlertFormValues } from './hooks/useAlerts';
export { useAssistant } from './hooks/useAssistant';
export { useApiTokens } from './hooks/useApiTokens';
export { useAccountSettings, type SettingsChange } from './hooks/useAccountSettings';
export { useChangeEmail, useChangePassword, useDeleteAccount } from './hooks/useAccountForms';
export { useAccountExport, type AccountExportFile, type AccountExportKind } from './hooks/useAccountExport';
export { useConfirmEmailChange, type ConfirmEmailChangeState } from './hooks/useConfirmEmailChange';
export { useCloseOnDate } from './hooks/useCloseOnDate';
export type { QueryRefresh } from './internal/useApiQuery';

// Subscriptions and payments
export { useCurrentSubscription, type SubscriptionView } from './hooks/useCurrentSubscription';
export { usePlans } from './hooks/usePlans';
export { useSubscribe, type SubscribeVariables } from './hooks/useSubscribe';
export { useCancelSubscription } from './hooks/useCancelSubscription';
export { useResumeSubscription } from './hooks/useResumeSubscription';
export { useChangePlan, type PlanChangePreview } from './hooks/useChangePlan';
export { usePaymentMethods } from './hooks/usePaymentMethods';
export { useInvoices, type InvoiceRow } from './hooks/useInvoices';
export { useDownloadInvoice } from './hooks/useDownloadInvoice';
export { useCardProvider, type CardProviderState, type StripeLoader } from './hooks/useCardProvider';
export { usePaymentForm, type PaymentFormMode, type ConfirmResult } from './hooks/usePaymentForm';
// Billing (product §11): checkout with the referral's discount and promotion codes, the local card form, the summary.
export { useCheckout } from './hooks/useCheckout';
export { useLocalCard, type CardChallenge, type ChallengeAnswer } from './hooks/useLocalCard';
export { usePaymentProvider } from './hooks/usePaymentProvider';
export { useBillingSummary } from './hooks/useBillingSummary';
export { usePayInvoice } from './hooks/usePayInvoice';
