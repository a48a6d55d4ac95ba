import { useState } from 'react';

/**
 * The decision a confirmation dialog is open for. `open` is null once the dialog closes, while
 * `shown` keeps the last decision, so the dialog's text does not change as it fades out.
 */
export function useDecision<Decision>() {
  const [open, setOpen] = useState<Decision | null>(null);
  const [shown, setShown] = useState<Decision | null>(null);
  const decide = (next: Decision) => { setShown(next); setOpen(next); };
  const close = () => setOpen(null);
  return { open, shown, decide, close };
}
