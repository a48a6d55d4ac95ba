import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { cx } from '../SiteLink';
import * as s from './PricingCard.css';

export interface PricingDiscount {
  /** Whole percent, shown as 'N% OFF'. */
  percent: number;
  /** The price after the discount, formatted, e.g. '$8.99'. */
  price: string;
  /** Badge text; defaults to 'Special Offer'. */
  label?: string;
}

export interface PricingCardProps {
  name: string;
  /** Formatted price, e.g. '$9.99'; the struck-through original when a discount applies. */
  price: string;
  /** e.g. '/month' or 'forever'. */
  period?: string;
  description?: ReactNode;
  features: ReactNode[];
  /** 'Get Started', 'Start Free Trial' or 'Contact Sales'. */
  ctaLabel: string;
  onCta: () => void;
  ctaLoading?: boolean;
  /** The 'Most popular' variant: dark, raised and badged. */
  highlighted?: boolean;
  highlightLabel?: string;
  discount?: PricingDiscount;
  /** Defaults to '14-day free trial, no card needed'; pass null to hide. */
  note?: ReactNode | null;
  className?: string;
}

function Check({ className }: { className: string }) {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" opacity="0.16" />
      <path d="m6 10.2 2.7 2.7L14.2 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** One plan: name, price (struck through with 'N% OFF' and 'Special Offer' when discounted), features and a CTA. */
export function PricingCard({
  name, price, period, description, features, ctaLabel, onCta, ctaLoading, highlighted = false, highlightLabel = 'Most popular',
  discount, note = '14-day free trial, no card needed', className,
}: PricingCardProps) {
  const titleId = useId();
  const inv = highlighted;
  return (
    <article className={cx(s.card, inv && s.highlighted, className)} aria-labelledby={titleId} data-highlighted={inv || undefined}>
      {(inv || discount) && (
        <div className={s.ribbons}>
          {inv && <span className={s.ribbon}>{highlightLabel}</span>}
          {discount && <span className={cx(s.ribbon, s.ribbonOffer)}>{discount.label ?? 'Special Offer'}</span>}
        </div>
      )}
      <div>
        <h3 id={titleId} className={s.name}>{name}</h3>
        {description && <p className={cx(s.description, inv && s.descriptionInverse)}>{description}</p>}
      </div>
      <div className={s.priceRow}>
        {discount ? (
          <>
            <span className={s.price}>{discount.price}</span>
            {period && <span className={cx(s.period, inv && s.periodInverse)}>{period}</span>}
            <s className={cx(s.original, inv && s.originalInverse)}>
              <span className="sr-only">Original price </span>
              {price}
            </s>
            <span className={s.off}>{discount.percent}% OFF</span>
          </>
        ) : (
          <>
            <span className={s.price}>{price}</span>
            {period && <span className={cx(s.period, inv && s.periodInverse)}>{period}</span>}
          </>
        )}
      </div>
      <Button fullWidth size="lg" variant={inv ? 'primary' : 'outline'} className={inv ? s.ctaInverse : undefined} onClick={onCta} loading={ctaLoading}>
        {ctaLabel}
      </Button>
      <hr className={cx(s.divider, inv && s.dividerInverse)} />
      <ul className={s.features}>
        {features.map((f, i) => (
          <li key={i} className={s.feature}>
            <Check className={cx(s.check, inv && s.checkInverse)} />
            <span>{f}</span>
          </li>
        ))}
      </ul>
      {note && <p className={cx(s.note, inv && s.noteInverse)}>{note}</p>}
    </article>
  );
}
