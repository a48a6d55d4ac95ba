import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../primitives/Alert';
import { CopyValueButton } from '../../private/AppShared';
import * as appStyles from '../../private/AppShared/styles.css';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Panel } from '../../primitives/Panel';
import { ConfirmDialog, type PortfolioFormat } from '../../private/PortfolioShared';
import { Stack } from '../../primitives/Stack';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './FriendsList.css';

/** An accepted friend; the SDK's `Friend` passes as it is. `id` is the friendship's. */
export interface FriendRow {
  id: string;
  user_id: string;
  email: string;
  full_name: string;
  /** When the request was accepted. */
  created_at: string;
}
/** Someone asking to be your friend: their name, not their e-mail (the SDK's `IncomingFriendRequest`). */
export interface IncomingFriendRow { id: string; user_id: string; full_name: string; created_at: string }
/** A request you sent: only the id you typed (the SDK's `OutgoingFriendRequest`). */
export interface OutgoingFriendRow { id: string; user_id: string; created_at: string }

export interface FriendsListProps {
  friends: readonly FriendRow[];
  incoming: readonly IncomingFriendRow[];
  outgoing: readonly OutgoingFriendRow[];
  onAccept: (id: string) => unknown;
  onDecline: (id: string) => unknown;
  onCancel: (id: string) => unknown;
  /** Ends a friendship, after the reader confirms; no Remove button without it. */
  onRemove?: (id: string) => unknown;
  /** The request or friendship being answered, for its busy state. */
  busyId?: string | null;
  /** Sends a request to the user id typed (trimmed); the field empties when it resolves and keeps the id when it rejects. */
  onAdd: (userId: string) => unknown;
  adding?: boolean;
  /** Why the request was refused (unknown user, yourself, already friends), shown on the field. */
  addError?: ReactNode;
  /** After a request was sent, e.g. 'Friend request sent.' */
  addMessage?: ReactNode;
  /** The reader's own user id, to give to friends, with a Copy button when `onCopy` is given. */
  ownUserId?: string;
  onCopy?: (value: string) => boolean | void | Promise<boolean | void>;
  /** A friend's shared portfolios, e.g. a SharedPortfolioLinks the page fills for that friend. */
  renderShared?: (friend: FriendRow) => ReactNode;
  format: Pick<PortfolioFormat, 'date'>;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

/**
 * Friends: add one by user id (the request waits for their answer), requests asking you (Accept,
 * Decline) and sent by you (Cancel), and accepted friends with name, e-mail and their shared
 * portfolios. Errors of the add form sit on its field and keep the id typed.
 */
export function FriendsList({
  friends, incoming, outgoing, onAccept, onDecline, onCancel, onRemove, busyId = null, onAdd, adding = false, addError, addMessage,
  ownUserId, onCopy, renderShared, format, loading = false, error, onRetry, className,
}: FriendsListProps) {
  const id = useId();
  const [userId, setUserId] = useState('');
  const [removing, setRemoving] = useState<FriendRow | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    try {
      await onAdd(userId.trim());
      setUserId('');
    } catch {
      // The page shows why (addError); the id stays to correct.
    }
  };

  const addForm = (
    <Panel surface="card" title="Add a friend" titleId={`${id}-add`}
      description="Friends see each other's shared portfolios once the request is accepted.">
      <form className={styles.addForm} onSubmit={(e) => { void submit(e); }} noValidate>
        <TextField
          label="Friend's user id"
          value={userId}
          onValueChange={setUserId}
          error={addError}
          autoComplete="off"
          spellCheck={false}
          className={styles.addField}
          inputClassName={appStyles.mono}
        />
        <Button type="submit" loading={adding} loadingText="Sending..." className={styles.addButton}>Send request</Button>
      </form>
      {addMessage ? <Alert tone="success" description={addMessage} /> : null}
      {ownUserId ? (
        <div className={styles.ownId}>
          <span className={styles.ownIdLabel}>Your user id</span>
          <code className={styles.ownIdValue}>{ownUserId}</code>
          {onCopy ? <CopyValueButton value={ownUserId} label="your user id" onCopy={onCopy} /> : null}
        </div>
      ) : null}
    </Panel>
  );

  // The requests show once the lists are loaded and there are some; the friends' panel says the
  // lists' loading and failure (with Try again) and that there is no friend yet.
  const requests = !loading && !error && incoming.length + outgoing.length > 0 ? (
    <Panel surface="card" title="Friend requests" titleId={`${id}-requests`}>
      {incoming.length > 0 ? (
        <ul className={styles.rows} aria-label="Asking you">
          {incoming.map((r) => (
            <li key={r.id} className={styles.row}>
              <span className={styles.avatar} aria-hidden="true">{r.full_name.slice(0, 1)}</span>
              <div className={styles.who}>
                <span className={styles.name}>{r.full_name}</span>
                <span className={styles.meta}>{`Asked ${format.date(r.created_at)}`}</span>
              </div>
              <div className={styles.actions}>
                <Button size="sm" onClick={() => { void onAccept(r.id); }} loading={busyId === r.id} loadingText="Accepting...">
                  Accept<VisuallyHidden>{` ${r.full_name}`}</VisuallyHidden>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => { void onDecline(r.id); }} disabled={busyId === r.id}>
                  Decline<VisuallyHidden>{` ${r.full_name}`}</VisuallyHidden>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {outgoing.length > 0 ? (
        <ul className={styles.rows} aria-label="Sent by you">
          {outgoing.map((r) => (
            <li key={r.id} className={styles.row}>
              <span className={styles.avatar} aria-hidden="true">?</span>
              <div className={styles.who}>
                <span className={styles.name}><code className={appStyles.mono}>{r.user_id}</code></span>
                <span className={styles.meta}>{`Sent ${format.date(r.created_at)}, waiting for an answer`}</span>
              </div>
              <div className={styles.actions}>
                <Badge size="sm" tone="neutral">Pending</Badge>
                <Button size="sm" variant="ghost" onClick={() => { void onCancel(r.id); }} loading={busyId === r.id} loadingText="Cancelling...">
                  Cancel<VisuallyHidden>{` the request to ${r.user_id}`}</VisuallyHidden>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  ) : null;

  const friendsPanel = (
    <Panel
      surface="card"
      title={<>Friends{friends.length > 0 && !loading && !error ? <span className={styles.count}>{` (${friends.length})`}</span> : null}</>}
      titleId={`${id}-friends`}
      loading={loading}
      loadingText="Loading friends..."
      error={error}
      onRetry={onRetry}
      empty={Boolean(error) || friends.length === 0}
      emptyTitle="No friends yet"
      emptyDescription="Add a friend by their user id. Once they accept, you see each other's shared portfolios here."
    >
      <ul className={styles.rows} aria-labelledby={`${id}-friends`}>
        {friends.map((f) => (
          <li key={f.id} className={styles.friend}>
            <div className={styles.row}>
              <span className={styles.avatar} aria-hidden="true">{f.full_name.slice(0, 1)}</span>
              <div className={styles.who}>
                <span className={styles.name}>{f.full_name}</span>
                <span className={styles.meta}>{f.email}</span>
                <span className={styles.meta}>{`Friends since ${format.date(f.created_at)}`}</span>
              </div>
              {onRemove ? (
                <div className={styles.actions}>
                  <Button size="sm" variant="ghost" onClick={() => setRemoving(f)}>
                    Remove<VisuallyHidden>{` ${f.full_name}`}</VisuallyHidden>
                  </Button>
                </div>
              ) : null}
            </div>
            {renderShared ? <div className={styles.shared}>{renderShared(f)}</div> : null}
          </li>
        ))}
      </ul>
    </Panel>
  );

  return (
    <Stack gap="6" className={className}>
      {requests}
      {friendsPanel}
      {addForm}
      {onRemove ? (
        <ConfirmDialog
          open={removing !== null}
          title={removing ? `Remove ${removing.full_name}?` : 'Remove friend?'}
          description="Neither of you sees the other's shared portfolios any more. You can send a new request later."
          confirmLabel="Remove friend"
          pendingLabel="Removing..."
          failureText="The friend could not be removed. Please try again."
          onConfirm={() => (removing ? onRemove(removing.id) : undefined)}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Stack>
  );
}
