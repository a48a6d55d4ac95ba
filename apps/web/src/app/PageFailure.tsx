// The one failure panel of the app's pages (product §2.2, §9.7): a read failed, so its message
// stands where the data would be, with Try again. Every page and gate shows this one.
import { useState } from 'react';
import { Alert, Button } from '@pt/ui';

export interface PageFailureProps {
  message: string;
  /** Fetches again; resolves when that attempt is over (whatever its outcome). */
  onRetry: () => Promise<void>;
  /** A new attempt is under way that the reader did not ask for (the client's own retries: product §9.7). */
  retrying?: boolean;
  /** Under the message; null for none. */
  description?: string | null;
  /** The button's text while an attempt runs (its name stays 'Try again' when not given). */
  retryingText?: string;
}

/**
 * The data could not be loaded: the message where they would be, with Try again. While an
 * attempt is under way (the reader's or one of the client's automatic retries) the alert and its
 * button stay in place, the button busy, and pressing it again starts nothing more; only data
 * that arrive replace the alert. Before, a retry that succeeded could swap the alert out under a
 * press, and the press then landed on whatever had taken its place.
 */
export function PageFailure({
  message, onRetry, retrying = false, description = 'Check your connection and try again.', retryingText,
}: PageFailureProps) {
  const [pressed, setPressed] = useState(false);
  const busy = retrying || pressed;
  const retry = () => {
    setPressed(true);
    void onRetry().finally(() => { setPressed(false); });
  };
  return (
    <Alert
      tone="danger"
      title={message}
      description={description ?? undefined}
      action={<Button size="sm" variant="outline" loading={busy} loadingText={retryingText} onClick={retry}>Try again</Button>}
    />
  );
}
