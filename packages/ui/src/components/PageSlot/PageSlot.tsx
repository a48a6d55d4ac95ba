import * as s from './PageSlot.css';

export interface PageSlotProps {
  /** Announced politely to screen readers while the page loads. */
  label?: string;
}

/** Holds a page's place while its code-split chunk loads, so the footer does not jump up and back. */
export function PageSlot({ label = 'Loading page…' }: PageSlotProps) {
  return (
    <div role="status" aria-live="polite" className={s.slot}>
      <span className="sr-only">{label}</span>
    </div>
  );
}
