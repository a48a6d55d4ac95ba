import { Component, type ReactNode } from 'react';
import { PageSlot } from '@pt/ui';
import { RouteErrorScreen } from './RouteErrorScreen';
import { isReloadingForNewBuild } from '../app/staleChunkReload';

interface Props { children: ReactNode; /** Changes on navigation, so leaving a broken page recovers. */ resetKey: string }
interface State { error: unknown; resetKey: string }

/** product §2's route-level error screen for errors while loading or rendering a route. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    // A chunk of an older build failed to load and the page is reloading: no error to show.
    return isReloadingForNewBuild() ? <PageSlot /> : <RouteErrorScreen error={this.state.error} />;
  }
}
