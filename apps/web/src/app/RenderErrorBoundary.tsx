import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isIgnoredRenderError } from './isIgnoredRenderError';

interface State { error: unknown; ignoredInARow: number }

/** Spec 2: a render error shows 'Something went wrong' with its message; URL construction errors are only warned about. */
export class RenderErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, ignoredInARow: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (isIgnoredRenderError(error) && this.state.ignoredInARow < 3) {
      console.warn('Ignored URL construction error:', error instanceof Error ? error.message : error);
      // Render the children again; give up after a few repeats so a loop cannot hang the page.
      this.setState((s) => ({ error: null, ignoredInARow: s.ignoredInARow + 1 }));
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isIgnoredRenderError(error) && this.state.ignoredInARow < 3) return null;
    const message = error instanceof Error && error.message ? error.message : 'An error occurred';
    return (
      <main id="main" role="alert" style={{ maxWidth: 720, margin: '0 auto', padding: '4rem 1.5rem' }}>
        <h1 tabIndex={-1}>Something went wrong</h1>
        <p>{message}</p>
        <p><a href="/">Return to Home</a></p>
      </main>
    );
  }
}
