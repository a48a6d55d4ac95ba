import type { AppDeps } from '../context';
import { sendMail } from '../mail/outbox';
import { emailIfWanted } from './accountSettings';

/** A fired price alert by e-mail, to a member who chose to get them (product §14.3). */
export async function mailFiredAlert(deps: AppDeps, userId: string, text: { title: string; body: string }): Promise<void> {
  const to = await emailIfWanted(deps.db, userId, 'price_alerts');
  if (!to) return;
  await sendMail(deps, {
    to: to.email,
    subject: text.title,
    text: `Hello ${to.full_name},\n\n${text.title}. ${text.body}\n\nYour alerts: ${deps.config.appUrl}/app/alerts\nTo stop these e-mails, turn them off in Settings: ${deps.config.appUrl}/app/settings`,
  });
}
