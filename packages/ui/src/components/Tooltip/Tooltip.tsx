import {
  cloneElement, createContext, isValidElement, useCallback, useContext, useEffect, useId, useMemo, useRef, useState,
  type FocusEvent, type PointerEvent, type ReactElement, type ReactNode,
} from 'react';
import { cx } from '../../cx';
import * as styles from './Tooltip.css';

/** Spec 9: hover waits 700 ms; after a tooltip closes, the next one opens at once for 300 ms. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipGroup {
  delay: number;
  skipDelay: number;
  /** Records that a tooltip of the group just closed. */
  markClosed(): void;
  /** Whether a tooltip of the group closed less than skipDelay ago. */
  closedRecently(): boolean;
}

/** The group's clock lives in a closure, so tooltips call methods instead of mutating context. */
function createGroup(delay: number, skipDelay: number): TooltipGroup {
  let lastClosedAt = 0;
  return {
    delay,
    skipDelay,
    markClosed: () => { lastClosedAt = Date.now(); },
    closedRecently: () => Date.now() - lastClosedAt < skipDelay,
  };
}

// Tooltips outside any provider share this default group, so the skip delay still works between them.
const defaultGroup = createGroup(TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS);
const TooltipContext = createContext<TooltipGroup>(defaultGroup);

export interface TooltipProviderProps {
  children: ReactNode;
  delay?: number;
  skipDelay?: number;
}

/** Groups tooltips so moving between them skips the open delay; optional. */
export function TooltipProvider({ children, delay = TOOLTIP_DELAY_MS, skipDelay = TOOLTIP_SKIP_DELAY_MS }: TooltipProviderProps) {
  const group = useMemo(() => createGroup(delay, skipDelay), [delay, skipDelay]);
  return <TooltipContext.Provider value={group}>{children}</TooltipContext.Provider>;
}

export interface TooltipProps {
  /** The tip text; keep it short and never put the only copy of important information here. */
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
  /** Overrides the group's open delay for this tooltip. */
  delay?: number;
  disabled?: boolean;
  className?: string;
}

/**
 * A hover and focus tooltip: opens after 700 ms on hover (at once when moving from another tooltip
 * within 300 ms), at once on keyboard focus, and closes on leave, blur or Escape.
 */
export function Tooltip({ content, children, placement, delay, disabled = false, className }: TooltipProps) {
  const group = useContext(TooltipContext);
  const tooltipId = `tooltip-${useId()}`;
  const [open, setOpen] = useState(false);
  const openTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openRef = useRef(false);

  const show = useCallback(() => {
    clearTimeout(openTimer.current);
    openRef.current = true;
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    clearTimeout(openTimer.current);
    if (openRef.current) group.markClosed();
    openRef.current = false;
    setOpen(false);
  }, [group]);

  useEffect(() => () => clearTimeout(openTimer.current), []);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  if (disabled) return children;

  const handlePointerEnter = (event: PointerEvent) => {
    // Touch has no hover; a tap focuses the control instead.
    if (event.pointerType === 'touch') return;
    const withinSkip = group.closedRecently();
    if (withinSkip) {
      show();
      return;
    }
    clearTimeout(openTimer.current);
    openTimer.current = setTimeout(show, delay ?? group.delay);
  };

  // A click also focuses the trigger; only keyboard focus should show the tip.
  const handleFocus = (event: FocusEvent) => {
    let keyboardFocus = true;
    try {
      keyboardFocus = event.target.matches(':focus-visible');
    } catch {
      // Engines without :focus-visible: treat every focus as keyboard focus.
    }
    if (keyboardFocus) show();
  };

  const trigger = isValidElement(children)
    ? cloneElement(children, {
      'aria-describedby': cx(children.props['aria-describedby'], open ? tooltipId : undefined) || undefined,
    })
    : children;

  return (
    <span
      className={cx(styles.anchor, className)}
      onPointerEnter={handlePointerEnter}
      onPointerLeave={hide}
      onFocus={handleFocus}
      onBlur={hide}
      // Pressing the control means the user is acting, not reading: close and cancel a pending open.
      onPointerDown={hide}
    >
      {trigger}
      {open ? (
        <span role="tooltip" id={tooltipId} className={styles.bubble({ placement })}>
          {content}
        </span>
      ) : null}
    </span>
  );
}
