import { describe, expect, it } from 'vitest';
import { signJwt, verifyJwt } from './crypto';

const SECRET = 'test-secret-of-enough-length-0123456789';
const NOW = Date.UTC(2026, 10, 29);
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('verifyJwt', () => {
  it('accepts the token it signed, and no other spelling of its signature', () => {
    const token = signJwt({ sub: 'user-1', purpose: 'access' }, SECRET, 900, NOW);
    expect(verifyJwt(token, SECRET, NOW)?.sub).toBe('user-1');
    // A 32-byte signature is 43 characters: the last one's two low bits are padding the decoder
    // ignores, so three other characters decode to the same bytes.
    const last = token.at(-1)!;
    const index = ALPHABET.indexOf(last);
    const sameBytes = [0, 1, 2, 3].map((low) => ALPHABET[(index & ~3) | low]!).filter((c) => c !== last);
    expect(sameBytes).toHaveLength(3);
    for (const c of sameBytes) expect(verifyJwt(`${token.slice(0, -1)}${c}`, SECRET, NOW)).toBeNull();
  });

  it('refuses a changed signature, a wrong secret and an expired token', () => {
    const token = signJwt({ sub: 'user-1', purpose: 'access' }, SECRET, 900, NOW);
    const sig = token.lastIndexOf('.') + 1;
    expect(verifyJwt(`${token.slice(0, sig)}${token[sig] === 'A' ? 'B' : 'A'}${token.slice(sig + 1)}`, SECRET, NOW)).toBeNull();
    expect(verifyJwt(token, `${SECRET}x`, NOW)).toBeNull();
    expect(verifyJwt(token, SECRET, NOW + 901_000)).toBeNull();
  });
});
