import { useId, type ReactNode } from 'react';
import { cx } from '../../cx';
import { Badge } from '../../primitives/Badge';
import { ButtonLink } from '../../primitives/ButtonLink';
import { Card } from '../../primitives/Card';
import { LockIcon } from '../../primitives/Icon';
import type { RenderLink } from '../../primitives/SiteLink';
import * as styles from './FeatureGate.css';

/** A feature the member's plan does not include; the SDK's `FeatureLock` passes as it is. */
export interface FeatureLockView {
  /** Why it is locked, naming the plan that includes it (the SDK's 'Advanced analytics is part of the Premium plan. Upgrade to use it.'). */
  message: ReactNode;
  /** The plans page with that plan preselected ('/payment-demo?plan=pro#plan-pro'); null when no plan offers it, and then no link is shown. */
  upgradePath: string | null;
}

export interface FeatureGateProps {
  lock: FeatureLockView;
  /** The feature's name, e.g. 'Advanced analytics' (the card's title; the compact variant leaves it out). */
  title: ReactNode;
  /** The link's text, naming the plan it leads to, e.g. 'See Pro'. */
  actionLabel?: string;
  /** The plan's name for the card's badge, e.g. 'Pro'. */
  planLabel?: string;
  /** What the feature gives, under the message (card only). */
  description?: ReactNode;
  /** 'card' stands in for the feature's panel; 'compact' is one line for inline use, e.g. in a panel's header. */
  variant?: 'card' | 'compact';
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Map the link to the app's router (see ButtonLink); a plain anchor by default. */
  renderLink?: RenderLink;
  className?: string;
}

/**
 * Stands in for a feature the member's plan does not include: the message naming the plan that
 * does, and a link-button to the plans with that plan preselected. A notice, not an error: the
 * feature is there to have, one step away.
 */
export function FeatureGate({
  lock, title, actionLabel = 'See plans', planLabel, description, variant = 'card', titleAs: Title = 'h3', renderLink, className,
}: FeatureGateProps) {
  const titleId = `feature-gate-${useId()}`;
  const link = lock.upgradePath === null ? null : (
    <ButtonLink href={lock.upgradePath} size="sm" variant={variant === 'card' ? 'primary' : 'outline'} renderLink={renderLink}>
      {actionLabel}
    </ButtonLink>
  );
  if (variant === 'compact') {
    return (
      <div className={cx(styles.compact, className)} data-feature-gate="compact">
        <p className={styles.compactText}>
          <LockIcon size={16} className={styles.compactIcon} />
          <span>{lock.message}</span>
        </p>
        {link}
      </div>
    );
  }
  return (
    <Card variant="outlined" as="section" aria-labelledby={titleId} className={className} data-feature-gate="card">
      <div className={styles.card}>
        <span className={styles.iconBadge} aria-hidden="true"><LockIcon size={22} /></span>
        <div className={styles.text}>
          <div className={styles.heading}>
            <Title id={titleId} className={styles.title}>{title}</Title>
            {planLabel ? <Badge tone="primary" size="sm">{`${planLabel} plan`}</Badge> : null}
          </div>
          <p className={styles.message}>{lock.message}</p>
          {description ? <div className={styles.description}>{description}</div> : null}
        </div>
        {link ? <div className={styles.action}>{link}</div> : null}
      </div>
    </Card>
  );
}
