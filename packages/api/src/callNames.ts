import type { Calls } from './createCalls';
import type { CallNames } from './http/lazyNamespace';

/**
 * Every call of the client, by namespace, so the client has its full shape before the call
 * layer loads (createApiClient). Typed: a call added to ApiClient and missing here does not compile.
 */
export const CALL_NAMES: CallNames<Calls> = {
  auth: { signUp: 1, signIn: 1, signOut: 1, refresh: 1, resetPassword: 1, confirmReset: 1, verifyEmail: 1, me: 1 },
  affiliate: {
    submitApplication: 1, getApplication: 1, getProfile: 1, getFullProfile: 1, createCoupon: 1, listCoupons: 1, createLink: 1, listLinks: 1,
    getPublicLink: 1, listMilestones: 1, trackClick: 1, trackConversion: 1, createReferral: 1, commissions: 1, monthlyEarnings: 1,
    referredCustomers: 1, payouts: 1, requestPayout: 1,
    admin: {
      listApplications: 1, approve: 1, reject: 1, payouts: 1, markPayoutPaid: 1, rejectPayout: 1, commissions: 1, approveCommission: 1,
      voidCommission: 1, refundInvoice: 1, auditLog: 1, mailDeliveries: 1,
    },
  },
  subscription: { plans: 1, current: 1, usage: 1, create: 1, update: 1, cancel: 1, resume: 1, quote: 1, previewChange: 1 },
  payments: {
    listPaymentMethods: 1, attachPaymentMethod: 1, removePaymentMethod: 1, createSetupIntent: 1, createPaymentIntent: 1, listInvoices: 1,
    getInvoice: 1, downloadInvoice: 1, getCustomer: 1, listSubscriptions: 1, createCheckoutSession: 1, provider: 1, createLocalCard: 1,
    confirmLocal: 1, payInvoice: 1,
  },
  portfolio: { list: 1, create: 1, update: 1, remove: 1, performance: 1, analytics: 1, risk: 1, overview: 1 },
  stock: { get: 1, quotes: 1, search: 1, history: 1, dividends: 1, addInstrument: 1, addManualInstrument: 1, setManualPrices: 1, dataHealth: 1 },
  transactions: { list: 1, page: 1, create: 1, update: 1, remove: 1, import: 1 },
  chartgpt: { ask: 1, stream: 1, status: 1 },
  friends: { list: 1, add: 1, requests: 1, accept: 1, remove: 1, portfolios: 1 },
  notifications: { list: 1, page: 1, unreadCount: 1, markRead: 1, markAllRead: 1 },
  sharing: { get: 1, create: 1, revoke: 1, view: 1 },
  alerts: { list: 1, create: 1, remove: 1 },
  apiTokens: { list: 1, create: 1, revoke: 1 },
  health: { get: 1 },
  account: { settings: 1, updateSettings: 1, changeEmail: 1, cancelEmailChange: 1, confirmEmailChange: 1, changePassword: 1, export: 1, delete: 1 },
};
