import { useState, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Disclosure } from '../Disclosure';
import { accordion } from './Accordion.css';

export interface AccordionItem {
  /** Stable id, also the value reported by onValueChange. */
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Id of the open item, or null when all are closed (controlled). */
  value?: string | null;
  /** Id of the item open at first (uncontrolled). */
  defaultValue?: string | null;
  onValueChange?: (id: string | null) => void;
  variant?: 'divided' | 'card' | 'plain';
  headingLevel?: 2 | 3 | 4 | 'none';
  className?: string;
}

/** A list of disclosures where at most one is open; pressing the open one closes it. */
export function Accordion({
  items, value, defaultValue = null, onValueChange, variant = 'divided', headingLevel = 3, className,
}: AccordionProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState<string | null>(defaultValue);
  const openId = value !== undefined ? value : uncontrolledValue;
  const select = (id: string, open: boolean) => {
    const next = open ? id : null;
    if (value === undefined) setUncontrolledValue(next);
    onValueChange?.(next);
  };
  return (
    <div className={cx(accordion({ variant }), className)}>
      {items.map((item) => (
        <Disclosure
          key={item.id}
          id={`accordion-${item.id}`}
          title={item.title}
          open={openId === item.id}
          onOpenChange={(open) => select(item.id, open)}
          disabled={item.disabled}
          variant={variant}
          headingLevel={headingLevel}
        >
          {item.content}
        </Disclosure>
      ))}
    </div>
  );
}
