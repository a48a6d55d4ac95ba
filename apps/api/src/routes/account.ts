import type { Hono } from 'hono';
import {
  accountDeletion, accountMessages, isIsoCurrency, type AccountSettings, type ChangeEmailResponse, type ChangePasswordResponse,
  type ConfirmEmailChangeResponse, type DeleteAccountResponse, type NotificationChoices,
} from '@pt/api';
import type { AppDeps, AppEnv, Ctx, CurrentUser } from '../context';
import type { Auth } from '../session';
import type { StripeBilling } from '../payments/stripeBilling';
import { accessToken, issueRefreshToken, replacePassword } from '../session';
import { withUserLock } from '../db/userLock';
import { hashPassword, randomToken, sha256, verifyPassword } from '../lib/crypto';
import { HttpError, badRequest, conflict, forbidden, invalidField } from '../lib/http';
import { makeRateLimiter } from '../lib/rateLimit';
import { field, parse, readBody, type Body, type Schema } from '../lib/validate';
import { sendMail } from '../mail/outbox';
import { readSettings } from '../account/accountSettings';
import {
  CHOICE_COLUMNS, deleteEmailChange, emailTaken, emailTakenByOther, findPasswordHash, lockLiveUserContact, setUserEmail, takeEmailChange,
  upsertEmailChange, upsertSettings, type SettingsColumn,
} from '../db/queries/accounts';
import { buildAccountExport } from '../account/accountExport';
import { deleteAccount } from '../account/deleteAccount';

/** How long the link confirming a new address works. */
const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;
/** Password checks a member may make a minute on these routes (a stolen session cannot try passwords fast). */
const PASSWORD_CHECKS_PER_MINUTE = 10;
// The new address and the new password, by the web form's rules and texts (@pt/api/rules, product §14, §16.3).
const newEmailSchema: Schema<{ new_email: string }> = { new_email: field.email() };
const newPasswordSchema: Schema<{ new_password: string }> = { new_password: field.newPassword() };

/**
 * The signed-in member's own account (product §14), with a session only (a personal API token is
 * refused here, as on every path outside the read-only ones):
 *
 *   GET    /api/account/settings        e-mail, name, pending address, base currency, e-mail choices
 *   PUT    /api/account/settings        { base_currency?, notifications?: { price_alerts?, product_news?, payouts? } }
 *   POST   /api/account/email           { new_email, password }: 202; a link to the new address, a notice to the current one
 *   DELETE /api/account/email           withdraws a pending change
 *   POST   /api/account/email/confirm   { token } (no session: the link is the proof): the new address takes effect
 *   POST   /api/account/password        { current_password, new_password }: every session and API token ends; answers this one's new session
 *   GET    /api/account/export          everything stored about the member (JSON)
 *   POST   /api/account/delete          { password }: deletes the account (see account/deleteAccount.ts)
 *
 * A wrong password is a 400 on its field (`Your current password is not correct`), never a 401, so
 * the client does not take it for an expired session; at most 10 password checks a minute per member.
 */
export function registerAccountRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth, real: StripeBilling | null): void {
  const { db, clock, config } = deps;
  const limiter = makeRateLimiter(db, { name: 'account-password', limit: PASSWORD_CHECKS_PER_MINUTE });

  /**
   * The member's password checked against `field`, counted by the limiter; the session version the
   * hash was read with (a change compares-and-sets it, so of changes racing only one wins).
   */
  async function checkPassword(c: Ctx, user: CurrentUser, body: Body, field: string): Promise<number> {
    const password = body[field];
    if (typeof password !== 'string' || password === '') throw invalidField(field, accountMessages.currentPasswordRequired);
    const retry = await limiter.hit(user.id, clock.now());
    if (retry !== null) {
      c.header('Retry-After', String(retry));
      throw new HttpError(429, 'Too many requests. Please try again later.');
    }
    const row = await findPasswordHash(db, user.id);
    if (!row || !(await verifyPassword(password, row.password_hash))) throw invalidField(field, accountMessages.currentPasswordWrong);
    return row.session_version;
  }

  app.get('/api/account/settings', async (c) => {
    const user = await auth.requireUser(c);
    const res: AccountSettings = await readSettings(db, user.id, clock.now());
    return c.json(res);
  });

  app.put('/api/account/settings', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const known = new Set(['base_currency', 'notifications']);
    const unknown = Object.keys(body).find((k) => !known.has(k));
    if (unknown) throw badRequest(`Unknown setting ${unknown}`);
    const changes: [SettingsColumn, unknown][] = [];
    if (body.base_currency !== undefined) {
      if (!isIsoCurrency(body.base_currency)) throw invalidField('base_currency', accountMessages.currencyInvalid);
      changes.push(['base_currency', body.base_currency]);
    }
    if (body.notifications !== undefined) {
      const n = body.notifications;
      if (n === null || typeof n !== 'object' || Array.isArray(n)) throw invalidField('notifications', 'notifications must be an object');
      for (const [key, value] of Object.entries(n)) {
        if (!Object.hasOwn(CHOICE_COLUMNS, key)) throw invalidField('notifications', `Unknown e-mail choice ${key}`);
        if (typeof value !== 'boolean') throw invalidField('notifications', `notifications.${key} must be true or false`);
        changes.push([CHOICE_COLUMNS[key as keyof NotificationChoices], value]);
      }
    }
    // One upsert: a member without a row gets the defaults with these values.
    await upsertSettings(db, user.id, clock.now(), changes);
    const res: AccountSettings = await readSettings(db, user.id, clock.now());
    return c.json(res);
  });

  app.post('/api/account/email', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const { new_email: newEmail } = parse(newEmailSchema, body);
    if (newEmail === user.email.toLowerCase()) throw invalidField('new_email', accountMessages.newEmailSame);
    await checkPassword(c, user, body, 'password');
    const now = clock.now();
    const token = randomToken(32);
    // The pending address and both mails in one transaction (product §15.1: queued with the event).
    await db.transaction(async (tx) => {
      await upsertEmailChange(tx, { userId: user.id, newEmail, tokenHash: sha256(token), now, expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS) });
      // Whether another account has the address is not said (to anyone but that address's owner):
      // the answer and the pending state are the same, and that address gets a notice, not a link.
      const taken = await emailTaken(tx, newEmail);
      await sendMail(deps, taken
        ? {
          to: newEmail,
          subject: 'Someone tried to use your e-mail address',
          text: `Hello,\n\nSomeone asked to move another Portfolio Tracker account to this address. You already have an account with it, so nothing was changed. If you forgot your password, reset it here:\n${config.appUrl}/signin`,
        }
        : {
          to: newEmail,
          subject: 'Confirm your new e-mail address',
          text: `Hello ${user.full_name},\n\nOpen this link to use this address for your Portfolio Tracker account:\n${config.appUrl}/confirm-email?token=${token}\n\nThe link is valid for 24 hours. Until then your account keeps its current address. If you did not ask for this, ignore this e-mail.`,
        }, tx);
      await sendMail(deps, {
        to: user.email,
        subject: 'Your e-mail address is about to change',
        text: `Hello ${user.full_name},\n\nSomeone signed in to your Portfolio Tracker account asked to change its e-mail address to ${newEmail}. It changes once the link sent there is opened.\n\nIf this was not you, change your password now in Settings: ${config.appUrl}/app/settings`,
      }, tx);
    });
    const res: ChangeEmailResponse = { message: accountMessages.emailChangeSent(newEmail), pending_email: newEmail };
    return c.json(res, 202);
  });

  app.delete('/api/account/email', async (c) => {
    const user = await auth.requireUser(c);
    return c.json({ cancelled: await deleteEmailChange(db, user.id) });
  });

  app.post('/api/account/email/confirm', async (c) => {
    const body = await readBody(c.req);
    const token = body.token;
    if (typeof token !== 'string' || !token || token.length > 200) throw badRequest(accountMessages.emailLinkInvalid);
    const now = clock.now();
    const changed = await db.transaction(async (tx) => {
      const pending = await takeEmailChange(tx, sha256(token));
      if (!pending || new Date(pending.expires_at).getTime() <= now.getTime()) return null;
      if (await emailTakenByOther(tx, pending.new_email, pending.user_id)) return 'taken' as const;
      const before = await lockLiveUserContact(tx, pending.user_id);
      if (!before) return null;
      await setUserEmail(tx, pending.user_id, pending.new_email, now);
      await sendMail(deps, {
        to: before.email,
        subject: 'Your e-mail address was changed',
        text: `Hello ${before.full_name},\n\nYour Portfolio Tracker account now uses ${pending.new_email}; this address gets no more e-mail from us.\n\nIf this was not you, reply to this e-mail at once.`,
      }, tx);
      return { ...before, newEmail: pending.new_email };
    }).catch((error: unknown) => {
      // Another account took the address between the check and the update (the unique index).
      if ((error as { code?: string }).code === '23505') return 'taken' as const;
      throw error;
    });
    if (changed === 'taken') throw conflict(accountMessages.emailTaken);
    if (!changed) throw badRequest(accountMessages.emailLinkInvalid);
    const res: ConfirmEmailChangeResponse = { message: accountMessages.emailConfirmed(changed.newEmail), email: changed.newEmail };
    return c.json(res);
  });

  app.post('/api/account/password', async (c) => {
    const user = await auth.requireUser(c);
    const body = await readBody(c.req);
    const { new_password: next } = parse(newPasswordSchema, body);
    const version = await checkPassword(c, user, body, 'current_password');
    if (next === body.current_password) throw invalidField('new_password', accountMessages.newPasswordSame);
    // One transaction: the new hash, the version moved on (every access and refresh token of the
    // member refused from now), the API tokens revoked, and this browser's new session.
    let refresh = '';
    const changed = await replacePassword(
      deps,
      { userId: user.id, expectedVersion: version, passwordHash: await hashPassword(next), verifyEmail: false },
      // replacePassword deletes the API tokens, as a reset does (product §15.7); here also this browser's new session and the mail.
      async (tx, newVersion) => {
        refresh = await issueRefreshToken(deps, tx, { id: user.id, session_version: newVersion });
        await sendMail(deps, {
          to: user.email,
          subject: 'Your password was changed',
          text: `Hello ${user.full_name},\n\nThe password of your Portfolio Tracker account was changed. Every other session was signed out and your API tokens were revoked.\n\nIf this was not you, reset your password now: ${config.appUrl}/signin`,
        }, tx);
      },
    );
    if (!changed) throw conflict('Your password was changed meanwhile. Sign in again.');
    const res: ChangePasswordResponse = {
      message: accountMessages.passwordChanged,
      token: accessToken(deps, { id: user.id, email: user.email, role: user.role, session_version: version + 1 }),
      refresh_token: refresh,
    };
    return c.json(res);
  });

  app.get('/api/account/export', async (c) => {
    const user = await auth.requireUser(c);
    const data = await db.transaction((tx) => buildAccountExport(tx, user.id, clock.now()));
    c.header('Cache-Control', 'no-store');
    return c.json(data);
  });

  app.post('/api/account/delete', async (c) => {
    const user = await auth.requireUser(c);
    if (user.role === 'admin') throw forbidden(accountMessages.adminCannotDelete);
    const body = await readBody(c.req);
    await checkPassword(c, user, body, 'password');
    await withUserLock(db, user.id, async (tx) => {
      await deleteAccount(tx, real, clock.now());
      await sendMail(deps, {
        to: user.email,
        subject: 'Your account was deleted',
        text: `Hello ${user.full_name},\n\nYour Portfolio Tracker account and its data were deleted. We keep only what accounting law requires, without your name or e-mail address:\n- ${accountDeletion.kept.join('\n- ')}\n\nThis is the last e-mail we send you.`,
      }, tx);
    });
    const res: DeleteAccountResponse = { message: accountMessages.accountDeleted, kept: [...accountDeletion.kept] };
    return c.json(res);
  });
}
