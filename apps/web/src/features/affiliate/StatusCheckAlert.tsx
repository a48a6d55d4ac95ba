// The affiliate pages when the status check failed: product §4 shows the registration (status
// none), and this says why an affiliate may not see their dashboard, with a retry.
import { useState } from 'react';
import { Alert, Button } from '@pt/ui';

interface StatusCheckAlertProps {
  /** The product §8 load text, from the status hook. */
  message: string;
  /** Checks again; resolves when done. */
  onRetry(): Promise<void>;
}

export function StatusCheckAlert({ message, onRetry }: StatusCheckAlertProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <Alert
      tone="danger"
      title={message}
      action={(
        <Button size="sm" variant="outline" loading={retrying} loadingText="Checking..."
          onClick={() => {
            setRetrying(true);
            void onRetry().finally(() => setRetrying(false));
          }}>
          Try again
        </Button>
      )}
    />
  );
}
