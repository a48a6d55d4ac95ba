import { describe, expect, it } from 'vitest';
import { appLink } from './appLink';

describe('appLink', () => {
  it('opens the app at a path with the product scheme', () => {
    expect(appLink('signin')).toBe('portfoliotracker://signin');
    expect(appLink('/verify-email', { status: 'success' })).toBe('portfoliotracker://verify-email?status=success');
  });

  it('encodes parameters and opens the app root for an empty path', () => {
    expect(appLink('', { email: 'a+b@x.io' })).toBe('portfoliotracker://?email=a%2Bb%40x.io');
    expect(appLink('')).toBe('portfoliotracker://');
  });
});
