import { useId, useState, type ReactNode } from 'react';
import { Section } from '../Section';
import * as s from './FaqAccordion.css';

export interface FaqItem {
  question: string;
  answer: ReactNode;
}

export interface FaqAccordionProps {
  items: FaqItem[];
  /** Controlled: the open item, or null for none. */
  openIndex?: number | null;
  /** Uncontrolled start; defaults to none open. */
  defaultOpenIndex?: number | null;
  onOpenChange?: (index: number | null) => void;
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  /** Render only the list, without the surrounding section. */
  bare?: boolean;
}

/** FAQ (section id faq): one item open at a time; choosing the open item closes it. */
export function FaqAccordion({
  items, openIndex, defaultOpenIndex = null, onOpenChange, id = 'faq', eyebrow = 'FAQ', title = 'Frequently asked questions', lead, bare = false,
}: FaqAccordionProps) {
  const [inner, setInner] = useState<number | null>(defaultOpenIndex);
  const controlled = openIndex !== undefined;
  const open = controlled ? openIndex : inner;
  const base = useId();
  const choose = (i: number) => {
    const next = open === i ? null : i;
    if (!controlled) setInner(next);
    onOpenChange?.(next);
  };
  const list = (
    <div className={s.list}>
      {items.map((item, i) => {
        const isOpen = open === i;
        const btnId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        return (
          <div key={item.question} className={s.item} data-open={isOpen || undefined}>
            <h3 className={s.heading}>
              <button id={btnId} type="button" className={s.trigger} aria-expanded={isOpen} aria-controls={panelId} onClick={() => choose(i)}>
                <span>{item.question}</span>
                <span className={s.chevron} aria-hidden="true">
                  <svg width="14" height="14" viewBox="0 0 14 14"><path d="m3.5 5.25 3.5 3.5 3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" /></svg>
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={btnId} className={s.panel} hidden={!isOpen}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
  if (bare) return list;
  return <Section id={id} tone="surface" eyebrow={eyebrow} title={title} lead={lead} containerSize="md">{list}</Section>;
}
