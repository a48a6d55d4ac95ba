import { useSyncExternalStore } from 'react';
import { useConsent } from '@pt/react';
import { ConsentBanner, ConsentPreferences } from '@pt/ui';
import { preferencesStore } from './preferencesStore';
import { renderRouterLink } from './renderRouterLink';

/**
 * The cookie banner and the Customize panel (spec 2 and 4). Renders nothing on the server:
 * the consent record is only known in the browser.
 */
export function ConsentPart() {
  const consent = useConsent();
  const preferencesOpen = useSyncExternalStore(preferencesStore.subscribe, preferencesStore.getSnapshot, preferencesStore.getServerSnapshot);
  const initial = consent.record ? { analytics: consent.record.analytics, marketing: consent.record.marketing } : undefined;
  return (
    <>
      {consent.shouldShowBanner && !preferencesOpen && (
        <ConsentBanner
          onAcceptAll={consent.acceptAll}
          onEssentialOnly={consent.essentialOnly}
          onCustomize={preferencesStore.open}
          onClose={consent.dismiss}
          renderLink={renderRouterLink}
        />
      )}
      {/* Mounted only while open: a closed Headless UI dialog still renders a hidden element whose
          server and client output differ, which would break hydration. */}
      {preferencesOpen && (
        <ConsentPreferences
          open
          onClose={preferencesStore.close}
          initial={initial}
          onSave={(choice) => { consent.save(choice); preferencesStore.close(); }}
          onAcceptAll={() => { consent.acceptAll(); preferencesStore.close(); }}
          renderLink={renderRouterLink}
        />
      )}
    </>
  );
}
