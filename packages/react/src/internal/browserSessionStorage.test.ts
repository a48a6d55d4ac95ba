import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSessionStorage } from './browserSessionStorage';

afterEach(() => { vi.restoreAllMocks(); });

describe('browserSessionStorage', () => {
  it("is the window's session storage", () => {
    browserSessionStorage().setItem('k', 'v');
    expect(window.sessionStorage.getItem('k')).toBe('v');
    window.sessionStorage.clear();
  });

  it("keeps values in this tab's memory when the browser blocks site data", () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => { throw new DOMException('The operation is insecure.', 'SecurityError'); });
    const s = browserSessionStorage();
    s.setItem('signup_email', 'ann@example.com');
    expect(s.getItem('signup_email')).toBe('ann@example.com');
    s.removeItem('signup_email');
    expect(s.getItem('signup_email')).toBeNull();
  });

  it('reads as empty when a call fails on a storage that exists (quota full)', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => { throw new DOMException('full', 'QuotaExceededError'); });
    const s = browserSessionStorage();
    expect(() => s.setItem('k', 'v')).not.toThrow();
    expect(s.getItem('k')).toBeNull();
  });
});
