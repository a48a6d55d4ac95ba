import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { cx } from '../../cx';
import { BellIcon } from '../../primitives/Icon';
import { NotificationPanel, type NotificationPanelProps } from '../NotificationPanel';
import * as styles from './NotificationBell.css';

export interface NotificationBellProps extends NotificationPanelProps {
  /** The button's accessible name with the unread count: the SDK's 'Notifications, 3 unread' (or 'Notifications'). */
  label: string;
  /** The badge's text: the SDK's '' (no badge), '3', '99+'. */
  badge: string;
  /** The panel opened, e.g. to read the list again. */
  onOpen?: () => void;
  className?: string;
}

/**
 * The header's bell for signed-in members: a button named with the unread count, a badge that
 * shows it, and a panel under it with the NotificationPanel. A disclosure, not a modal: the panel
 * takes focus when it opens; Escape closes it and returns focus to the bell; a click outside or
 * tabbing out of it closes it too. Written without a popover library, whose portalled panel needs
 * hidden focus guards (they fail the kit's axe check) and floating-position code: this is in the
 * header of every signed-in page. Made for SiteHeader's `notifications` slot, loaded on demand.
 */
export function NotificationBell({ label, badge, onOpen, className, ...panel }: NotificationBellProps) {
  const panelId = `notifications-panel-${useId()}`;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => { onOpenRef.current = onOpen; }, [onOpen]);

  useEffect(() => {
    if (!open) return undefined;
    onOpenRef.current?.();
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Focus leaving the bell and its panel (Tab past the last button) closes the panel.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon size={20} />
        {badge ? <span className={styles.badge} aria-hidden="true">{badge}</span> : null}
      </button>
      {open ? (
        <div id={panelId} ref={panelRef} tabIndex={-1} className={styles.popover}>
          <NotificationPanel {...panel} />
        </div>
      ) : null}
    </div>
  );
}
