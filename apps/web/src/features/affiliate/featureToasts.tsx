// Toasts for the affiliate and admin pages. The app-wide toaster is used when one is
// mounted above the routes; until then these pages mount their own (same kit component),
// so the spec's toasts are never lost. A toast meant for the page a redirect lands on
// travels in the navigation state ("flash") and is shown there once.
import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import type { ToastApi, ToastOptions } from '@pt/ui';

const FeatureToaster = lazy(() => import('./FeatureToaster'));
const QueueContext = createContext<ToastApi | null>(null);

/** The toaster of the nearest WithToasts, or null. */
export function useMaybeToast(): ToastApi | null {
  return useContext(QueueContext);
}

/**
 * Gives its page a toaster. Toasts are queued and the toast UI (Radix) is loaded with the
 * first one, so it costs the route chunk nothing; that module hands them to the app's
 * toaster when one is mounted above, else it mounts the kit's.
 */
export function WithToasts({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<ToastOptions[]>([]);
  const api = useMemo<ToastApi>(() => ({
    toast: (options) => { setQueue((q) => [...q, options]); return ''; },
    dismiss: () => undefined,
  }), []);
  return (
    <QueueContext.Provider value={api}>
      {children}
      {queue.length > 0 ? <Suspense fallback={null}><FeatureToaster queue={queue} /></Suspense> : null}
    </QueueContext.Provider>
  );
}

type FlashToast = Pick<ToastOptions, 'title' | 'description' | 'tone'> & { title: string; description?: string };
interface FlashState { flashToast?: FlashToast }

/** Navigation options that carry a toast to the next page. */
export function withFlashToast(toast: FlashToast | null, options: NavigateOptions = {}): NavigateOptions {
  return toast ? { ...options, state: { flashToast: toast } satisfies FlashState } : options;
}

/** Shows a toast passed with withFlashToast once, then drops it from the history entry. */
export function useFlashToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const toaster = useMaybeToast();
  const shown = useRef<string | null>(null);
  const flash = (location.state as FlashState | null)?.flashToast;
  useEffect(() => {
    if (!flash || !toaster || shown.current === location.key) return;
    shown.current = location.key;
    toaster.toast(flash);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [flash, toaster, location, navigate]);
}
