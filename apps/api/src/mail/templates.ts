// The e-mails the server sends, each as a subject, a plain-text body and an HTML body in the
// product's look (product §15.2). Every value that comes from a member or an admin (a name, a
// reason, a reference) is escaped in the HTML; links are the only markup a body gets.

/** What a template gives: the outbox stores all three and the worker sends text and HTML as one message. */
export interface RenderedMail { kind: MailKind; subject: string; text: string; html: string }

export type MailKind =
  | 'verify_email' | 'reset_password' | 'account_exists' | 'payout_paid' | 'payout_rejected'
  | 'affiliate_approved' | 'affiliate_rejected' | 'price_alert' | 'message';

/**
 * The kit's light theme (packages/ui/src/theme/tokens.ts) as fixed colours: mail clients ignore
 * stylesheets and custom properties, so every rule is written inline from these.
 */
const LOOK = {
  page: '#f6f8fb', surface: '#ffffff', border: '#d9e0ea', text: '#0b1a2e', muted: '#3b5275', subtle: '#5b6f8e',
  primary: '#0f6b63', onPrimary: '#ffffff', soft: '#eefcf9',
  font: "Inter, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

const PRODUCT = 'Portfolio Tracker';

export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

interface MailContent {
  /** Shown by mail clients beside the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** The one action the mail asks for. */
  action?: { label: string; url: string };
  /** Small print under the action (how long a link is valid, what to do if it was not you). */
  note?: string;
}

/** One paragraph of text with its web links made clickable (everything else escaped). */
function paragraphHtml(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"')]+)/g);
  return parts
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}" style="color:${LOOK.primary};word-break:break-all">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('')
    .replace(/\n/g, '<br>');
}

/** The product's mail layout: a centred card on the page colour, the product's name, a heading, text and one button. */
export function layout(c: MailContent): string {
  const p = (text: string, extra = '') => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${LOOK.text}${extra}">${paragraphHtml(text)}</p>`;
  const button = c.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="border-radius:10px;background:${LOOK.primary}">`
      + `<a href="${escapeHtml(c.action.url)}" style="display:inline-block;padding:12px 22px;font-size:16px;font-weight:600;color:${LOOK.onPrimary};text-decoration:none;border-radius:10px">${escapeHtml(c.action.label)}</a>`
      + `</td></tr></table>`
      + `<p style="margin:0 0 16px;font-size:13px;line-height:1.5;color:${LOOK.subtle}">If the button does not work, copy this address into your browser:<br>`
      + `<a href="${escapeHtml(c.action.url)}" style="color:${LOOK.primary};word-break:break-all">${escapeHtml(c.action.url)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light">
<title>${escapeHtml(c.heading)}</title></head>
<body style="margin:0;padding:0;background:${LOOK.page};font-family:${LOOK.font}">
<span style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(c.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${LOOK.page}"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px">
<tr><td style="padding:0 4px 16px;font-size:18px;font-weight:700;color:${LOOK.primary}">${PRODUCT}</td></tr>
<tr><td style="background:${LOOK.surface};border:1px solid ${LOOK.border};border-radius:14px;padding:32px 28px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${LOOK.text}">${escapeHtml(c.heading)}</h1>
${p(c.greeting)}
${c.paragraphs.map((x) => p(x)).join('\n')}
${button}
${c.note ? `<p style="margin:0;padding:12px 14px;background:${LOOK.soft};border-radius:10px;font-size:14px;line-height:1.5;color:${LOOK.muted}">${paragraphHtml(c.note)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 4px 0;font-size:12px;line-height:1.5;color:${LOOK.subtle}">You get this e-mail because of your ${PRODUCT} account. Please do not reply: this address is not read.</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The same content as plain text: what a text-only client shows, and what the dev mailbox lists. */
function plain(c: MailContent): string {
  return [
    c.greeting,
    ...c.paragraphs,
    ...(c.action ? [`${c.action.label}: ${c.action.url}`] : []),
    ...(c.note ? [c.note] : []),
    `— ${PRODUCT}`,
  ].join('\n\n');
}

function render(kind: MailKind, subject: string, c: MailContent): RenderedMail {
  return { kind, subject, text: plain(c), html: layout(c) };
}

const hello = (name: string) => `Hello ${name},`;

export const mailTemplates = {
  verifyEmail: (v: { name: string; link: string }) => render('verify_email', 'Confirm your e-mail address', {
    preheader: 'One click to finish creating your account.',
    heading: 'Confirm your e-mail address',
    greeting: hello(v.name),
    paragraphs: ['Confirm your e-mail address to finish creating your Portfolio Tracker account.'],
    action: { label: 'Confirm e-mail address', url: v.link },
    note: 'The link is valid for 24 hours. If you did not sign up, ignore this e-mail: no account is used without this step.',
  }),

  resetPassword: (v: { name: string; link: string }) => render('reset_password', 'Reset your password', {
    preheader: 'Choose a new password for your account.',
    heading: 'Reset your password',
    greeting: hello(v.name),
    paragraphs: ['Someone asked to reset the password of your Portfolio Tracker account. If it was you, choose a new password.'],
    action: { label: 'Choose a new password', url: v.link },
    note: 'The link is valid for 1 hour and works once. If you did not ask, ignore this e-mail: your password stays as it is.',
  }),

  /** Sign-up with an address that already has an account (product §15.9): the owner learns of it, the visitor learns nothing. */
  accountExists: (v: { name: string; signInUrl: string; resetLink: string }) => render('account_exists', 'You already have an account', {
    preheader: 'Someone tried to sign up with your address.',
    heading: 'You already have an account',
    greeting: hello(v.name),
    paragraphs: [
      'Someone, perhaps you, tried to create a Portfolio Tracker account with this e-mail address. You already have one, so nothing was created.',
      `Forgot your password, or never confirmed this address? Choose a new password here (valid for 1 hour; it also confirms the address): ${v.resetLink}`,
    ],
    action: { label: 'Sign in', url: v.signInUrl },
    note: 'If it was not you, you can ignore this e-mail: your account has not changed.',
  }),

  payoutPaid: (v: { name: string; amount: string; reference: string; url: string }) => render('payout_paid', `Your payout of ${v.amount} was sent`, {
    preheader: `Reference ${v.reference}.`,
    heading: 'Your payout was sent',
    greeting: hello(v.name),
    paragraphs: [`Your payout of ${v.amount} was sent (reference ${v.reference}).`],
    action: { label: 'See your payments', url: v.url },
  }),

  payoutRejected: (v: { name: string; amount: string; reason: string; url: string }) => render('payout_rejected', 'Your payout request was reviewed', {
    preheader: 'Your commission is back in your approved balance.',
    heading: 'Your payout request was not paid',
    greeting: hello(v.name),
    paragraphs: [`Your payout request of ${v.amount} was not paid: ${v.reason}`, 'The commission is back in your approved balance, to be requested again.'],
    action: { label: 'See your payments', url: v.url },
  }),

  affiliateApproved: (v: { name: string; url: string }) => render('affiliate_approved', 'Your affiliate application was approved', {
    preheader: 'Your affiliate dashboard is ready.',
    heading: 'Welcome to the affiliate programme',
    greeting: hello(v.name),
    paragraphs: ['Your affiliate application was approved. Your dashboard is ready: create links and coupons and follow your commission.'],
    action: { label: 'Open your dashboard', url: v.url },
  }),

  affiliateRejected: (v: { name: string; notes: string | null; url: string }) => render('affiliate_rejected', 'Your affiliate application was reviewed', {
    preheader: 'The decision on your application.',
    heading: 'Your affiliate application was not approved',
    greeting: hello(v.name),
    paragraphs: ['Your affiliate application was not approved.', ...(v.notes ? [`Reviewer notes: ${v.notes}`] : [])],
    action: { label: 'See the status', url: v.url },
  }),

  priceAlert: (v: { name: string; title: string; body: string; url: string }) => render('price_alert', v.title, {
    preheader: v.body,
    heading: v.title,
    greeting: hello(v.name),
    paragraphs: [`${v.title}. ${v.body}`, 'The alert is armed again once the condition no longer holds, and tells you at the next crossing.'],
    action: { label: 'See your alerts', url: v.url },
    note: 'Prices are delayed 15 minutes.',
  }),

  /** Any other mail given as a subject and plain text (what `sendMail` callers pass): the same layout, paragraphs from blank lines. */
  message: (v: { subject: string; text: string }) => {
    const [first = '', ...rest] = v.text.split(/\n{2,}/);
    const greeting = /^(hello|hi|dear)\b/i.test(first) ? first : '';
    const paragraphs = greeting ? rest : [first, ...rest];
    const c: MailContent = { preheader: paragraphs[0]?.slice(0, 120) ?? v.subject, heading: v.subject, greeting, paragraphs };
    return { kind: 'message' as const, subject: v.subject, text: v.text, html: layout(c) };
  },
} as const;

export type MailTemplateName = keyof typeof mailTemplates;

/** Sample values for each template, for the development preview (`/dev/mail/templates`). */
export function sampleMails(appUrl: string): Record<MailTemplateName, RenderedMail> {
  const name = 'Alex Example';
  return {
    verifyEmail: mailTemplates.verifyEmail({ name, link: `${appUrl}/?access_token=SAMPLE&type=signup&email=alex%40example.com` }),
    resetPassword: mailTemplates.resetPassword({ name, link: `${appUrl}/reset-password?token=SAMPLE` }),
    accountExists: mailTemplates.accountExists({ name, signInUrl: `${appUrl}/signin?email=alex%40example.com`, resetLink: `${appUrl}/reset-password?token=SAMPLE` }),
    payoutPaid: mailTemplates.payoutPaid({ name, amount: '$88.34', reference: 'WIRE-0042', url: `${appUrl}/affiliates` }),
    payoutRejected: mailTemplates.payoutRejected({ name, amount: '$88.34', reason: 'The bank details are incomplete.', url: `${appUrl}/affiliates` }),
    affiliateApproved: mailTemplates.affiliateApproved({ name, url: `${appUrl}/affiliates` }),
    affiliateRejected: mailTemplates.affiliateRejected({ name, notes: 'Your channel is too new; apply again in three months.', url: `${appUrl}/affiliate-application` }),
    priceAlert: mailTemplates.priceAlert({ name, title: 'AAPL rose above $230.00', body: 'AAPL rose above $230.00 (now $231.40).', url: `${appUrl}/app/alerts` }),
    message: mailTemplates.message({ subject: 'Your e-mail address was changed', text: `Hello ${name},\n\nThe e-mail address of your account was changed.\n\nSettings: ${appUrl}/app/settings` }),
  };
}
