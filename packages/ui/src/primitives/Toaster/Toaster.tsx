import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { AlertTriangleIcon, CheckIcon, InfoIcon, XIcon } from '../Icon';
import * as styles from './Toaster.css';

export type ToastTone = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds before it closes; defaults to the provider's duration. */
  duration?: number;
  /** One optional action; `altText` says how to do the same without the toast (for screen readers). */
  action?: { label: string; altText: string; onClick: () => void };
}

interface ToastRecord extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes a toast early. */
  dismiss: (id: string) => void;
}

interface ToastContextValue extends ToastApi {
  toasts: readonly ToastRecord[];
  remove: (id: string) => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

/** product §9 defaults. */
export const TOAST_DURATION_MS = 4500;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_SWIPE_THRESHOLD_PX = 30;
const MAX_VISIBLE_TOASTS = 5;

export interface ToastProviderProps {
  children: ReactNode;
  /** How long a toast stays, in ms (about 4-5 s by spec). */
  duration?: number;
  /** Pixels a swipe must travel to dismiss (20-50 px by spec). */
  swipeThreshold?: number;
  /** Word announced before each toast's text, e.g. 'Notification'. */
  label?: string;
}

/** Owns the list of toasts for its subtree; render a <Toaster /> somewhere inside it. */
export function ToastProvider({
  children, duration = TOAST_DURATION_MS, swipeThreshold = TOAST_SWIPE_THRESHOLD_PX, label = 'Notification',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastRecord[]>([]);
  const nextId = useRef(0);
  const removalTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((item) => item.id !== id));
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
    // Keep the closed toast a moment so its exit animation can play, then drop it.
    if (!removalTimers.current.has(id)) {
      removalTimers.current.set(id, setTimeout(() => {
        removalTimers.current.delete(id);
        remove(id);
      }, TOAST_REMOVE_DELAY_MS));
    }
  }, [remove]);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...options, id, open: true }].slice(-MAX_VISIBLE_TOASTS));
    return id;
  }, []);

  const value = useMemo(() => ({ toasts, toast, dismiss, remove }), [toasts, toast, dismiss, remove]);

  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={duration} swipeDirection="right" swipeThreshold={swipeThreshold} label={label}>
        {children}
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** `toast({ title, description, tone })` from any component under a ToastProvider. */
export function useToast(): ToastApi {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside a <ToastProvider>.');
  return { toast: context.toast, dismiss: context.dismiss };
}

const toneIcons = { default: InfoIcon, success: CheckIcon, destructive: AlertTriangleIcon } as const;

export interface ToasterProps {
  /** Keys that move focus to the toasts; Alt+T by spec. Values are KeyboardEvent flags or codes. */
  hotkey?: string[];
  /** Accessible name of the toast region. */
  label?: string;
  closeLabel?: string;
  className?: string;
}

const DEFAULT_HOTKEY = ['altKey', 'KeyT'];

/** The bottom-right stack where toasts appear. */
export function Toaster({ hotkey = DEFAULT_HOTKEY, label = 'Notifications', closeLabel = 'Dismiss notification', className }: ToasterProps) {
  const context = useContext(ToastContext);
  if (!context) throw new Error('<Toaster> must be rendered inside a <ToastProvider>.');
  const { toasts, dismiss } = context;
  return (
    <>
      {toasts.map((item) => {
        const tone = item.tone ?? 'default';
        const ToneIcon = toneIcons[tone];
        return (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) dismiss(item.id);
            }}
            duration={item.duration}
            // Errors interrupt the screen reader; the rest waits politely.
            type={tone === 'destructive' ? 'foreground' : 'background'}
            className={styles.toast({ tone })}
          >
            <ToneIcon size={20} className={styles.icon({ tone })} />
            <div className={styles.content}>
              <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
              {item.description ? <RadixToast.Description className={styles.description}>{item.description}</RadixToast.Description> : null}
              {item.action ? (
                <div className={styles.actions}>
                  <RadixToast.Action altText={item.action.altText} className={styles.action} onClick={item.action.onClick}>
                    {item.action.label}
                  </RadixToast.Action>
                </div>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label={closeLabel}>
              <XIcon size={18} />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport hotkey={hotkey} label={label} className={cx(styles.viewport, className)} />
    </>
  );
}
