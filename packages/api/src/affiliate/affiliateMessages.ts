// Spec 5 and 8 texts of the affiliate screens.
export const affiliateMessages = {
  couponNameRequired: 'Please enter a coupon code name.',
  linkNameRequired: 'Please enter a name for your affiliate link.',
  couponExists: 'This coupon code already exists. Please choose a different name.',
  couponNotApproved: 'You must be an approved affiliate to create coupons',
  linkNotApproved: 'You must be an approved affiliate to create links',
  couponFailed: 'Failed to create coupon code. Please try again.',
  linkFailed: 'Failed to generate affiliate link. Please try again.',
  loadFailed: 'Failed to load affiliate data. Please refresh the page.',
  signOutFailed: 'Failed to sign out. Please try again.',
  couponGenerated: 'Coupon code generated!',
  linkGenerated: 'Link generated and copied!',
  copied: 'Copied!',
  signedOut: 'Signed out',
  alreadySubmitted: 'You have already submitted an application.',
  permissionDenied: 'Permission denied. Please try logging in again.',
  fillRequired: 'Please fill in all required fields.',
  submitNoData: 'Failed to submit application. Please try again.',
  unexpectedTryAgain: 'An unexpected error occurred. Please try again.',
  authRequiredTitle: 'Authentication required',
  authRequiredBody: 'Please log in to your account...',
  signInToSubmit: 'Please sign in to submit your application.',
  applicationSubmitted: 'Registration submitted successfully!',
  rejectNotesRequired: 'Please provide rejection notes.',
  adminComingSoonTitle: 'Coming Soon',
  adminComingSoonBody: 'Admin endpoints need to be added to the backend API',
  // Not in the spec's catalogue (decisions, see README): range errors of the rate fields.
  commissionRange: 'Commission rate must be between 0 and 50.',
  usersMin: 'Number of users must be at least 1.',
  applicationFullName: 'Full name is required',
  applicationEmail: 'Email is required',
  applicationEmailInvalid: 'Please enter a valid email address',
  applicationPhone: 'Phone number is required',
  applicationLocation: 'Location is required',
  applicationAudience: 'Please select your audience size',
  applicationChannels: 'Please select at least one marketing channel',
  applicationExperience: 'Please describe your marketing experience',
  applicationExperienceShort: 'Please provide more details about your experience (at least 50 characters)',
  applicationMotivation: 'Please tell us why you want to join our affiliate program',
  applicationMotivationShort: 'Please provide more details about your motivation (at least 30 characters)',
} as const;

/** 'Discount rate must be between 0 and {max}.' (decision: the spec shows no text). */
export const discountRangeMessage = (max: number): string => `Discount rate must be between 0 and ${max}.`;
/** 'Failed to submit application: {error}' (spec 8). */
export const applicationFailedMessage = (error: string): string => `Failed to submit application: ${error}`;
