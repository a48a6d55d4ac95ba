import { describe, expect, it } from 'vitest';
import { validateChangeEmail, validateChangePassword, validateDeleteAccount } from './accountRules';
import { accountMessages } from './accountMessages';
import { currencyLabel, currencyOptions, isIsoCurrency, ISO_CURRENCIES } from './currencies';

describe('validateChangeEmail (product §14.1)', () => {
  it('sends the trimmed new address with the password', () => {
    expect(validateChangeEmail({ new_email: '  new@example.com ', password: 'secret' }, 'ann@example.com'))
      .toEqual({ ok: true, value: { new_email: 'new@example.com', password: 'secret' } });
  });
  it('names each field in error', () => {
    expect(validateChangeEmail({ new_email: '', password: '' }, 'ann@example.com')).toEqual({
      ok: false, fieldErrors: { new_email: 'Email is required', password: accountMessages.currentPasswordRequired },
    });
    expect(validateChangeEmail({ new_email: 'not-an-address', password: 'x' }, 'ann@example.com').ok).toBe(false);
  });
  it('refuses the current address, in any case', () => {
    expect(validateChangeEmail({ new_email: 'ANN@example.com', password: 'x' }, 'ann@example.com'))
      .toEqual({ ok: false, fieldErrors: { new_email: accountMessages.newEmailSame } });
  });
});

describe('validateChangePassword (product §14.2)', () => {
  const ok = { current_password: 'old-password', new_password: 'new-password', confirm_password: 'new-password' };
  it('sends the current and the new password', () => {
    expect(validateChangePassword(ok)).toEqual({ ok: true, value: { current_password: 'old-password', new_password: 'new-password' } });
  });
  it('applies the sign-up rules to the new one and asks for the current one', () => {
    expect(validateChangePassword({ current_password: '', new_password: 'short', confirm_password: 'other' })).toEqual({
      ok: false,
      fieldErrors: {
        current_password: accountMessages.currentPasswordRequired,
        new_password: 'Password must be at least 8 characters long',
        confirm_password: 'Passwords do not match',
      },
    });
  });
  it('refuses a new password equal to the current one', () => {
    expect(validateChangePassword({ ...ok, new_password: 'old-password', confirm_password: 'old-password' }))
      .toEqual({ ok: false, fieldErrors: { new_password: accountMessages.newPasswordSame } });
  });
});

describe('validateDeleteAccount (product §14.5)', () => {
  it('needs the password', () => {
    expect(validateDeleteAccount({ password: '' })).toEqual({ ok: false, fieldErrors: { password: accountMessages.deleteConfirmRequired } });
    expect(validateDeleteAccount({ password: 'pw' })).toEqual({ ok: true, value: { password: 'pw' } });
  });
});

describe('base currencies (product §14.3)', () => {
  it('knows the ISO codes in circulation, upper case only', () => {
    expect(isIsoCurrency('EUR')).toBe(true);
    expect(isIsoCurrency('eur')).toBe(false);
    expect(isIsoCurrency('XAU')).toBe(false);
    expect(isIsoCurrency(42)).toBe(false);
    expect(new Set(ISO_CURRENCIES).size).toBe(ISO_CURRENCIES.length);
  });
  it('labels a code with its English name', () => {
    expect(currencyLabel('EUR')).toBe('Euro (EUR)');
    expect(currencyLabel('USD')).toBe('US Dollar (USD)');
  });
  it('offers every code once, sorted by label', () => {
    const options = currencyOptions();
    expect(options.map((o) => o.value).sort()).toEqual([...ISO_CURRENCIES].sort());
    const labels = options.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
