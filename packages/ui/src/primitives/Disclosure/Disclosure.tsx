import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { ChevronDownIcon } from '../Icon';
import * as styles from './Disclosure.css';

export interface DisclosureProps {
  /** The always-visible button text, e.g. a question. */
  title: ReactNode;
  /** The content shown when open. */
  children: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  variant?: 'plain' | 'card' | 'divided';
  /** Wraps the button in a heading so it shows up in the page outline; 'none' for no heading. */
  headingLevel?: 2 | 3 | 4 | 'none';
  disabled?: boolean;
  /** Id of the panel; generated when omitted. */
  id?: string;
  className?: string;
}

/**
 * A button that shows and hides a panel (aria-expanded / aria-controls).
 * Built on plain elements rather than Headless UI's Disclosure so it can be fully controlled.
 */
export function Disclosure({
  title, children, open, defaultOpen = false, onOpenChange, variant, headingLevel = 3, disabled, id, className,
}: DisclosureProps) {
  const generatedId = useId();
  const panelId = id ?? `disclosure-${generatedId}`;
  const buttonId = `${panelId}-button`;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const toggle = () => {
    if (open === undefined) setUncontrolledOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  const button = (
    <button
      type="button"
      id={buttonId}
      className={styles.trigger({ variant })}
      aria-expanded={isOpen}
      aria-controls={panelId}
      disabled={disabled}
      onClick={toggle}
    >
      <span>{title}</span>
      <ChevronDownIcon size={20} className={styles.chevron} />
    </button>
  );
  const Heading = headingLevel === 'none' ? null : (`h${headingLevel}` as const);
  return (
    <div className={cx(styles.root({ variant }), className)} data-open={isOpen ? '' : undefined}>
      {Heading ? <Heading className={styles.heading}>{button}</Heading> : button}
      <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className={styles.panel({ variant })}>
        {children}
      </div>
    </div>
  );
}
