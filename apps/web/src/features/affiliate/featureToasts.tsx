// Toasts for the affiliate and admin pages. The app-wide toaster is used when one is
// mounted above the routes; until then these pages mount their own (same kit component),
// so the spec's toasts are never lost. A toast meant for the page a redirect lands on
// travels in the navigation state ("flash") and is shown there once.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { ToastProvider, Toaster, useToast, type ToastApi, type ToastOptions } from '@pt/ui';

/** The nearest toaster, or null. */
export function useMaybeToast(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}

/** Gives its page a toaster when the app has none. */
export function WithToasts({ children }: { children: ReactNode }) {
  const outer = useMaybeToast();
  if (outer) return <>{children}</>;
  return (
    <ToastProvider>
      {children}
      <Toaster />
    </ToastProvider>
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
