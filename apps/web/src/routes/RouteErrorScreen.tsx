import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** Spec 2: the route-level error screen with a status line or message, and a stack when there is one. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const line = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : 'An error occurred';
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" style={{ maxWidth: 720, margin: '0 auto', padding: '4rem 1.5rem' }}>
      <h1 tabIndex={-1}>Unexpected Application Error!</h1>
      <p>{line}</p>
      {stack ? <pre style={{ whiteSpace: 'pre-wrap', overflowX: 'auto' }}>{stack}</pre> : null}
      <p><a href="/">Return to Home</a></p>
    </main>
  );
}
