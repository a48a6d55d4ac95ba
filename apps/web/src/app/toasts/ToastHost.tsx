// The toast UI (the kit's Radix toaster), loaded with the app's first toast: it shows the
// queued toasts, then takes new ones directly.
import { useEffect } from 'react';
import { ToastProvider, Toaster, useToast } from '@pt/ui';
import type { ToastQueue } from './toastQueue';

function Drain({ queue }: { queue: ToastQueue }) {
  const { toast } = useToast();
  useEffect(() => queue.connect((t) => { toast(t); }), [queue, toast]);
  return null;
}

export default function ToastHost({ queue }: { queue: ToastQueue }) {
  return (
    <ToastProvider>
      <Drain queue={queue} />
      <Toaster />
    </ToastProvider>
  );
}
