import type { Hono } from 'hono';
import type { SignInResponse, SignUpResponse, RefreshResponse, MessageResponse, VerifyEmailResponse, User, Role } from '@pt/api';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { accessToken, issueRefreshToken, issueSession, toUser } from '../session';
import { hashPassword, sha256, signJwt, verifyJwt, verifyPassword } from '../lib/crypto';
import { HttpError, badRequest, conflict, unauthorized } from '../lib/http';
import { readBody, reqEmail, reqString } from '../lib/validate';
import { sendMail } from '../mail/outbox';

interface UserRow { id: string; email: string; full_name: string; role: Role; created_at: Date; password_hash: string; email_verified: boolean }

const VERIFY_TTL = 24 * 3600;
const RESET_TTL = 3600;

/** A fixed hash so sign-in for an unknown e-mail takes as long as a wrong password. */
let dummyHash: Promise<string> | null = null;

export function registerAuthRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { config, clock, db } = deps;

  function verificationLink(u: { id: string; email: string }): string {
    const token = signJwt({ sub: u.id, email: u.email, email_verified: false, purpose: 'verify' }, config.jwtSecret, VERIFY_TTL, clock.now().getTime());
    return `${config.appUrl}/?access_token=${token}&type=signup&email=${encodeURIComponent(u.email)}`;
  }
  async function sendVerification(u: { id: string; email: string; full_name: string }): Promise<void> {
    await sendMail(deps, {
      to: u.email,
      subject: 'Confirm your e-mail address',
      text: `Hello ${u.full_name},\n\nConfirm your e-mail address to finish creating your Portfolio Tracker account:\n${verificationLink(u)}\n\nThe link is valid for 24 hours.`,
    });
  }
  const passwordFingerprint = (hash: string) => sha256(hash).slice(0, 16);

  app.post('/api/auth/signup', async (c) => {
    const body = await readBody(c.req);
    const email = reqEmail(body);
    const full_name = reqString(body, 'full_name', { requiredMessage: 'Full name is required', min: 2, minMessage: 'Full name must be at least 2 characters', max: 200 });
    const password = passwordField(body.password);
    const hash = await hashPassword(password);
    const rows = await db.query<UserRow>(
      `INSERT INTO users (email, full_name, password_hash, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT DO NOTHING RETURNING id, email, full_name, role, created_at, password_hash, email_verified`,
      [email, full_name, hash, clock.now()],
    );
    const user = rows[0];
    if (!user) throw conflict('User already registered');
    await sendVerification(user);
    const res: SignUpResponse = {
      user: { id: user.id, email: user.email, full_name: user.full_name },
      message: 'Account created. Please check your email to verify your account.',
    };
    return c.json(res, 201);
  });

  app.post('/api/auth/signin', async (c) => {
    const body = await readBody(c.req);
    const email = reqString(body, 'email', { requiredMessage: 'Email is required' }).toLowerCase();
    const password = reqString(body, 'password', { requiredMessage: 'Password is required' });
    const user = (await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = $1', [email]))[0];
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
      await db.query(
        `UPDATE refresh_tokens SET revoked_at = $2 WHERE revoked_at IS NULL AND family_id IN (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
        [sha256(rt), clock.now()],
      );
    }
    const res: MessageResponse = { message: 'Signed out' };
    return c.json(res);
  });

  app.post('/api/auth/refresh', async (c) => {
    const body = await readBody(c.req);
    const rt = reqString(body, 'refresh_token');
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const row = (
        await tx.query<{ id: string; user_id: string; family_id: string; expires_at: Date; used_at: Date | null; revoked_at: Date | null }>(
          'SELECT id, user_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE',
          [sha256(rt)],
        )
      )[0];
      if (!row) return { error: 'Invalid refresh token' } as const;
      if (row.used_at || row.revoked_at) {
        // Reuse of a rotated (or revoked) token: someone else may hold the family. Revoke all of it.
        await tx.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL', [row.family_id, now]);
        return { error: 'Refresh token reuse detected; please sign in again', revokeFamily: true } as const;
      }
      if (new Date(row.expires_at).getTime() <= now.getTime()) return { error: 'Refresh token expired' } as const;
      await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1', [row.id, now]);
      const user = (await tx.query<UserRow>('SELECT * FROM users WHERE id = $1', [row.user_id]))[0];
      if (!user) return { error: 'Invalid refresh token' } as const;
      const next = await issueRefreshToken(deps, tx, user.id, row.family_id);
      return { user, next } as const;
    });
    if ('error' in outcome) throw unauthorized(outcome.error);
    const res: RefreshResponse = { token: accessToken(deps, outcome.user), refresh_token: outcome.next };
    return c.json(res);
  });

  app.post('/api/auth/reset-password', async (c) => {
    const body = await readBody(c.req);
    const email = reqString(body, 'email', { requiredMessage: 'Please enter your email address to reset your password.' }).toLowerCase();
    const user = (await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = $1', [email]))[0];
    if (user) {
      const token = signJwt(
        { sub: user.id, email: user.email, purpose: 'reset', pwf: passwordFingerprint(user.password_hash) },
        config.jwtSecret,
        RESET_TTL,
        clock.now().getTime(),
      );
      await sendMail(deps, {
        to: user.email,
        subject: 'Reset your password',
        text: `Hello ${user.full_name},\n\nSomeone asked to reset the password of your Portfolio Tracker account. If it was you, choose a new password here:\n${config.appUrl}/reset-password?token=${token}\n\nThe link is valid for 1 hour. If you did not ask, ignore this e-mail.`,
      });
    }
    const res: MessageResponse = { message: 'If an account exists for this e-mail, a password reset link has been sent.' };
    return c.json(res);
  });

  app.post('/api/auth/reset-password/confirm', async (c) => {
    const body = await readBody(c.req);
    const token = reqString(body, 'token');
    const password = passwordField(body.password);
    const payload = verifyJwt(token, config.jwtSecret, clock.now().getTime());
    if (!payload || payload.purpose !== 'reset') throw badRequest('Invalid or expired reset link');
    const user = (await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [payload.sub]))[0];
    // The token carries a fingerprint of the old hash, so it works once.
    if (!user || payload.pwf !== passwordFingerprint(user.password_hash)) throw badRequest('Invalid or expired reset link');
    const now = clock.now();
    // Following the link proves control of the mailbox, so it verifies the address too.
    await db.query('UPDATE users SET password_hash = $2, email_verified = true, updated_at = $3 WHERE id = $1', [user.id, await hashPassword(password), now]);
    await db.query('UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL', [user.id, now]);
    const res: MessageResponse = { message: 'Your password has been reset. You can now sign in.' };
    return c.json(res);
  });

  app.post('/api/auth/verify-email', async (c) => {
    const body = await readBody(c.req);
    const token = reqString(body, 'token');
    const payload = verifyJwt(token, config.jwtSecret, clock.now().getTime());
    if (!payload || payload.purpose !== 'verify') throw badRequest('Invalid or expired verification link');
    const rows = await db.query<UserRow>('UPDATE users SET email_verified = true, updated_at = $2 WHERE id = $1 AND lower(email) = lower($3) RETURNING *', [
      payload.sub,
      clock.now(),
      String(payload.email ?? ''),
    ]);
    const user = rows[0];
    if (!user) throw badRequest('Invalid or expired verification link');
    const res: VerifyEmailResponse = await issueSession(deps, user);
    return c.json(res);
  });

  app.post('/api/auth/resend-verification', async (c) => {
    const body = await readBody(c.req);
    const email = reqEmail(body);
    const user = (await db.query<UserRow>('SELECT * FROM users WHERE lower(email) = $1', [email]))[0];
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

function passwordField(v: unknown): string {
  if (v === undefined || v === null || v === '') throw badRequest('Password is required');
  if (typeof v !== 'string') throw badRequest('password must be a string');
  if (v.length < 8) throw badRequest('Password must be at least 8 characters long');
  if (v.length > 200) throw badRequest('Password must be at most 200 characters long');
  return v;
}
