import type { ReactNode } from 'react';
import { cx } from '../../cx';
import { Button } from '../../primitives/Button';
import { BellIcon, CheckIcon, LockIcon, ShieldIcon, StarIcon, TrendingUpIcon, ExternalLinkIcon, type IconComponent } from '../../primitives/Icon';
import * as styles from './AffiliateMarketing.css';

export interface CommissionHighlightProps {
  /** Percent claimed by the programme (product §9: up to 30%). */
  rate?: number;
  title?: ReactNode;
  description?: ReactNode;
  /** Heading level for the page outline. */
  headingAs?: 'h1' | 'h2';
  className?: string;
}

/** The programme's headline: up to 30% commission. */
export function CommissionHighlight({
  rate = 30, title, description = 'Share Portfolio Tracker with your audience and earn on every subscription they start.',
  headingAs: Heading = 'h1', className,
}: CommissionHighlightProps) {
  return (
    <section className={cx(styles.highlight, className)} aria-label="Affiliate programme">
      <div>
        <p className={styles.eyebrow}>Affiliate Programme</p>
        <Heading className={styles.headline}>
          {title ?? <>Earn <span className={styles.accent}>up to {rate}% commission</span></>}
        </Heading>
        <p className={styles.lead}>{description}</p>
      </div>
      <div className={styles.bigNumber} aria-hidden="true">
        <span className={styles.bigValue}>{rate}%</span>
        <span className={styles.bigLabel}>commission</span>
      </div>
    </section>
  );
}

export interface AffiliateBenefit {
  key: string;
  title: string;
  description: string;
  icon: IconComponent;
}

/** product §2: the benefits the marketing page promises. */
export const affiliateBenefits: readonly AffiliateBenefit[] = [
  { key: 'links', title: 'Custom links and coupon codes', description: 'Create tracked links and your own coupon codes, and choose how much of the commission becomes your audience’s discount.', icon: ExternalLinkIcon },
  { key: 'milestones', title: 'Milestone rewards', description: 'Earn points with every conversion and unlock cash bonuses as you reach milestones.', icon: StarIcon },
  { key: 'analytics', title: 'Real-time analytics', description: 'Follow clicks, conversions and earnings for every link and coupon as they happen.', icon: TrendingUpIcon },
  { key: 'support', title: '24/7 support', description: 'Our affiliate team is here around the clock whenever you need help.', icon: BellIcon },
  { key: 'payouts', title: 'Fast payouts', description: 'Request a payout as soon as your balance reaches the $50 minimum.', icon: LockIcon },
  { key: 'approval', title: 'Quick approval', description: 'Applications are reviewed in up to 24 hours.', icon: ShieldIcon },
];

export interface AffiliateBenefitGridProps {
  benefits?: readonly AffiliateBenefit[];
  /** Section heading (h2) above the grid; null to leave it to the page. */
  title?: ReactNode;
  className?: string;
}

/** Benefits of the programme in a grid (1, 2 then 3 columns). */
export function AffiliateBenefitGrid({ benefits = affiliateBenefits, title = 'Why join the programme?', className }: AffiliateBenefitGridProps) {
  return (
    <section className={cx(styles.benefitSection, className)} aria-label="Programme benefits">
      {title !== null ? <h2 className={styles.benefitHeading}>{title}</h2> : null}
      <ul className={styles.benefits}>
        {benefits.map(({ key, title, description, icon: Icon }) => (
          <li key={key} className={styles.benefit}>
            <span className={styles.benefitIcon}><Icon size={22} /></span>
            <h3 className={styles.benefitTitle}>{title}</h3>
            <p className={styles.benefitText}>{description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface AffiliateRegisterCtaProps {
  /** Anonymous visitors are told to sign in to apply. */
  signedIn: boolean;
  onRegister?: () => void;
  /** Offered to anonymous visitors. */
  onSignIn?: () => void;
  title?: ReactNode;
  className?: string;
}

/** The Register Now call-to-action; tells anonymous visitors to sign in first. */
export function AffiliateRegisterCta({ signedIn, onRegister, onSignIn, title = 'Ready to start earning?', className }: AffiliateRegisterCtaProps) {
  return (
    <section className={cx(styles.cta, className)} aria-label="Join the programme">
      <div>
        <h2 className={styles.ctaTitle}>{title}</h2>
        <p className={styles.ctaText}>Apply in a few minutes. Approval takes up to 24 hours.</p>
        {!signedIn ? <p className={styles.ctaNote}>Please sign in to apply for the affiliate programme.</p> : null}
      </div>
      <div className={styles.ctaActions}>
        {!signedIn && onSignIn ? <Button variant="outline" size="lg" onClick={onSignIn}>Sign In</Button> : null}
        <Button size="lg" onClick={onRegister} leadingIcon={<CheckIcon size={18} />}>Register Now</Button>
      </div>
    </section>
  );
}
