import { describe, expect, it } from 'vitest';
import { emailFromQuery } from './emailFromQuery';

describe('emailFromQuery', () => {
  it('prefills a valid address, decoded and trimmed', () => {
    expect(emailFromQuery('?email=ann%40example.com')).toBe('ann@example.com');
    expect(emailFromQuery('?email=+ann@example.com+')).toBe('ann@example.com');
  });
  it('ignores anything the forms would reject', () => {
    expect(emailFromQuery('')).toBe('');
    expect(emailFromQuery('?email=hello')).toBe('');
    expect(emailFromQuery('?email=ann@example')).toBe('');
    expect(emailFromQuery(`?email=${'a'.repeat(300)}@x.io`)).toBe('');
  });
});
