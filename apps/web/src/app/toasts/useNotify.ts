import { useMemo } from 'react';
import { useToaster } from './AppToasts';

export interface Notify {
  success(title: string, description?: string): void;
  /** product §8: errors are destructive toasts (titled 'Error' with the message, or the message alone). */
  error(message: string, title?: string): void;
}

/** Success and error toasts with the spec's titles. */
export function useNotify(): Notify {
  const toaster = useToaster();
  return useMemo(() => ({
    success: (title: string, description?: string) => toaster?.toast({ title, ...(description ? { description } : {}), tone: 'success' }),
    error: (message: string, title?: string) =>
      toaster?.toast(title ? { title, description: message, tone: 'destructive' } : { title: message, tone: 'destructive' }),
  }), [toaster]);
}
