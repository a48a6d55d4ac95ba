// The texts of product §11 (checkout, promotion codes, plan changes, the billing summary), in a
// module of their own like `workspaceMessages`: the reference server sends the refusals, the
// screens show the rest.
export const billingMessages = {
  promotionCodeInvalid: 'This promotion code is not valid.',
  promotionCodeOwn: 'You cannot use your own promotion code.',
  promotionCodeCombined: 'Your account already has the offer you signed up with; codes cannot be combined.',
  promotionCodeUsed: 'Your account has already had its discount: codes apply to a first subscription.',
  promotionCodeRequired: 'Enter a promotion code.',
  /** 409 when the amount the member confirmed is no longer the amount due (product §11.3). */
  priceChanged: 'The amount due has changed. Please review it and confirm again.',
  alreadySubscribed: 'You already have an active subscription. Change your plan instead.',
  sameOffer: 'That is your current plan.',
  noCardOnFile: 'No card on file',
  loadQuoteFailed: 'Failed to load the price. Please try again.',
  loadPreviewFailed: 'Failed to load what the change costs. Please try again.',
} as const;
