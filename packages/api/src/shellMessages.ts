// The texts that the client and an app's shell need, in a module of their own: bundlers split code
// by module, so one that imported the catalogue (messages.ts) for these would load all of it with
// its first page. The catalogue includes them.

/** The call layer's texts (product §8): the client's own. */
export const callMessages = {
  defaultError: 'An error occurred',
  networkError: 'Network error',
  noRefreshToken: 'No refresh token available',
  signInException: 'An unexpected error occurred',
} as const;

/** The texts of what every page shows: the header's sign-out and the landing's verified banner. */
export const shellMessages = {
  signedOut: 'Signed out',
  signOutFailed: 'Failed to sign out. Please try again.',
  verifiedBanner: 'Email verification successful! You can now log in to your account.',
} as const;
