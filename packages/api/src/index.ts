// Explicit named exports only (sideEffects: false).
export { brand, type Brand } from './brand';
export { DEFAULT_API_BASE_URL, DEFAULT_APP_URL, resolveApiBaseUrl, resolveAppUrl } from './config';
export type * from './ApiClient';
export type * from './auth/types';
export type * from './affiliate/types';
export { AUDIENCE_SIZES, MARKETING_CHANNELS } from './affiliate/types';
export type * from './subscription/types';
export { BILLING_CYCLES, KNOWN_FEATURES } from './subscription/types';
export type * from './payments/types';
export { PAYMENT_PROVIDER } from './payments/types';
export type * from './investing/types';
