// The toast UI of WithToasts, loaded with the first toast (the Radix toaster stays out of the route chunks).
import { useEffect, useRef } from 'react';
import { ToastProvider, Toaster, useToast, type ToastApi, type ToastOptions } from '@pt/ui';

function Replay({ queue }: { queue: readonly ToastOptions[] }) {
  const { toast } = useToast();
  const shown = useRef(0);
  useEffect(() => {
    for (; shown.current < queue.length; shown.current += 1) toast(queue[shown.current]!);
  }, [queue, toast]);
  return null;
}

function useAppToaster(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}

export default function FeatureToaster({ queue }: { queue: readonly ToastOptions[] }) {
  // A toaster mounted above the routes shows them; otherwise this one does.
  if (useAppToaster()) return <Replay queue={queue} />;
  return (
    <ToastProvider>
      <Replay queue={queue} />
      <Toaster />
    </ToastProvider>
  );
}
