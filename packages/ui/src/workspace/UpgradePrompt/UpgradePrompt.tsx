import type { ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { ButtonLink } from '../../primitives/ButtonLink';
import type { RenderLink } from '../../primitives/SiteLink';

export interface UpgradePromptProps {
  /** What the plan allows, e.g. the SDK's 'Your Free plan allows up to 5 holdings. Upgrade to add more.' */
  message: ReactNode;
  /** The plans page with the upgrade plan preselected, e.g. '/payment-demo?plan=premium#plan-premium'. */
  href: string;
  /** The link's text; it names the plan it leads to. */
  actionLabel?: string;
  title?: ReactNode;
  /** Map the link to the app's router (see ButtonLink); a plain anchor by default. */
  renderLink?: RenderLink;
  onDismiss?: () => void;
  className?: string;
}

/**
 * Says that the plan's limit was reached and links to the plans with the upgrade preselected:
 * a notice (not an error) with a link-button, through the kit's link-button API so the app
 * passes its router's link.
 */
export function UpgradePrompt({
  message, href, actionLabel = 'See Premium', title = 'Holdings limit reached', renderLink, onDismiss, className,
}: UpgradePromptProps) {
  return (
    <Alert
      tone="warning"
      title={title}
      description={message}
      action={<ButtonLink href={href} size="sm" renderLink={renderLink}>{actionLabel}</ButtonLink>}
      onDismiss={onDismiss}
      className={className}
    />
  );
}
