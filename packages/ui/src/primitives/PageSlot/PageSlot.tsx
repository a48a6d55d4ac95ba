import * as s from './PageSlot.css';
import { VisuallyHidden } from '../VisuallyHidden';

export interface PageSlotProps {
  /** Announced politely to screen readers while the page loads. */
  label?: string;
}

/** Holds a page's place while its code-split chunk loads, so the footer does not jump up and back. */
export function PageSlot({ label = 'Loading page…' }: PageSlotProps) {
  return (
    <div role="status" aria-live="polite" className={s.slot}>
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
