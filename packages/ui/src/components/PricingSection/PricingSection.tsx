import type { ReactNode } from 'react';
import { PricingCard, type PricingCardProps } from '../PricingCard';
import { Section } from '../Section';
import * as s from './PricingSection.css';

export interface PricingSectionProps {
  id?: string;
  eyebrow?: ReactNode;
  title?: ReactNode;
  lead?: ReactNode;
  plans: Array<PricingCardProps & { id: string }>;
  /** Shown above the cards, e.g. an applied affiliate discount. */
  notice?: ReactNode;
  footnote?: ReactNode;
}

/** The pricing section (id pricing): one column on phones, three from the medium breakpoint. */
export function PricingSection({ id = 'pricing', eyebrow = 'Pricing', title = 'Simple, transparent pricing', lead = 'Start free. Every plan comes with a 14-day free trial, no card needed.', plans, notice, footnote }: PricingSectionProps) {
  return (
    <Section id={id} tone="muted" eyebrow={eyebrow} title={title} lead={lead}>
      {notice && <div className={s.notice}>{notice}</div>}
      <ul className={s.grid}>
        {plans.map(({ id: planId, ...plan }) => (
          <li key={planId}>
            <PricingCard {...plan} />
          </li>
        ))}
      </ul>
      {footnote && <p className={s.footnote}>{footnote}</p>}
    </Section>
  );
}
