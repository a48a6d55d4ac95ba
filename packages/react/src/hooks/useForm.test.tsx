import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { messages, validateSignIn, type SignInValues } from '@pt/api';
import { useForm } from './useForm';

const empty: SignInValues = { email: '', password: '' };

describe('useForm', () => {
  it('validates with the SDK validator and stores its messages per field', () => {
    const { result } = renderHook(() => useForm(empty, validateSignIn));
    let ok = true;
    act(() => { ok = result.current.validate().ok; });
    expect(ok).toBe(false);
    expect(result.current.fieldErrors).toEqual({ email: messages.emailRequired, password: messages.passwordRequired });
  });

  it('clears only the edited field error (product §5) and keeps what was typed', () => {
    const { result } = renderHook(() => useForm(empty, validateSignIn));
    act(() => { result.current.validate(); });
    act(() => result.current.setField('email', 'ann@example.com'));
    expect(result.current.values).toEqual({ email: 'ann@example.com', password: '' });
    expect(result.current.fieldErrors).toEqual({ password: messages.passwordRequired });
  });

  it('validates the latest values even right after setField, before a re-render', () => {
    const { result } = renderHook(() => useForm(empty, validateSignIn));
    let checked: ReturnType<typeof result.current.validate> | undefined;
    act(() => {
      result.current.setField('email', ' ann@example.com ');
      result.current.setField('password', 'secret');
      checked = result.current.validate();
    });
    expect(checked).toEqual({ ok: true, value: { email: 'ann@example.com', password: 'secret' } });
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.current()).toEqual({ email: ' ann@example.com ', password: 'secret' });
  });

  it('setValues patches several fields without touching errors; server errors can be set and cleared', () => {
    const { result } = renderHook(() => useForm(empty, validateSignIn));
    act(() => result.current.setFieldErrors({ email: 'Taken' }));
    act(() => result.current.setValues({ password: 'x' }));
    expect(result.current.values).toEqual({ email: '', password: 'x' });
    expect(result.current.fieldErrors).toEqual({ email: 'Taken' });
    act(() => result.current.clearFieldError('email'));
    expect(result.current.fieldErrors).toEqual({});
  });

  it('reset returns to the initial values (or given ones) and drops errors', () => {
    const { result } = renderHook(() => useForm(empty, validateSignIn));
    act(() => { result.current.setField('email', 'a@b.co'); result.current.validate(); });
    act(() => result.current.reset());
    expect(result.current.values).toEqual(empty);
    expect(result.current.fieldErrors).toEqual({});
    act(() => result.current.reset({ email: 'next@b.co', password: '' }));
    expect(result.current.current().email).toBe('next@b.co');
  });

  it('without a validator every form is valid', () => {
    const { result } = renderHook(() => useForm({ note: '' }));
    let ok = false;
    act(() => { ok = result.current.validate().ok; });
    expect(ok).toBe(true);
  });
});
