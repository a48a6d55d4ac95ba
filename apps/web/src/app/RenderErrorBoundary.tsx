import { Component, type ErrorInfo, type ReactNode } from 'react';
import { StatusScreen } from '@pt/ui/site';
import { isIgnoredRenderError } from './isIgnoredRenderError';
import { isReloadingForNewBuild } from './staleChunkReload';

interface State { error: unknown; ignoredInARow: number }

/** product §2: a render error shows 'Something went wrong' with its message; URL construction errors are only warned about. */
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
    // A chunk of an older build failed to load and the page is reloading.
    if (isReloadingForNewBuild()) return null;
    const message = error instanceof Error && error.message ? error.message : 'An error occurred';
    // Outside the router and the layout: a plain link reloads the app from the home page.
    return <StatusScreen role="alert" title="Something went wrong" message={message} homeAction={{ href: '/', label: 'Return to Home' }} />;
  }
}
