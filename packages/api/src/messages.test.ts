import { describe, expect, it } from 'vitest';
import { brand } from './brand';
import { applicationFailedMessage, discountRangeMessage, messages } from './messages';

describe('messages table', () => {
  it("names the product in the affiliate sign-in note (written out, not read from brand)", () => {
    expect(messages.affiliateSignInStub).toBe(`Affiliate sign-in needs the backend API. Sign in with your ${brand.name} account instead.`);
  });
  it('holds the product §8 texts verbatim', () => {
    expect(messages).toMatchObject({
      defaultError: 'An error occurred',
      networkError: 'Network error',
      noRefreshToken: 'No refresh token available',
      signInException: 'An unexpected error occurred',
      signUpSuccess: 'Account created successfully! Please check your email to verify your account.',
      welcomeBack: 'Welcome back!',
      resetFailed: 'Failed to send password reset email. Please try again.',
      resetSent: 'Password reset email sent!',
      loadFailed: 'Failed to load affiliate data. Please refresh the page.',
      signOutFailed: 'Failed to sign out. Please try again.',
      couponGenerated: 'Coupon code generated!',
      linkGenerated: 'Link generated and copied!',
      copied: 'Copied!',
      signedOut: 'Signed out',
      subscriptionCreated: 'Subscription Created',
      planUpdated: 'Plan Updated',
      subscriptionCancelled: 'Subscription Cancelled',
      paymentMethodRemoved: 'Payment Method Removed',
      paymentMethodAdded: 'Payment method added successfully!',
      paymentSuccessful: 'Payment successful!',
      downloadStarted: 'Download Started',
      freeTrialStarted: 'Free Trial Started!',
      stripeNotConfigured: 'Card payments are not available right now. Please try again later.',
      setupIntentFailed: 'Failed to create setup intent',
      paymentIntentFailed: 'Failed to create payment intent',
      amountRequired: 'Amount is required for payment',
      loadPlansFailed: 'Failed to load pricing plans.',
      loadPaymentMethodsFailed: 'Failed to load payment methods.',
      loadBillingFailed: 'Failed to load billing history.',
      downloadInvoiceFailed: 'Failed to download invoice.',
      loadSubscriptionFailed: 'Failed to load subscription information.',
      verifiedBanner: 'Email verification successful! You can now log in to your account.',
      adminComingSoonBody: 'Admin endpoints need to be added to the backend API',
      signInToSubmit: 'Please sign in to submit your application.',
    });
  });
  it('has no empty text', () => {
    for (const [k, v] of Object.entries(messages)) expect(v.trim(), k).not.toBe('');
  });
  it('templates', () => {
    expect(applicationFailedMessage('x')).toBe('Failed to submit application: x');
    expect(discountRangeMessage(20)).toBe('Discount rate must be between 0 and 20.');
  });
});
