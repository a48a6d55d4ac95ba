import type { Hono } from 'hono';
import { messages, type SignInResponse, type SignUpResponse, type RefreshResponse, type MessageResponse, type VerifyEmailResponse, type User } from '@pt/api';
import { MAX_NAME_LENGTH, MIN_NAME_LENGTH } from '@pt/api/rules';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { accessToken, issueRefreshToken, issueSession, replacePassword, successorRefreshToken, tokenVersion, toUser } from '../session';
import { clientKey } from '../lib/clientIp';
import { hashPassword, sha256, signJwt, verifyJwt, verifyPassword } from '../lib/crypto';
import { HttpError, badRequest, unauthorized } from '../lib/http';
import { field, parse, readBody, reqString, type Schema } from '../lib/validate';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db';
import {
  accountExistsMailSentSince, emailVerifiedOf, findUserByEmail, findUserById, insertUserUnlessTaken, verifyEmailFirstTime,
} from '../db/queries/accounts';
import {
  liveUnusedRefreshTokenExists, lockRefreshToken, markRefreshTokenUsed, revokeRefreshFamily, revokeRefreshFamilyOfToken,
} from '../db/queries/sessions';
import { queueMail } from '../mail/outbox';
import { mailTemplates } from '../mail/templates';
import { recordNetwork, requestNetwork } from '../affiliate/fraud/networks';

/** A verification link verifies the address for 24 h, and signs in on its first use only (see verify-email). */
const VERIFY_TTL = 24 * 3600;
const RESET_TTL = 3600;
/** How long a rotated refresh token, presented again by the client that rotated it, still gets the same new pair. */
export const REFRESH_GRACE_SECONDS = 10;
/** What sign-up answers, whether the address was free or taken (product §15.9). */
export const SIGN_UP_MESSAGE = 'Account created. Please check your email to verify your account.';
/** At most one 'you already have an account' mail per address in this time. */
const ACCOUNT_EXISTS_MAIL_EVERY_SECONDS = 3600;
export const ALREADY_VERIFIED_MESSAGE = 'Your e-mail address is already verified. Please sign in.';

/** A fixed hash so sign-in for an unknown e-mail takes as long as a wrong password. */
let dummyHash: Promise<string> | null = null;

export function registerAuthRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { config, clock, db } = deps;

  function verificationLink(u: { id: string; email: string; session_version: number }): string {
    const token = signJwt(
      { sub: u.id, email: u.email, email_verified: false, purpose: 'verify', sv: u.session_version },
      config.jwtSecret,
      VERIFY_TTL,
      clock.now().getTime(),
    );
    return `${config.appUrl}/?access_token=${token}&type=signup&email=${encodeURIComponent(u.email)}`;
  }
  function resetLink(u: { id: string; email: string; session_version: number }): string {
    const token = signJwt({ sub: u.id, email: u.email, purpose: 'reset', sv: u.session_version }, config.jwtSecret, RESET_TTL, clock.now().getTime());
    return `${config.appUrl}/reset-password?token=${token}`;
  }
  async function sendVerification(u: { id: string; email: string; full_name: string; session_version: number }, q: Queryable = db): Promise<void> {
    await queueMail(deps, q, u.email, mailTemplates.verifyEmail({ name: u.full_name, link: verificationLink(u) }));
  }

  /**
   * Sign-up never tells whether an address has an account (product §15.9): a taken address (any
   * case) gets the same 201 and message as a new one, with an id that belongs to no one, and its
   * owner gets an e-mail instead (sign in, or a reset link, which also confirms an unverified
   * address and replaces a password someone else may have set), at most one an hour per address.
   * The account, its network and its mail are written in one transaction.
   */
  app.post('/api/auth/signup', async (c) => {
    const body = await readBody(c.req);
    const { email, full_name, password } = parse(signUpSchema, body);
    const hash = await hashPassword(password);
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const user = await insertUserUnlessTaken(tx, { email, fullName: full_name, passwordHash: hash, now });
      if (user) {
        // The network an account signed up from feeds the affiliate programme's fraud signals (hashed; none on loopback).
        await recordNetwork(tx, user.id, 'signup', requestNetwork(c, config), user.created_at);
        await sendVerification(user, tx);
        return user;
      }
      const owner = await findUserByEmail(tx, email);
      const recent = owner && await accountExistsMailSentSince(tx, email, new Date(now.getTime() - ACCOUNT_EXISTS_MAIL_EVERY_SECONDS * 1000));
      if (owner && !recent) {
        await queueMail(deps, tx, owner.email, mailTemplates.accountExists({
          name: owner.full_name, signInUrl: `${config.appUrl}/signin?email=${encodeURIComponent(owner.email)}`, resetLink: resetLink(owner),
        }));
      }
      return null;
    });
    const res: SignUpResponse = {
      user: created ? { id: created.id, email: created.email, full_name: created.full_name } : { id: randomUUID(), email, full_name },
      message: SIGN_UP_MESSAGE,
    };
    return c.json(res, 201);
  });

  app.post('/api/auth/signin', async (c) => {
    const body = await readBody(c.req);
    const email = reqString(body, 'email', { requiredMessage: 'Email is required' }).toLowerCase();
    const password = reqString(body, 'password', { requiredMessage: 'Password is required' });
    const user = await findUserByEmail(db, email);
    if (!user) {
      dummyHash ??= hashPassword('not-a-real-password');
      await verifyPassword(password, await dummyHash);
      throw unauthorized('Invalid login credentials');
    }
    if (!(await verifyPassword(password, user.password_hash))) throw unauthorized('Invalid login credentials');
    if (!user.email_verified) throw new HttpError(403, 'Email not confirmed');
    const session = await issueSession(deps, user);
    const res: SignInResponse = { ...session, user: toUser(user) };
    return c.json(res);
  });

  app.post('/api/auth/signout', async (c) => {
    const body = await readBody(c.req, true);
    const rt = typeof body.refresh_token === 'string' ? body.refresh_token : null;
    if (rt) {
      await revokeRefreshFamilyOfToken(db, sha256(rt), clock.now());
    }
    const res: MessageResponse = { message: 'Signed out' };
    return c.json(res);
  });

  /**
   * Rotates the refresh token. Presented again after rotation, it is reuse and revokes its family,
   * except within REFRESH_GRACE_SECONDS by the client that rotated it (same address and user agent):
   * two tabs refreshing at the same moment then both get the same new pair (product §15.5).
   */
  app.post('/api/auth/refresh', async (c) => {
    const body = await readBody(c.req);
    const rt = reqString(body, 'refresh_token');
    const now = clock.now();
    const client = sha256(`${clientKey(c, config)}|${c.req.header('user-agent') ?? ''}`).slice(0, 32);
    const outcome = await db.transaction(async (tx) => {
      const row = await lockRefreshToken(tx, sha256(rt));
      if (!row) return { error: 'Invalid refresh token' } as const;
      const user = async () => (await findUserById(tx, row.user_id)) ?? undefined;
      if (row.used_at && !row.revoked_at && row.rotated_by === client && now.getTime() - new Date(row.used_at).getTime() <= REFRESH_GRACE_SECONDS * 1000) {
        // The same rotation asked again: the same pair, while its new refresh token is still unused and alive.
        const next = successorRefreshToken(deps, rt);
        const successor = await liveUnusedRefreshTokenExists(tx, sha256(next), row.family_id);
        const u = successor ? await user() : undefined;
        if (u && u.session_version === row.session_version) return { user: u, next, version: row.session_version, issuedAt: new Date(row.used_at) } as const;
      }
      if (row.used_at || row.revoked_at) {
        // Reuse of a rotated (or revoked) token: someone else may hold the family. Revoke all of it.
        await revokeRefreshFamily(tx, row.family_id, now);
        return { error: 'Refresh token reuse detected; please sign in again', revokeFamily: true } as const;
      }
      if (new Date(row.expires_at).getTime() <= now.getTime()) return { error: 'Refresh token expired' } as const;
      const u = await user();
      if (!u) return { error: 'Invalid refresh token' } as const;
      if (u.session_version !== row.session_version) {
        // Issued before a password reset or change: that ended the session.
        await revokeRefreshFamily(tx, row.family_id, now);
        return { error: 'Your session has ended; please sign in again' } as const;
      }
      await markRefreshTokenUsed(tx, row.id, now, client);
      // The new tokens keep the version of the one presented, so a reset racing this refresh ends them too.
      const next = await issueRefreshToken(deps, tx, { id: u.id, session_version: row.session_version }, row.family_id, successorRefreshToken(deps, rt));
      return { user: u, next, version: row.session_version, issuedAt: now } as const;
    });
    if ('error' in outcome) throw unauthorized(outcome.error);
    const res: RefreshResponse = { token: accessToken(deps, { ...outcome.user, session_version: outcome.version }, outcome.issuedAt), refresh_token: outcome.next };
    return c.json(res);
  });

  app.post('/api/auth/reset-password', async (c) => {
    const body = await readBody(c.req);
    const email = reqString(body, 'email', { requiredMessage: 'Please enter your email address to reset your password.' }).toLowerCase();
    const user = await findUserByEmail(db, email);
    if (user) await queueMail(deps, db, user.email, mailTemplates.resetPassword({ name: user.full_name, link: resetLink(user) }));
    const res: MessageResponse = { message: 'If an account exists for this e-mail, a password reset link has been sent.' };
    return c.json(res);
  });

  app.post('/api/auth/reset-password/confirm', async (c) => {
    const body = await readBody(c.req);
    const { token, password } = parse(newPasswordSchema, body);
    const payload = verifyJwt(token, config.jwtSecret, clock.now().getTime());
    if (!payload || payload.purpose !== 'reset') throw badRequest('Invalid or expired reset link');
    // Works once: the link carries the session version it was sent under, and the reset moves it on.
    const changed = await replacePassword(deps, {
      userId: payload.sub,
      expectedVersion: tokenVersion(payload),
      passwordHash: await hashPassword(password),
      verifyEmail: true,
    });
    if (!changed) throw badRequest('Invalid or expired reset link');
    const res: MessageResponse = { message: 'Your password has been reset. You can now sign in.' };
    return c.json(res);
  });

  /**
   * The link verifies the address while it is valid (24 h) and signs in on its first use only, if
   * the password has not changed since it was sent. Opened again, or after it expired, for an
   * address that is verified by now, it answers 200 with a message and no session: the page
   * shows success and 'Sign In Now' instead of 'Verification failed'.
   */
  app.post('/api/auth/verify-email', async (c) => {
    const body = await readBody(c.req);
    const token = reqString(body, 'token');
    const now = clock.now();
    const payload = verifyJwt(token, config.jwtSecret, now.getTime(), { allowExpired: true });
    if (!payload || payload.purpose !== 'verify') throw badRequest('Invalid or expired verification link');
    const email = String(payload.email ?? '');
    const expired = payload.exp * 1000 <= now.getTime();
    if (!expired) {
      const first = await verifyEmailFirstTime(db, payload.sub, email, now);
      if (first && first.session_version === tokenVersion(payload)) {
        const res: VerifyEmailResponse = await issueSession(deps, first);
        return c.json(res);
      }
    }
    if (!(await emailVerifiedOf(db, payload.sub, email))) throw badRequest('Invalid or expired verification link');
    const res: VerifyEmailResponse = { message: ALREADY_VERIFIED_MESSAGE };
    return c.json(res);
  });

  app.post('/api/auth/resend-verification', async (c) => {
    const body = await readBody(c.req);
    const { email } = parse(emailSchema, body);
    const user = await findUserByEmail(db, email);
    if (user && !user.email_verified) await sendVerification(user);
    const res: MessageResponse = { message: 'If the account exists and is not yet verified, a new verification e-mail has been sent.' };
    return c.json(res);
  });

  app.get('/api/auth/me', async (c) => {
    const user = await auth.requireUser(c);
    const res: User = toUser(user);
    return c.json(res);
  });

}

// The sign-up and reset bodies, by the web form's rules and texts (@pt/api/rules, product §5.2, §16.3).
const emailSchema: Schema<{ email: string }> = { email: field.email() };
const signUpSchema: Schema<{ email: string; full_name: string; password: string }> = {
  email: field.email(),
  full_name: field.text({
    label: 'Full name', requiredMessage: messages.fullNameRequired, min: MIN_NAME_LENGTH, minMessage: messages.fullNameTooShort, max: MAX_NAME_LENGTH,
  }),
  password: field.newPassword(),
};
const newPasswordSchema: Schema<{ token: string; password: string }> = { token: field.text({ label: 'token' }), password: field.newPassword() };
