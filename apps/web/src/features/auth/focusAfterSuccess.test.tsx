// Keyboard focus after a success: it must land on the outcome, never fall to <body>.
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PtReact from '@pt/react';

const state = vi.hoisted(() => ({
  signUp: {} as Record<string, unknown>,
  signIn: {} as Record<string, unknown>,
  reset: {} as Record<string, unknown>,
  confirm: {} as Record<string, unknown>,
}));

vi.mock('@pt/react', async (importOriginal) => ({
  ...(await importOriginal<typeof PtReact>()),
  useAuth: () => ({ status: 'signedOut' }),
  useSignUp: () => state.signUp,
  useSignIn: () => state.signIn,
  usePasswordReset: () => state.reset,
  useConfirmReset: () => state.confirm,
}));

const noop = () => {};
const form = { form: { values: { fullName: 'Ada', email: 'ada@example.com', password: 'pw', confirmPassword: 'pw' }, fieldErrors: {}, setField: noop }, isMobile: false };

beforeEach(() => {
  state.signUp = { ...form, status: 'idle', errorMessage: null, successMessage: null, redirect: null, submit: async () => undefined };
  state.signIn = { ...form, status: 'idle', errorMessage: null, submit: async () => undefined };
  state.reset = { form: { values: { email: '' }, fieldErrors: {}, setField: noop }, status: 'idle', errorMessage: null, successMessage: null, submit: async () => undefined, reset: noop };
  state.confirm = { ...form, status: 'idle', errorMessage: null, submit: async () => undefined };
});

describe('SignUpPage', () => {
  it('moves focus from the (now disabled) submit button to the success message', async () => {
    const { SignUpPage } = await import('./SignUpPage');
    const view = render(<MemoryRouter><SignUpPage /></MemoryRouter>);
    const submit = screen.getByRole('button', { name: 'Create Account' });
    submit.focus();
    state.signUp = { ...state.signUp, status: 'success', successMessage: 'Account created! Check your e-mail.' };
    view.rerender(<MemoryRouter><SignUpPage /></MemoryRouter>);
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Account created! Check your e-mail.');
    expect(message).toHaveAttribute('tabindex', '-1');
    expect(message).toHaveFocus();
  }, 60_000); // the first import compiles the kit's styles
});

describe('SignInPage', () => {
  it('keeps "Forgot your password?" focusable while sending (aria-disabled, clicks ignored)', async () => {
    const submitReset = vi.fn(async () => undefined);
    state.reset = { ...state.reset, status: 'pending', submit: submitReset };
    const { SignInPage } = await import('./SignInPage');
    render(<MemoryRouter><SignInPage /></MemoryRouter>);
    const action = screen.getByRole('button', { name: 'Sending reset email...' });
    expect(action).not.toBeDisabled();
    expect(action).toHaveAttribute('aria-disabled', 'true');
    act(() => action.click());
    expect(submitReset).not.toHaveBeenCalled();
  }, 60_000);

  it('in mobile mode focuses the signed-in notice (with Open App) after signing in', async () => {
    const { SignInPage } = await import('./SignInPage');
    const view = render(<MemoryRouter><SignInPage /></MemoryRouter>);
    screen.getByRole('button', { name: 'Sign In' }).focus();
    state.signIn = { ...state.signIn, isMobile: true, status: 'success' };
    view.rerender(<MemoryRouter><SignInPage /></MemoryRouter>);
    const notice = screen.getByRole('status');
    expect(notice).toHaveFocus();
    expect(notice).toContainElement(screen.getByRole('link', { name: 'Open App' }));
  }, 60_000);
});

describe('ResetPasswordPage', () => {
  it('focuses the "Password Updated" heading when the form is replaced', async () => {
    const { ResetPasswordPage } = await import('./ResetPasswordPage');
    const page = () => <MemoryRouter initialEntries={['/reset-password?token=abc']}><ResetPasswordPage /></MemoryRouter>;
    const view = render(page());
    screen.getByRole('button', { name: 'Reset Password' }).focus();
    state.confirm = { ...state.confirm, status: 'success' };
    view.rerender(page());
    expect(screen.getByRole('heading', { name: 'Password Updated' })).toHaveFocus();
  }, 60_000);
});
