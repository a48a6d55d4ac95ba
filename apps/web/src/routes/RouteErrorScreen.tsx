import { StatusScreen } from '@pt/ui/site';

/** product §2: 'Unexpected Application Error!' with a status line or message, and a stack when there is one. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const status = typeof error === 'object' && error !== null && 'status' in error ? String((error as { status: unknown }).status) : null;
  const message = error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : 'An error occurred';
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <StatusScreen
      role="alert"
      title="Unexpected Application Error!"
      message={status ? `${status} ${message}` : message}
      details={stack}
      // A full page load: whatever broke the route is left behind.
      homeAction={{ href: '/', label: 'Return to Home' }}
    />
  );
}
