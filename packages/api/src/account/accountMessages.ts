// The settings page's texts and lists (product §14), in a module of their own like
// `workspaceMessages`, so a page that only shows them (the e-mailed link's) carries no validator.
import type { NotificationChoices } from './types';

/** The settings page's texts (product §14), in a module of their own like `workspaceMessages`. */
export const accountMessages = {
  loadFailed: 'Failed to load your settings.',
  saveFailed: 'Failed to save your settings.',
  currencySaved: 'Default base currency saved',
  notificationsSaved: 'E-mail choices saved',
  currencyInvalid: 'Choose a currency from the list',
  newEmailSame: 'This is already your e-mail address',
  currentPasswordRequired: 'Enter your current password',
  /** The server's answer to a wrong current password (a field error, not a 401: the session is fine). */
  currentPasswordWrong: 'Your current password is not correct',
  newPasswordSame: 'Choose a password different from your current one',
  emailChangeSent: (email: string) => `We sent a link to ${email}. Your address changes once you open it.`,
  emailChangePending: (email: string) => `Waiting for you to open the link we sent to ${email}.`,
  emailChangeCancelled: 'E-mail change cancelled',
  emailConfirmed: (email: string) => `Your e-mail address is now ${email}.`,
  emailLinkInvalid: 'This link is invalid or has expired. Ask for a new one in your settings.',
  emailTaken: 'This e-mail address cannot be used. Choose another one.',
  emailConfirmFailed: 'We could not confirm your new address right now. Check your connection and open the link again.',
  passwordChanged: 'Password changed. Your other sessions were signed out and your API tokens revoked.',
  exportReady: 'Your data was downloaded',
  exportFailed: 'Failed to export your data.',
  deleteConfirmRequired: 'Enter your password to confirm',
  adminCannotDelete: 'An administrator account cannot be deleted here.',
  accountDeleted: 'Your account was deleted',
  deleteFailed: 'Failed to delete your account.',
} as const;

/**
 * What deleting an account does (product §14.5): the page says it before the member confirms, and
 * the server answers `kept` with the same texts.
 */
export const accountDeletion = {
  removed: [
    'Your profile, password and settings',
    'Portfolios and transactions, price alerts, shared links, notifications, friends and assistant questions',
    'Saved cards, API tokens and every session',
    'Your affiliate application, links and coupons',
  ],
  kept: [
    'Invoices, without your name or e-mail address, for as long as accounting law requires',
    'Commissions already paid out to affiliates, and payouts already made to you, without your name or e-mail address',
  ],
  subscription: 'An active subscription is cancelled: nothing more is charged, and time already paid for is not refunded.',
  affiliate: 'As an affiliate: commissions not yet paid out are forfeited and an open payout request is rejected. Request your payout first.',
} as const;

/** The e-mail choices as the settings page lists them (product §14.3), in order. */
export const NOTIFICATION_CHOICES = [
  { key: 'price_alerts', label: 'Price alerts', description: 'An e-mail when one of your price alerts fires. The bell shows it either way.' },
  { key: 'product_news', label: 'Product news', description: 'New features and tips, at most once a month.' },
  { key: 'payouts', label: 'Affiliate payouts', description: 'When a payout request of yours is paid or rejected.' },
] as const satisfies readonly { key: keyof NotificationChoices; label: string; description: string }[];

/** Under the choices: what is sent whatever they say. */
export const ALWAYS_SENT_NOTE = 'E-mails about your account itself (a new address, a password change, deleting it) are always sent.';
