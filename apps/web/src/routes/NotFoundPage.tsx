import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main id="main" style={{ maxWidth: 720, margin: '0 auto', padding: '4rem 1.5rem', textAlign: 'center' }}>
      <p aria-hidden="true" style={{ fontSize: '4rem', fontWeight: 800, margin: 0 }}>404</p>
      <h1 tabIndex={-1}>Oops! Page not found</h1>
      <p><Link to="/">Return to Home</Link></p>
    </main>
  );
}
