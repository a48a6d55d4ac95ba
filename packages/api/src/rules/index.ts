// @pt/api/rules: what the product accepts as input (product §5, §16.2): the symbol and e-mail
// patterns, the password and name lengths, and every form's validator with its texts and limits.
// Each validator returns `Validation<Value, Field>`; the web app's forms and the reference server
// (its `parse`) read the same ones. One module per rule and no work when a module loads, so a
// consumer that imports one rule carries that one (`.size-limit.js` checks it). The main entry
// re-exports this list; the app and the server import from here.
export { clearFieldError, fieldErrorsOf, type FieldErrors, type Validation } from '../validation/fieldChecker';
export { SYMBOL_PATTERN, isTickerSymbol, symbolsInText } from './symbolPattern';
export { EMAIL_PATTERN, isValidEmail } from '../auth/isValidEmail';
export {
  validateSignUp, validateNewPassword, MIN_PASSWORD_LENGTH, MAX_PASSWORD_LENGTH, MIN_NAME_LENGTH, MAX_NAME_LENGTH, MAX_EMAIL_LENGTH,
  type SignUpValues, type NewPasswordValues,
} from '../auth/validateSignUp';
export { validateSignIn, validateResetEmail, validateAffiliateLogin, type SignInValues } from '../auth/validateSignIn';
export {
  validateApplication, buildApplicationPayload, REQUIRED_APPLICATION_FIELDS, MIN_EXPERIENCE_LENGTH, MIN_MOTIVATION_LENGTH, type ApplicationFormValues,
} from '../affiliate/validateApplication';
export { validateCouponForm, validateLinkForm, validateRates, validateRejectNotes, type RateFormValues } from '../affiliate/validateRates';
export { validatePayoutReference, validateDecisionReason } from '../affiliate/validateLedgerDecisions';
export { validateSimulatorInputs, type SimulatorValues } from '../affiliate/simulateEarnings';
export { validatePaymentAmount } from '../payments/validatePaymentAmount';
export {
  validateTransaction, transactionBody, transactionMessages, sellLimitMessages, dividendLimitMessages, MAX_TRANSACTION_AMOUNT,
  type TransactionField, type TransactionFormInput, type TransactionValidationContext, type TransactionValidation, type ValidTransaction,
} from '../investing/validateTransaction';
export {
  validatePriceAlert, priceAlertMessages, MAX_PRICE_ALERTS, MAX_ALERT_PRICE, MAX_ALERT_MOVE_PERCENT, MIN_ALERT_THRESHOLD, ALERT_THRESHOLD_DECIMALS,
  type PriceAlertField, type PriceAlertFormInput,
} from '../alerts/validatePriceAlert';
export { validateApiTokenName, MAX_API_TOKEN_NAME, apiTokenMessages } from '../apiTokens/apiTokenRules';
export {
  validateChangeEmail, validateChangePassword, validateDeleteAccount, type ChangeEmailValues, type ChangePasswordValues, type DeleteAccountValues,
} from '../account/accountRules';
