import { useToast, type ToastApi } from '@pt/ui';

/**
 * The app's toaster when a <ToastProvider> is mounted above the routes, else null: the
 * account pages also show their outcome inline, so nothing is lost without one.
 */
export function useOptionalToast(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}
