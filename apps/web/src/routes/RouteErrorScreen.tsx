/** Spec 2: 'Unexpected Application Error!' with a status line or message, and a stack when there is one. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const status = typeof error === 'object' && error !== null && 'status' in error ? String((error as { status: unknown }).status) : null;
  const message = error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : 'An error occurred';
  const stack = error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" style={{ maxWidth: 720, margin: '0 auto', padding: '4rem 1.5rem' }}>
      <h1 tabIndex={-1}>Unexpected Application Error!</h1>
      <p>{status ? `${status} ${message}` : message}</p>
      {stack ? <pre style={{ whiteSpace: 'pre-wrap', overflowX: 'auto' }}>{stack}</pre> : null}
      <p><a href="/">Return to Home</a></p>
    </main>
  );
}
