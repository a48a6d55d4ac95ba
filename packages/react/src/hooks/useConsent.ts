import { useCallback, useState, useSyncExternalStore } from 'react';
import type { ConsentChoice, ConsentRecord } from '@pt/api';
import { useApiClient } from '../useApiClient';

/**
 * The cookie-consent record (product §4) from the SDK store. The banner shows when no valid
 * record of version 1.0 is stored (never during server rendering) and the close button
 * has not been used; every choice stores the record and hides it.
 */
export function useConsent() {
  const { consent } = useApiClient('useConsent');
  const record = useSyncExternalStore<ConsentRecord | null | undefined>(consent.subscribe, consent.getSnapshot, () => undefined);
  const [dismissed, setDismissed] = useState(false);
  return {
    /** The stored record, null when none (undefined only during server rendering). */
    record: record ?? null,
    shouldShowBanner: record === null && !dismissed,
    acceptAll: useCallback(() => consent.acceptAll(), [consent]),
    essentialOnly: useCallback(() => consent.essentialOnly(), [consent]),
    save: useCallback((choice: ConsentChoice) => consent.save(choice), [consent]),
    /** The close button: hides the banner without storing anything. */
    dismiss: useCallback(() => setDismissed(true), []),
  };
}
