import * as s from './HeaderSlot.css';

/** Holds the header's place while a code-split header loads, so the page below does not jump. */
export function HeaderSlot() {
  return <div className={s.slot} aria-hidden="true" />;
}
