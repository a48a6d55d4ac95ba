// The app's one toaster. The toast UI (Radix, ~13 KB) stays out of every page's first load:
// toasts wait in a small queue and the UI is loaded with the first one. Toasts outlive
// route changes ('Welcome back!' after the sign-in redirect) because this sits above the routes.
import { createContext, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastOptions } from '@pt/ui';
import { createToastQueue } from './toastQueue';
import { lazyPage } from '../lazyPage';

const ToastHost = lazyPage(() => import('./ToastHost').then((m) => m.default));

export interface AppToaster {
  toast(options: ToastOptions): void;
}

const ToasterContext = createContext<AppToaster | null>(null);

export function AppToasts({ children }: { children: ReactNode }) {
  const [queue] = useState(createToastQueue);
  const [hostWanted, setHostWanted] = useState(false);
  const toaster = useMemo<AppToaster>(() => ({
    toast: (options) => {
      queue.push(options);
      if (!queue.connected) setHostWanted(true);
    },
  }), [queue]);
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      {hostWanted ? <Suspense fallback={null}><ToastHost queue={queue} /></Suspense> : null}
    </ToasterContext.Provider>
  );
}

/** The app's toaster; null outside <AppToasts> (isolated component tests), where toasts are skipped. */
export function useToaster(): AppToaster | null {
  return useContext(ToasterContext);
}
