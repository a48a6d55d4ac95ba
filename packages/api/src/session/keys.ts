// product §3 and §9: browser storage keys and the auth event.
export const AUTH_TOKEN_KEY = 'auth_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';
export const USER_DATA_KEY = 'user_data';
export const AUTH_STATE_CHANGED_EVENT = 'authStateChanged';
/** Session-storage keys of the sign-up and verification flow. */
export const PENDING_TOKENS_KEY = 'pending_tokens';
export const SIGNUP_EMAIL_KEY = 'signup_email';
export const SIGNUP_FULL_NAME_KEY = 'signup_full_name';
export const SIGNUP_SOURCE_KEY = 'signup_source';
export const VERIFICATION_COMPLETED_KEY = 'verification_completed';
