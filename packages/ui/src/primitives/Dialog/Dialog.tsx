import {
  CloseButton, Description, Dialog as HeadlessDialog, DialogBackdrop, DialogPanel, DialogTitle,
} from '@headlessui/react';
import type { ReactNode, RefObject } from 'react';
import { cx } from '../../cx';
import { XIcon } from '../Icon';
import * as styles from './Dialog.css';
import { useRevealReturnedFocus } from './useRevealReturnedFocus';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, a click outside, or the close button. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons; the first one in source order sits on top on phones. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Hides the × button, e.g. while a payment is processing. */
  hideCloseButton?: boolean;
  closeLabel?: string;
  /** Element to focus first; by default the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Use 'alertdialog' for destructive confirmations. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/** A modal with title, description, close button and footer actions; focus is trapped while open, and returns into view to its opener when it closes. */
export function Dialog({
  open, onClose, title, description, children, footer, size, hideCloseButton, closeLabel = 'Close', initialFocus, role, className,
}: DialogProps) {
  useRevealReturnedFocus(open);
  return (
    <HeadlessDialog open={open} onClose={onClose} role={role} initialFocus={initialFocus} transition className={styles.root}>
      <DialogBackdrop transition className={styles.backdrop} />
      <div className={styles.viewport}>
        <DialogPanel transition className={cx(styles.panel({ size }), className)}>
          <div className={styles.header}>
            <div className={styles.headings}>
              <DialogTitle className={styles.title}>{title}</DialogTitle>
              {description ? <Description className={styles.description}>{description}</Description> : null}
            </div>
            {hideCloseButton ? null : (
              // Without an initialFocus, focus lands on Close: Headless UI would otherwise focus its
              // zero-height root, which shows no focus indicator, and a keyboard user would not see where they are.
              <CloseButton className={styles.close} aria-label={closeLabel} data-autofocus={initialFocus === undefined ? '' : undefined}>
                <XIcon size={20} />
              </CloseButton>
            )}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPanel>
      </div>
    </HeadlessDialog>
  );
}
