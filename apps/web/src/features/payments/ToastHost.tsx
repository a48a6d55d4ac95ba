// The toaster of the payments routes (lazily loaded by paymentToasts.tsx): shows the queued
// toasts, then takes new ones directly.
import { useEffect } from 'react';
import { ToastProvider, Toaster, useToast } from '@pt/ui';
import type { ToastQueue } from './paymentToasts';

function Drain({ queue }: { queue: ToastQueue }) {
  const { toast } = useToast();
  useEffect(() => queue.connect((t) => { toast(t); }), [queue, toast]);
  return null;
}

export function ToastHost({ queue }: { queue: ToastQueue }) {
  return (
    <ToastProvider>
      <Drain queue={queue} />
      <Toaster />
    </ToastProvider>
  );
}
