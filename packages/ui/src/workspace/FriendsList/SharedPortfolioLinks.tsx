import type { ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../../primitives/SiteLink';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './FriendsList.css';

/** A portfolio a friend shares; the SDK's `FriendSharedPortfolio` passes as it is. */
export interface SharedPortfolioLink {
  portfolio_id: string;
  name: string;
  /** Its public page. */
  url: string;
}

export interface SharedPortfolioLinksProps {
  portfolios: readonly SharedPortfolioLink[];
  loading?: boolean;
  /** The list could not be read. */
  error?: ReactNode;
  /** Map the links to the app's router; plain anchors by default. */
  renderLink?: RenderLink;
}

/** A friend's shared portfolios as links to their public pages (FriendsList's `renderShared` slot). */
export function SharedPortfolioLinks({ portfolios, loading = false, error, renderLink = defaultRenderLink }: SharedPortfolioLinksProps) {
  if (loading) {
    return <p className={styles.sharedNote} role="status"><Spinner size="sm" label={null} />Loading shared portfolios...</p>;
  }
  if (error) return <p className={styles.sharedError}>{error}</p>;
  if (portfolios.length === 0) return <p className={styles.sharedNote}>Shares no portfolio.</p>;
  return (
    <ul className={styles.sharedList} aria-label="Shared portfolios">
      {portfolios.map((p) => (
        <li key={p.portfolio_id}>{renderLink({ href: p.url, className: styles.sharedLink, children: p.name })}</li>
      ))}
    </ul>
  );
}
