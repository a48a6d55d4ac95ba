// E-mail delivery as admins see it (product §15.1): GET /api/admin/mail. Bodies are never sent:
// they hold sign-in and reset links.

export const MAIL_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
/** pending: waiting for its (next) attempt; sending: an instance is delivering it; sent; failed: given up. */
export type MailDeliveryStatus = (typeof MAIL_DELIVERY_STATUSES)[number];

/** One e-mail of the outbox. */
export interface AdminMail {
  id: string;
  to: string;
  subject: string;
  /** The template: 'verify_email', 'reset_password', 'account_exists', 'payout_paid', 'price_alert', 'message', … */
  kind: string;
  status: MailDeliveryStatus;
  attempts: number;
  /** The relay's answer to the last failed attempt; null when none failed. */
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  failed_at: string | null;
  /** When the next attempt is due (pending mails). */
  next_attempt_at: string | null;
}

export interface AdminMailQuery { status?: MailDeliveryStatus; limit?: number; before?: string }

/** A page of the outbox, newest first, with how many mails wait and how many failed in all. */
export interface AdminMailPage {
  mails: AdminMail[];
  counts: { pending: number; failed: number };
  /** Pass as `before` for the next page; null on the last. */
  next_before: string | null;
}

export const mailDeliveryMessages = {
  loadFailed: 'Failed to load the e-mail deliveries.',
  noneFailed: 'No e-mail has failed. Every message was delivered or is still being tried.',
} as const;
