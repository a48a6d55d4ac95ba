import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { CheckIcon, ShieldIcon, StarIcon, TrendingUpIcon, UserIcon, type IconComponent } from '../../primitives/Icon';
import * as styles from './PlanCard.css';

/** Which of the kit's plan icons a card shows (the app picks it by its own rule). */
export type PlanIconKey = 'basic' | 'premium' | 'pro' | 'default';

const planIcons: Record<PlanIconKey, IconComponent> = { basic: UserIcon, premium: StarIcon, pro: TrendingUpIcon, default: ShieldIcon };

export interface PlanCardProps {
  name: string;
  description?: ReactNode;
  /** Formatted price, e.g. '$9.99 USD'. */
  price: string;
  billingCycle: 'monthly' | 'yearly' | (string & {});
  /** The plan's features as shown, e.g. 'Advanced Analytics'. */
  features: readonly string[];
  icon: PlanIconKey;
  /** The signed-in user's plan: badge and a disabled button. */
  current?: boolean;
  /** Subscribing to this plan right now: 'Processing...'. */
  processing?: boolean;
  /** Blocks the button, e.g. while another plan is processing. */
  disabled?: boolean;
  /** Accent ring for a recommended plan. */
  highlighted?: boolean;
  onSelect?: () => void;
  actionLabel?: string;
  currentLabel?: string;
  /** The card's id: a link's hash (`#plan-premium`) can then bring it into view and focus it. */
  id?: string;
  className?: string;
}

/** A plan offer of the pricing view: icon, name, price per cycle, features and the subscribe button. */
export function PlanCard({
  name, description, price, billingCycle, features, icon, current = false, processing = false, disabled = false,
  highlighted = false, onSelect, actionLabel = 'Get Started', currentLabel = 'Current Plan', id, className,
}: PlanCardProps) {
  const PlanIcon = planIcons[icon];
  return (
    <article id={id} className={cx(styles.card({ current, highlighted: highlighted && !current }), className)} aria-label={`${name} plan`}>
      <div className={styles.top}>
        <span className={styles.icon}><PlanIcon size={22} /></span>
        {current ? <Badge tone="primary" variant="solid" size="sm">{currentLabel}</Badge> : null}
      </div>
      <div>
        <h3 className={styles.name}>{name}</h3>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      <p className={styles.priceRow}>
        <span className={styles.price}>{price}</span>
        <span className={styles.cycle}>/{billingCycle}</span>
      </p>
      <ul className={styles.features} aria-label={`${name} features`}>
        {features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckIcon size={18} className={styles.featureIcon} />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        fullWidth
        variant={current ? 'outline' : 'primary'}
        // The plan just subscribed to becomes 'Current Plan' under the user's focus: aria-disabled
        // keeps focus there (a disabled button would drop it to the page) while it does nothing.
        disabled={disabled && !current && !processing}
        aria-disabled={current || undefined}
        loading={processing}
        loadingText="Processing..."
        onClick={current ? undefined : onSelect}
      >
        {current ? currentLabel : actionLabel}
      </Button>
    </article>
  );
}
