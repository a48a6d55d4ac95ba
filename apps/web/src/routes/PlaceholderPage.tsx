// Temporary screen for a route whose page a later issue builds; it says so on screen.
export function PlaceholderPage({ title, issue }: { title: string; issue: number }) {
  return (
    <main id="main" style={{ maxWidth: 720, margin: '0 auto', padding: '4rem 1.5rem' }}>
      <h1 tabIndex={-1}>{title}</h1>
      <p>This page is a placeholder: it is being built in issue {issue}.</p>
      <p><a href="/">Return to Home</a></p>
    </main>
  );
}
