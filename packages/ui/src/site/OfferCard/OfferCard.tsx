import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { LoadError } from '../../primitives/Panel/LoadError';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

import * as s from './OfferCard.css';

const slug = (v: string) => v.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export interface OfferCardProps {
  name: string;
  description?: ReactNode;
  /** Formatted price to pay, e.g. '$8.99'. */
  price: string;
  /** Formatted price before the discount; shown struck through with the badges. */
  originalPrice?: string;
  /** Discount percent, shown as 'N% OFF'. */
  discountPercent?: number | null;
  /** e.g. '/month'. */
  cycleLabel?: string;
  features: readonly string[];
  /** Small label such as 'Most popular'. */
  tag?: string;
  featured?: boolean;
  /** The plan's buttons or links. */
  actions?: ReactNode;
  specialOfferLabel?: string;
}

/**
 * A pricing plan on the landing page. With a discount the old price is struck through
 * and the card shows 'N% OFF' and 'Special Offer'.
 */
export function OfferCard({
  name, description, price, originalPrice, discountPercent, cycleLabel, features, tag, featured, actions, specialOfferLabel = 'Special Offer',
}: OfferCardProps) {
  const discounted = Boolean(discountPercent && originalPrice);
  return (
    <article className={cx(s.card, featured && s.featured)} aria-labelledby={`offer-${slug(name)}`}>
      <div className={s.badges}>
        {discounted && <span className={cx(s.badge, s.offerBadge)}>{specialOfferLabel}</span>}
        {discounted && <span className={s.badge}>{discountPercent}% OFF</span>}
        {!discounted && tag && <span className={s.badge}>{tag}</span>}
      </div>
      <div>
        <h3 id={`offer-${slug(name)}`} className={s.name}>{name}</h3>
        {description && <p className={s.description}>{description}</p>}
      </div>
      <p className={s.priceRow}>
        {discounted && <del className={s.original}><VisuallyHidden>Was </VisuallyHidden>{originalPrice}</del>}
        <span className={s.price}>{discounted && <VisuallyHidden>Now </VisuallyHidden>}{price}</span>
        {cycleLabel && <span className={s.cycle}>{cycleLabel}</span>}
      </p>
      <ul className={s.features} aria-label={`${name} features`}>
        {features.map((f) => (
          <li key={f} className={s.feature}>
            <svg className={s.check} width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false"><path d="m4 9.5 3.2 3.2L14 5.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
            {f}
          </li>
        ))}
      </ul>
      {actions && <div className={s.actions}>{actions}</div>}
    </article>
  );
}

export interface OfferGridProps {
  children?: ReactNode;
  /** Shows the loading text in place of the cards (same height, so nothing jumps). */
  loading?: boolean;
  loadingText?: ReactNode;
  /** An error shown in place of the cards. */
  error?: ReactNode;
  /** With `error`: a Try again button that calls this (e.g. reload the plans). */
  onRetry?: () => void;
  label?: string;
}

/** Plan cards: one column on phones, three from the medium breakpoint. */
export function OfferGrid({ children, loading, loadingText = 'Loading pricing plans...', error, onRetry, label = 'Pricing plans' }: OfferGridProps) {
  if (error) {
    // The kit's one failure with Try again (product §10.1), in the cards' room so nothing jumps.
    return <div className={s.status}><LoadError error={error} onRetry={onRetry} className={s.loadError} /></div>;
  }
  if (loading) return <div className={s.status} role="status">{loadingText}</div>;
  const items = Array.isArray(children) ? children : [children];
  return <ul className={s.grid} aria-label={label}>{items.map((c, i) => <li key={i}>{c}</li>)}</ul>;
}
