import { useState } from 'react';
import { Alert, Button } from '@pt/ui';

export interface PortfoliosUnavailableProps {
  message: string;
  /** Fetches again; resolves when that attempt is over (whatever its outcome). */
  onRetry: () => Promise<void>;
  /** A new attempt is under way that the reader did not ask for (the client's own retries: product §9.7). */
  retrying?: boolean;
}

/**
 * The data could not be loaded: the message where they would be, with Try again. While an
 * attempt is under way (the reader's or one of the client's automatic retries) the alert and its
 * button stay in place, the button busy with its name unchanged, and pressing it again starts
 * nothing more; only data that arrive replace the alert. Before, a retry that succeeded could
 * swap the alert out under a press, and the press then landed on whatever had taken its place.
 */
export function PortfoliosUnavailable({ message, onRetry, retrying = false }: PortfoliosUnavailableProps) {
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
      description="Check your connection and try again."
      action={<Button size="sm" variant="outline" loading={busy} onClick={retry}>Try again</Button>}
    />
  );
}
