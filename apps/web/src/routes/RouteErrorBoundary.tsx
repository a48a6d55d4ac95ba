import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './RouteErrorScreen';

interface Props { children: ReactNode; /** Changes on navigation, so leaving a broken page recovers. */ resetKey: string }
interface State { error: unknown; resetKey: string }

/** Spec 2's route-level error screen for errors while loading or rendering a route. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorScreen error={this.state.error} />;
  }
}
