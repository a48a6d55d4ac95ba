import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { CopyValueButton } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Button } from '../../primitives/Button';
import { Panel, type PanelBlockProps } from '../../primitives/Panel';
import { ConfirmDialog, type PortfolioFormat } from '../../private/PortfolioShared';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './ApiTokensManager.css';

/** A token as listed, never its secret; the SDK's `ApiToken` passes as it is. */
export interface ApiTokenRow {
  id: string;
  name: string;
  /** The token's first characters, so the member can tell which one a script uses. */
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

/** A token just created: the only moment its secret is known. */
export interface CreatedApiTokenView {
  name: string;
  token: string;
}

export interface ApiTokensManagerProps extends PanelBlockProps {
  tokens: readonly ApiTokenRow[];
  /** The name being typed (the page's form keeps it, also across a refused create). */
  name: string;
  onNameChange: (name: string) => void;
  /** The name's error, from the SDK's rule or the server. */
  nameError?: ReactNode;
  /** Creates a token with the typed name; the page checks it. */
  onCreate: (name: string) => unknown;
  creating?: boolean;
  /** A refusal that belongs to no field, e.g. the token limit. */
  formError?: ReactNode;
  /** The token just created, shown once with Copy; null once dismissed. */
  created?: CreatedApiTokenView | null;
  onDismissCreated?: () => void;
  /** What to say about the secret; 'Copy it now; it will not be shown again.' by default. */
  shownOnceText?: ReactNode;
  /** Copies a value (the app's clipboard call); false or a rejection means it was not copied. */
  onCopy: (value: string) => boolean | void | Promise<boolean | void>;
  /** Revokes a token, after the reader confirms; a rejection is shown in the confirmation. */
  onRevoke: (id: string) => unknown;
  /** The API's base URL for the curl example, e.g. 'https://api.portfoliotracker.example'. */
  apiBaseUrl: string;
  /** The read call the example makes. */
  examplePath?: string;
  /** Stands for the token in the example. */
  tokenPlaceholder?: string;
  format: Pick<PortfolioFormat, 'date'>;
  description?: ReactNode;
}

/**
 * Personal read-only API tokens: the list (name, created, last used or 'Never', Revoke behind a
 * confirmation), a create form with a name (its error on the field, nothing typed cleared by the
 * component), the new token once in a read-only field with Copy, and a curl example with the
 * API's base URL and a placeholder for the token. Without the plan: the upgrade prompt.
 */
export function ApiTokensManager({
  tokens, name, onNameChange, nameError, onCreate, creating = false, formError, created = null, onDismissCreated,
  shownOnceText = 'Copy it now; it will not be shown again.', onCopy, onRevoke, apiBaseUrl, examplePath = '/api/portfolio',
  tokenPlaceholder = 'pt_YOUR_TOKEN', format, title = 'API tokens', titleAs = 'h2',
  description = 'Scripts and spreadsheets can read your portfolios with a personal token. Tokens are read-only: they cannot change anything.',
  loading = false, error, onRetry, className,
}: ApiTokensManagerProps) {
  const id = useId();
  const titleId = `api-tokens-${id}`;
  const formTitleId = `api-tokens-form-${id}`;
  const exampleTitleId = `api-tokens-example-${id}`;
  const SubTitle = titleAs === 'h2' ? 'h3' : 'h4';
  const [confirming, setConfirming] = useState<ApiTokenRow | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (creating) return;
    await onCreate(name);
    // A refused name is what the reader fixes next.
    if (nameRef.current?.getAttribute('aria-invalid') === 'true') nameRef.current.focus();
  };

  const list = (
    <ul className={styles.list} aria-labelledby={titleId}>
      {tokens.map((t) => (
        <li key={t.id} className={styles.item}>
          <div className={styles.text}>
            <span className={styles.name}>{t.name}</span>
            <span className={styles.meta}>
              <span className={appStyles.mono}>{t.prefix}…</span>
              {` · Created ${format.date(t.created_at)} · Last used ${t.last_used_at === null ? 'Never' : format.date(t.last_used_at)}`}
            </span>
          </div>
          <Button size="sm" variant="outline" className={styles.revoke} onClick={() => setConfirming(t)}>
            {'Revoke '}<VisuallyHidden>{`token ${t.name}`}</VisuallyHidden>
          </Button>
        </li>
      ))}
    </ul>
  );

  const command = `curl -H "Authorization: Bearer ${tokenPlaceholder}" \\\n  ${apiBaseUrl.replace(/\/+$/, '')}${examplePath}`;
  // The token just created sits above the list, the form and the example under it, in every state.
  const toolbar = created ? (
    <div className={styles.created} role="group" aria-label={`New token ${created.name}`}>
      <Alert tone="success" title={`Token “${created.name}” created`} description={shownOnceText} />
      <div className={styles.tokenRow}>
        <TextField
          label="Your new token"
          value={created.token}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          className={styles.field}
          inputClassName={appStyles.mono}
        />
        <div className={styles.copy}><CopyValueButton value={created.token} label="token" onCopy={onCopy} /></div>
      </div>
      {onDismissCreated ? (
        <div><Button size="sm" variant="ghost" onClick={onDismissCreated}>I have copied it</Button></div>
      ) : null}
    </div>
  ) : null;
  const footer = (
    <>
      <form className={styles.form} onSubmit={(e) => { void submit(e); }} noValidate aria-labelledby={formTitleId} aria-busy={creating || undefined}>
        <SubTitle id={formTitleId} className={styles.formTitle}>New token</SubTitle>
        {formError ? <Alert tone="danger" description={formError} /> : null}
        <div className={styles.formRow}>
          <TextField
            ref={nameRef}
            label="Token name"
            hint="What uses it, e.g. 'Spreadsheet'."
            value={name}
            onValueChange={onNameChange}
            error={nameError}
            autoComplete="off"
            required
            className={styles.field}
          />
          <Button type="submit" loading={creating} loadingText="Creating..." className={styles.submit}>Create token</Button>
        </div>
      </form>
      <section className={styles.example} aria-labelledby={exampleTitleId}>
        <SubTitle id={exampleTitleId} className={styles.exampleTitle}>Example</SubTitle>
        <p className={styles.exampleText}>Read your portfolios with curl; put your token in place of {tokenPlaceholder}. Writes are refused.</p>
        {/* A scrolling block is reachable by keyboard (axe scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
        <pre className={styles.code} tabIndex={0} aria-label="curl example"><code>{command}</code></pre>
      </section>
    </>
  );

  return (
    <>
      <Panel
        surface="card"
        gap="5"
        title={title}
        titleAs={titleAs}
        titleId={titleId}
        description={description}
        className={className}
        loading={loading}
        loadingText="Loading your API tokens..."
        error={error}
        onRetry={onRetry}
        empty={Boolean(error) || tokens.length === 0}
        emptyTitle="No API tokens yet"
        emptyDescription="Create one below, then use it in the Authorization header of your requests."
        toolbar={toolbar}
        footer={footer}
      >
        {list}
      </Panel>
      <ConfirmDialog
        open={confirming !== null}
        title="Revoke this API token?"
        description={confirming ? `${confirming.name}: anything using it stops working at once. This cannot be undone.` : undefined}
        confirmLabel="Revoke token"
        pendingLabel="Revoking..."
        failureText="The token could not be revoked. Please try again."
        onConfirm={() => (confirming ? onRevoke(confirming.id) : undefined)}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
