// The sharing screens' fixed texts.
export const sharingMessages = {
  loadFailed: 'Failed to load the sharing settings.',
  shareFailed: 'Failed to create the share link. Please try again.',
  revokeFailed: 'Failed to revoke the share link. Please try again.',
  shared: 'Share link created',
  revoked: 'Share link revoked: it no longer opens.',
  publicNotFound: 'This shared portfolio does not exist or is no longer shared.',
  publicLoadFailed: 'Failed to load this portfolio.',
  noAmounts: 'Weights and returns in percent; amounts are never shown.',
  friendsLoadFailed: "Failed to load your friend's shared portfolios.",
} as const;
