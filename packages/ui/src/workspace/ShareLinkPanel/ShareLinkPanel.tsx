import { useState, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { CopyValueButton } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { ButtonLink } from '../../primitives/ButtonLink';
import { FeatureGate, type FeatureLockView } from '../FeatureGate';
import { CheckIcon, ExternalLinkIcon } from '../../primitives/Icon';
import { Inline } from '../../primitives/Inline';
import { ConfirmDialog, type PortfolioFormat } from '../../private/PortfolioShared';
import type { RenderLink } from '../../primitives/SiteLink';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './ShareLinkPanel.css';

/** A portfolio's public link; the SDK's `PortfolioShare` passes as it is. */
export interface ShareLinkView {
  url: string;
  /** False while the owner's plan does not include sharing: the link is kept but does not open. */
  active: boolean;
  created_at: string;
}

export interface ShareLinkPanelProps extends Omit<PanelBlockProps, 'error'> {
  /** Null: not shared. */
  share: ShareLinkView | null;
  /** Creates the link; may return a promise. */
  onCreate: () => unknown;
  /** The link is being created. */
  creating?: boolean;
  /** Revokes the link, after the reader confirms; a rejection is shown in the confirmation. */
  onRevoke: () => unknown;
  /** Copies the link (the app's clipboard call); false or a rejection means it was not copied. */
  onCopy: (value: string) => boolean | void | Promise<boolean | void>;
  format: Pick<PortfolioFormat, 'date'>;
  /** The portfolio's name, for the confirmation. */
  portfolioName?: string;
  /** A failed create or revoke. */
  error?: ReactNode;
  /** The plan lacks sharing: the upgrade prompt instead of the button (and beside a paused link). */
  lock?: FeatureLockView | null;
  /** The upgrade link's text, e.g. 'See Pro'. */
  lockActionLabel?: string;
  renderLink?: RenderLink;
  /** What others see; the kit's list by default. */
  explanation?: ReactNode;
  /** A failure to load the sharing settings, with Try again (`onRetry`); `error` is a failed create or revoke. */
  loadError?: ReactNode;
}

const SEEN = [
  'The holdings with their weights and returns, in percent',
  'Never an amount: no values, quantities, prices or costs',
  'Read-only, and hidden from search engines',
] as const;

/**
 * A portfolio's public link. Off: 'Create public link'. On: the address in a read-only field with
 * Copy and Open, and Revoke behind a confirmation (the link stops opening at once). It says what
 * others see: weights and returns in percent, never an amount. Without the plan: the upgrade
 * prompt; a link kept from an earlier plan shows as paused.
 */
export function ShareLinkPanel({
  share, onCreate, creating = false, onRevoke, onCopy, format, portfolioName, error, lock = null, lockActionLabel, renderLink,
  explanation, title = 'Public link', titleAs = 'h2', loading = false, loadError, onRetry, className,
}: ShareLinkPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const gate = lock ? (
    <FeatureGate variant="compact" title={title} lock={lock} actionLabel={lockActionLabel} renderLink={renderLink} />
  ) : null;

  let body: ReactNode = null;
  if (share === null) {
    body = gate ?? (
      <div>
        <Button onClick={() => { void onCreate(); }} loading={creating} loadingText="Creating link...">Create public link</Button>
      </div>
    );
  } else {
    body = (
      <>
        {share.active ? null : (
          <Alert tone="warning" title="Link paused"
            description="Your plan no longer includes portfolio sharing, so the link does not open. It opens again once your plan includes sharing." />
        )}
        {share.active ? null : gate}
        <div className={styles.linkRow}>
          <TextField
            label="Public link"
            value={share.url}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            hint={`Created ${format.date(share.created_at)}`}
            className={styles.field}
            inputClassName={appStyles.mono}
          />
          <Inline gap="2" className={styles.linkActions}>
            <CopyValueButton value={share.url} label="public link" onCopy={onCopy} />
            {share.active ? (
              <ButtonLink href={share.url} variant="ghost" size="sm" external>
                <span className={styles.open}>Open<VisuallyHidden> public link (opens in a new tab)</VisuallyHidden><ExternalLinkIcon size={16} /></span>
              </ButtonLink>
            ) : null}
          </Inline>
        </div>
        <div>
          <Button variant="outline" onClick={() => setConfirming(true)} className={styles.revoke}>Revoke link</Button>
        </div>
      </>
    );
  }

  // What others see, and a failed create or revoke, stay under the title in every state.
  const toolbar = (
    <>
      <div className={styles.explain}>
        <p className={styles.explainLead}>Anyone with the link sees a read-only page of this portfolio:</p>
        {explanation ?? (
          <ul className={styles.seen}>
            {SEEN.map((line) => (
              <li key={line} className={styles.seenItem}><CheckIcon size={16} className={styles.seenIcon} />{line}</li>
            ))}
          </ul>
        )}
      </div>
      {error ? <Alert tone="danger" description={error} /> : null}
    </>
  );

  return (
    <>
      <Panel
        surface="card"
        title={title}
        titleAs={titleAs}
        className={className}
        actions={share
          ? <Badge size="sm" tone={share.active ? 'success' : 'warning'}>{share.active ? 'Shared' : 'Paused'}</Badge>
          : <Badge size="sm" tone="neutral">Not shared</Badge>}
        toolbar={toolbar}
        loading={loading}
        loadingText="Loading the sharing settings..."
        error={loadError}
        onRetry={onRetry}
        empty={Boolean(loadError)}
      >
        {body}
      </Panel>
      {share ? (
        <ConfirmDialog
          open={confirming}
          title="Revoke the public link?"
          description={`${portfolioName ? `${portfolioName}: ` : ''}the link stops opening at once, for everyone who has it. Sharing again makes a new link.`}
          confirmLabel="Revoke link"
          pendingLabel="Revoking..."
          failureText="The link could not be revoked. Please try again."
          onConfirm={onRevoke}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
