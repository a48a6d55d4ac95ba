import { callMessages, shellMessages } from './shellMessages';

// Every fixed user-facing text of product §5 and §8, by name. Hooks and pages never spell these themselves.

/**
 * The whole catalogue: the call layer's and the app shell's texts (shellMessages.ts) and every rule's and screen's.
 * Joined by a call marked pure, not by spreads: a bundler keeps an object built with spreads in every
 * bundle that imports this module's chunk (a spread may run a getter), and the `@pt/api/rules` entry
 * shares a chunk with it (product §16.2: importing one rule carries that one).
 */
export const messages = /* @__PURE__ */ Object.assign({}, callMessages, shellMessages, {
  // Accounts (product §5 and §8).
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  fullNameRequired: 'Full name is required',
  fullNameTooShort: 'Full name must be at least 2 characters',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  resetEmailRequired: 'Please enter your email address to reset your password.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  unexpectedTryAgain: 'An unexpected error occurred. Please try again.',
  signUpSuccess: 'Account created successfully! Please check your email to verify your account.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  verifyBeforeSignIn: 'Please verify your email address before signing in.',
  signInFailed: 'An error occurred during sign in.',
  welcomeBack: 'Welcome back!',
  resetFailed: 'Failed to send password reset email. Please try again.',
  resetSent: 'Password reset email sent!',
  verificationLinkInvalid: 'Invalid or missing verification link. Please check your email and try again.',
  verificationFailed: 'Verification failed. The verification link may have expired. Please request a new verification email or contact support.',
  verificationUnexpected: 'An unexpected error occurred. Please try again or contact support.',
  // Affiliate programme.
  couponNameRequired: 'Please enter a coupon code name.',
  linkNameRequired: 'Please enter a name for your affiliate link.',
  couponExists: 'This coupon code already exists. Please choose a different name.',
  couponNotApproved: 'You must be an approved affiliate to create coupons',
  linkNotApproved: 'You must be an approved affiliate to create links',
  couponFailed: 'Failed to create coupon code. Please try again.',
  linkFailed: 'Failed to generate affiliate link. Please try again.',
  loadFailed: 'Failed to load affiliate data. Please refresh the page.',
  couponGenerated: 'Coupon code generated!',
  linkGenerated: 'Link generated and copied!',
  copied: 'Copied!',
  alreadySubmitted: 'You have already submitted an application.',
  permissionDenied: 'Permission denied. Please try logging in again.',
  fillRequired: 'Please fill in all required fields.',
  submitNoData: 'Failed to submit application. Please try again.',
  authRequiredTitle: 'Authentication required',
  authRequiredBody: 'Please log in to your account...',
  signInToSubmit: 'Please sign in to submit your application.',
  applicationSubmitted: 'Registration submitted successfully!',
  rejectNotesRequired: 'Please provide rejection notes.',
  adminComingSoonTitle: 'Coming Soon',
  adminComingSoonBody: 'Admin endpoints need to be added to the backend API',
  // Decisions: product §2 describes these texts without quoting them.
  alreadyAffiliateTitle: 'You are already an approved affiliate',
  alreadyAffiliateBody: 'Your affiliate dashboard is ready.',
  // The brand's name written out (messages.test.ts ties it to `brand.name`): a property read in
  // here would keep the whole catalogue in every bundle that imports this chunk.
  affiliateSignInStub: 'Affiliate sign-in needs the backend API. Sign in with your Portfolio Tracker account instead.',
  affiliateResetStub: 'Password reset for affiliates needs the backend API.',
  // Not in the spec's catalogue (decisions, see README): range errors of the rate fields.
  commissionRange: 'Commission rate must be between 0 and 50.',
  usersMin: 'Number of users must be at least 1.',
  phoneRequired: 'Phone number is required',
  locationRequired: 'Location is required',
  audienceRequired: 'Please select your audience size',
  channelsRequired: 'Please select at least one marketing channel',
  experienceRequired: 'Please describe your marketing experience',
  experienceTooShort: 'Please provide more details about your experience (at least 50 characters)',
  motivationRequired: 'Please tell us why you want to join our affiliate program',
  motivationTooShort: 'Please provide more details about your motivation (at least 30 characters)',
  // Subscriptions and payments.
  loadSubscriptionFailed: 'Failed to load subscription information.',
  updatePlanFailed: 'Failed to update plan.',
  cancelFailed: 'Failed to cancel subscription.',
  loadPlansFailed: 'Failed to load pricing plans.',
  loadPaymentMethodsFailed: 'Failed to load payment methods.',
  removePaymentMethodFailed: 'Failed to remove payment method.',
  loadBillingFailed: 'Failed to load billing history.',
  downloadInvoiceFailed: 'Failed to download invoice.',
  errorTitle: 'Error',
  subscribeFailed: 'Failed to subscribe to plan.',
  signInToSubscribe: 'Please sign in to subscribe to a plan.',
  setupIntentFailed: 'Failed to create setup intent',
  paymentIntentFailed: 'Failed to create payment intent',
  amountRequired: 'Amount is required for payment',
  paymentFailed: 'Payment failed',
  // product §11.2: a member reads this, so it names no variable (the README tells the operator what to set).
  stripeNotConfigured: 'Card payments are not available right now. Please try again later.',
  invalidDate: 'Invalid date',
  subscriptionCreated: 'Subscription Created',
  planUpdated: 'Plan Updated',
  subscriptionCancelled: 'Subscription Cancelled',
  paymentMethodRemoved: 'Payment Method Removed',
  paymentMethodAdded: 'Payment method added successfully!',
  paymentSuccessful: 'Payment successful!',
  downloadStarted: 'Download Started',
  freeTrialStarted: 'Free Trial Started!',
  /** Decision: the toast after undoing a cancellation (the spec has no resume). */
  cancellationUndone: 'Cancellation Undone',
  loadingPlans: 'Loading pricing plans...',
  yearlyBadge: 'Save 20%',
  currentPlan: 'Current Plan',
  getStarted: 'Get Started',
  processing: 'Processing...',
  endsOn: 'Ends on',
  /** Decision: the spec names only 'Ends on'. */
  renewsOn: 'Renews on',
} as const);

export type MessageKey = keyof typeof messages;


/** 'Discount rate must be between 0 and {max}.' (decision: the spec shows no text). */
export const discountRangeMessage = (max: number): string => `Discount rate must be between 0 and ${max}.`;
/** 'Failed to submit application: {error}' (product §8). */
export const applicationFailedMessage = (error: string): string => `Failed to submit application: ${error}`;
