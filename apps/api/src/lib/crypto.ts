import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const SCRYPT_KEYLEN = 64;

function scryptAsync(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, SCRYPT_KEYLEN, { N: 16384, r: 8, p: 1 }, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, saltB64, keyB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scryptAsync(password, Buffer.from(saltB64, 'base64'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');
export const randomId = (prefix: string, bytes = 12): string => `${prefix}_${randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x')}`;

const b64url = (s: string | Buffer) => Buffer.from(s).toString('base64url');

export type JwtPayload = Record<string, unknown> & { sub: string; exp: number; iat: number };

/** HS256 JSON Web Token. */
export function signJwt(claims: Record<string, unknown>, secret: string, ttlSeconds: number, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  const sig = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${sig}`;
}

/**
 * The payload when the signature is valid and the token has not expired; otherwise null.
 * `allowExpired` returns an expired token's payload too (for answers that grant nothing).
 */
export function verifyJwt(token: string, secret: string, nowMs: number, { allowExpired = false } = {}): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, sig] = parts as [string, string, string];
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  let given: Buffer;
  try {
    given = Buffer.from(sig, 'base64url');
  } catch {
    return null;
  }
  // Only the canonical spelling: base64url's last character carries bits the decoder ignores, so
  // another spelling of the same signature would otherwise pass as a different token text.
  if (given.toString('base64url') !== sig) return null;
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const h = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: unknown };
    if (h.alg !== 'HS256') return null;
    const p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<JwtPayload>;
    if (typeof p.sub !== 'string' || typeof p.exp !== 'number' || typeof p.iat !== 'number') return null;
    if (!allowExpired && p.exp * 1000 <= nowMs) return null;
    return p as JwtPayload;
  } catch {
    return null;
  }
}
