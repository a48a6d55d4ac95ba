import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Leaves its children out of the first render and renders them right after it is committed, in a
 * transition: React renders a transition in slices of a few milliseconds, yielding to the browser
 * in between. The overview wraps its parts below the fold in it, so the first render, which holds
 * the page's largest paint, is only the part above the fold, and the rest adds no long task.
 */
export function RenderAfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
