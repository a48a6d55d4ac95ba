// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { accountHref, readTrialState, redirectFromQuery, signInTitle, signUpTitle, withoutSecrets } from './authCopy';

describe('sign-up title', () => {
  it('is Join + product name on web, Create Account on mobile', () => {
    expect(signUpTitle({ mobile: false, trial: null })).toBe('Join Portfolio Tracker');
    expect(signUpTitle({ mobile: true, trial: null })).toBe('Create Account');
  });
  it('names a trial plan from navigation state, capitalised, on web and mobile', () => {
    expect(signUpTitle({ mobile: false, trial: readTrialState({ plan: 'premium', trial: true }) })).toBe('Start Your Premium Free Trial');
    expect(signUpTitle({ mobile: true, trial: readTrialState({ plan: 'pro', trial: true }) })).toBe('Start Your Pro Free Trial');
  });
  it('ignores state without trial true or with an odd plan', () => {
    expect(readTrialState({ plan: 'premium' })).toBeNull();
    expect(readTrialState({ plan: 'premium', trial: 'true' })).toBeNull();
    expect(readTrialState({ plan: '<script>', trial: true })).toBeNull();
    expect(readTrialState(null)).toBeNull();
    expect(readTrialState('premium')).toBeNull();
  });
});

it('sign-in title', () => {
  expect(signInTitle(false)).toBe('Welcome Back');
  expect(signInTitle(true)).toBe('Sign In');
});

describe('redirectFromQuery', () => {
  it('keeps same-origin paths', () => {
    expect(redirectFromQuery('?redirect=%2Fpayment-demo')).toBe('/payment-demo');
    expect(redirectFromQuery('?from=/affiliates?tab=links')).toBe('/affiliates?tab=links');
  });
  it('drops open redirects', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect(redirectFromQuery(`?redirect=${encodeURIComponent(bad)}`)).toBeNull();
    }
    expect(redirectFromQuery('')).toBeNull();
  });
});

describe('accountHref', () => {
  it('adds app=true on mobile and a safe return path', () => {
    expect(accountHref('/signin', { mobile: false })).toBe('/signin');
    expect(accountHref('/signin', { mobile: true })).toBe('/signin?app=true');
    expect(accountHref('/signup', { mobile: false, redirect: '/payment-demo' })).toBe('/signup?redirect=%2Fpayment-demo');
    expect(accountHref('/signin', { mobile: false, redirect: '//evil.example' })).toBe('/signin');
  });
});

describe('withoutSecrets', () => {
  it('removes tokens from the query and the fragment, keeps the rest', () => {
    expect(withoutSecrets({ pathname: '/verify-email', search: '?access_token=abc&type=signup&email=a%40b.c', hash: '' }))
      .toBe('/verify-email?type=signup&email=a%40b.c');
    expect(withoutSecrets({ pathname: '/verify-email', search: '', hash: '#access_token=abc&refresh_token=x&type=signup' }))
      .toBe('/verify-email#type=signup');
    expect(withoutSecrets({ pathname: '/reset-password', search: '?token=t', hash: '' })).toBe('/reset-password');
  });
  it('is null when there is nothing to remove', () => {
    expect(withoutSecrets({ pathname: '/verify-email', search: '?pending=true&email=a%40b.c', hash: '' })).toBeNull();
  });
});
