import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from '@pt/api';
import { useConsent } from './useConsent';
import { createTestEnv, renderWithApi } from '../../test/testClient';

describe('useConsent', () => {
  it('shows the banner without a record and hides it after a choice', () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useConsent(), env);
    expect(result.current).toMatchObject({ record: null, shouldShowBanner: true });
    act(() => { result.current.essentialOnly(); });
    expect(result.current.shouldShowBanner).toBe(false);
    expect(result.current.record).toMatchObject({ version: '1.0', essential: true, analytics: false, marketing: false });
    act(() => { result.current.save({ analytics: true, marketing: false }); });
    expect(result.current.record).toMatchObject({ analytics: true, marketing: false });
    act(() => { result.current.acceptAll(); });
    expect(result.current.record).toMatchObject({ analytics: true, marketing: true });
  });

  it('close hides the banner without storing anything', () => {
    const env = createTestEnv();
    const { result } = renderWithApi(() => useConsent(), env);
    act(() => result.current.dismiss());
    expect(result.current.shouldShowBanner).toBe(false);
    expect(env.local.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('shows the banner for another version and follows other tabs', () => {
    const env = createTestEnv();
    env.local.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '0.9', analytics: true, marketing: true }));
    const { result } = renderWithApi(() => useConsent(), env);
    expect(result.current.shouldShowBanner).toBe(true);
    act(() => {
      env.local.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: '1.0', essential: true, analytics: false, marketing: true, timestamp: 't' }));
      env.events.dispatchStorage(CONSENT_STORAGE_KEY);
    });
    expect(result.current).toMatchObject({ shouldShowBanner: false, record: { marketing: true } });
  });
});
