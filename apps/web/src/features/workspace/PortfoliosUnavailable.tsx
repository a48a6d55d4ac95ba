import { Alert, Button } from '@pt/ui';

/** The portfolios could not be loaded: the message where they would be, with Try again. */
export function PortfoliosUnavailable({ message, onRetry }: { message: string; onRetry: () => Promise<void> }) {
  return (
    <Alert
      tone="danger"
      title={message}
      description="Check your connection and try again."
      action={<Button size="sm" variant="outline" onClick={() => { void onRetry(); }}>Try again</Button>}
    />
  );
}
