import { Suspense, useSyncExternalStore } from 'react';
import { useConsent } from '@pt/react';
import { ConsentBanner } from '@pt/ui/site';
import { lazyPage } from '../../app/lazyPage';
import { preferencesStore } from './preferencesStore';
import { renderRouterLink } from '../../app/renderRouterLink';

// The preferences dialog is loaded when it is first opened (Customize in the banner, or 'Cookie
// preferences' in the footer), not with the page: the banner alone is light.
const Preferences = lazyPage(() => import('./ConsentPreferencesPart').then((m) => m.ConsentPreferencesPart));

/**
 * The cookie banner and the Customize panel (product §2 and §4). Renders nothing on the server:
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
          server and client output differ, which would break hydration. Its own boundary: while
          the chunk loads (first opening only) nothing else on the page changes. */}
      {preferencesOpen && (
        <Suspense fallback={null}>
          <Preferences
            onClose={preferencesStore.close}
            initial={initial}
            onSave={(choice) => { consent.save(choice); preferencesStore.close(); }}
            onAcceptAll={() => { consent.acceptAll(); preferencesStore.close(); }}
          />
        </Suspense>
      )}
    </>
  );
}
