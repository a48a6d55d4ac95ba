import { describe, expect, it } from 'vitest';
import type { ApiError } from '../http/ApiError';
import { normalizeError } from '../http/normalizeError';
import { signInErrorMessage, signUpErrorMessage } from './authErrorMessages';
import { decideVerification, readVerificationParams, tokenSaysVerified } from './decideVerification';
import { decodeJwtPayload } from './decodeJwtPayload';
import { isValidEmail } from './isValidEmail';
import { clearFieldError, fieldErrorsOf } from '../validation/fieldChecker';
import { validateAffiliateLogin, validateResetEmail, validateSignIn } from './validateSignIn';
import { validateNewPassword, validateSignUp } from './validateSignUp';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const jwt = (payload: object) => `${b64url({ alg: 'none' })}.${b64url(payload)}.sig`;
const apiErr = (message: string): ApiError => normalizeError({ kind: 'http', status: 400, body: JSON.stringify({ error: message }) });
const good = { fullName: 'Ann Lee', email: 'ann@example.com', password: 'password1', confirmPassword: 'password1' };

describe('sign-up validation (product §5)', () => {
  it('valid values give the trimmed request body', () => {
    expect(validateSignUp({ ...good, fullName: ' Ann Lee ', email: ' ann@example.com ' })).toEqual({
      ok: true, value: { email: 'ann@example.com', password: 'password1', full_name: 'Ann Lee' },
    });
  });
  it.each([
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'ann@example' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a b@c.de' }, 'email', 'Please enter a valid email address'],
    [{ fullName: '   ' }, 'fullName', 'Full name is required'],
    [{ fullName: ' A ' }, 'fullName', 'Full name must be at least 2 characters'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '1234567', confirmPassword: '1234567' }, 'password', 'Password must be at least 8 characters long'],
    [{ confirmPassword: '' }, 'confirmPassword', 'Please confirm your password'],
    [{ confirmPassword: 'password2' }, 'confirmPassword', 'Passwords do not match'],
  ])('%j -> %s: %s', (patch, field, message) => {
    const result = validateSignUp({ ...good, ...patch });
    expect(result.ok).toBe(false);
    const errors = fieldErrorsOf(result);
    expect(errors[field as keyof typeof errors]).toBe(message);
    if (!('password' in patch)) expect(Object.keys(errors)).toEqual([field]);
  });
  it('an edited field loses its error', () => {
    const errors = fieldErrorsOf(validateSignUp({ ...good, email: '', fullName: '' }));
    expect(clearFieldError(errors, 'email')).toEqual({ fullName: 'Full name is required' });
  });
  it('a new password after a reset follows the sign-up password rules', () => {
    expect(validateNewPassword({ password: 'short', confirmPassword: 'other' }, 'tok')).toEqual({
      ok: false, fieldErrors: { password: 'Password must be at least 8 characters long', confirmPassword: 'Passwords do not match' },
    });
    expect(validateNewPassword({ password: 'longenough', confirmPassword: 'longenough' }, 'tok')).toEqual({ ok: true, value: { token: 'tok', password: 'longenough' } });
  });
  it('a valid new password without the link token is the invalid-link message', () => {
    expect(validateNewPassword({ password: 'longenough', confirmPassword: 'longenough' }, null)).toEqual({
      ok: false, fieldErrors: {}, message: 'Invalid or missing verification link. Please check your email and try again.',
    });
  });
  it('simple address pattern', () => {
    expect(isValidEmail('x@y.z')).toBe(true);
    expect(isValidEmail('x@y')).toBe(false);
    expect(isValidEmail('@y.z')).toBe(false);
  });
});

describe('sign-in, reset and affiliate login validation (product §5)', () => {
  it('both fields required; the value is the request body with the e-mail trimmed', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({ ok: false, fieldErrors: { email: 'Email is required', password: 'Password is required' } });
    expect(validateSignIn({ email: ' not-an-email ', password: 'x' })).toEqual({ ok: true, value: { email: 'not-an-email', password: 'x' } });
  });
  it('reset needs an e-mail, on the e-mail field', () => {
    expect(validateResetEmail({ email: ' ' })).toEqual({ ok: false, fieldErrors: { email: 'Please enter your email address to reset your password.' } });
    expect(validateResetEmail({ email: ' a@b.co ' })).toEqual({ ok: true, value: { email: 'a@b.co' } });
  });
  it('affiliate login also needs a valid e-mail', () => {
    expect(fieldErrorsOf(validateAffiliateLogin({ email: 'nope', password: 'x' }))).toEqual({ email: 'Please enter a valid email address' });
    expect(fieldErrorsOf(validateAffiliateLogin({ email: '', password: '' }))).toEqual({ email: 'Email is required', password: 'Password is required' });
  });
});

describe('sign-up and sign-in error messages (product §8)', () => {
  it.each(['User already registered', 'Email ALREADY EXISTS'])('sign-up %s goes on the e-mail field', (m) => {
    expect(signUpErrorMessage(apiErr(m))).toEqual({ field: 'email', message: 'An account with this email already exists. Please sign in instead.' });
  });
  it('other server errors are a general alert; unexpected failures the generic text', () => {
    expect(signUpErrorMessage(apiErr('Weak password'))).toEqual({ message: 'Weak password' });
    expect(signUpErrorMessage(new RangeError('bug'))).toEqual({ message: 'An unexpected error occurred. Please try again.' });
  });
  it.each([
    ['Invalid login credentials', 'Invalid email or password. Please try again.'],
    ['Invalid email or password', 'Invalid email or password. Please try again.'],
    ['Email not confirmed', 'Please verify your email address before signing in.'],
    ['Please verify your e-mail first', 'Please verify your email address before signing in.'],
    ['Account locked', 'Account locked'],
  ])('sign-in %s -> %s', (m, expected) => expect(signInErrorMessage(apiErr(m))).toBe(expected));
  it('sign-in: empty text gives the default; a non-ApiError the generic text', () => {
    expect(signInErrorMessage('')).toBe('An error occurred during sign in.');
    expect(signInErrorMessage(new TypeError('x'))).toBe('An unexpected error occurred. Please try again.');
  });
});

describe('JWT payload and e-mail verification (product §4)', () => {
  it('decodes a base64url payload, including UTF-8; null when unreadable', () => {
    expect(decodeJwtPayload(jwt({ email: 'zoë@example.com', n: 1 }))).toEqual({ email: 'zoë@example.com', n: 1 });
    for (const bad of [null, '', 'abc', 'a.%%%.c', `a.${Buffer.from('[1]').toString('base64url')}.c`]) expect(decodeJwtPayload(bad)).toBeNull();
  });

  it('reads token, type and email from the query or the fragment; e-mail from the payload when missing', () => {
    const t = jwt({ email: 'from@token.io' });
    expect(readVerificationParams(`?token=${t}&type=signup`)).toEqual({ token: t, type: 'signup', email: 'from@token.io' });
    expect(readVerificationParams('', `#access_token=${t}&type=signup&email=x@y.z`)).toEqual({ token: t, type: 'signup', email: 'x@y.z' });
  });

  it('success when the token says verified or the backend succeeds; 404 relies on the token; otherwise error', () => {
    const verified = jwt({ email_verified: true });
    const plain = jwt({ email: 'a@b.c' });
    expect(tokenSaysVerified(jwt({ user_metadata: { email_verified: true } }))).toBe(true);
    expect(decideVerification(verified, 'not_found')).toEqual({ status: 'success' });
    expect(decideVerification(plain, 'ok')).toEqual({ status: 'success' });
    expect(decideVerification(plain, 'not_found')).toEqual({ status: 'error', message: 'Verification failed. The verification link may have expired. Please request a new verification email or contact support.' });
    expect(decideVerification(plain, 'failed').status).toBe('error');
    expect(decideVerification(plain, 'exception')).toEqual({ status: 'error', message: 'An unexpected error occurred. Please try again or contact support.' });
    expect(decideVerification(null, 'ok')).toEqual({ status: 'error', message: 'Invalid or missing verification link. Please check your email and try again.' });
  });
});
