import type { ReactNode } from 'react';
import { Component } from 'react';

import { RouteErrorScreen } from '../../screens/errors/RouteErrorScreen.tsx';

interface Props {
  /** The location shown: moving elsewhere gives the new screen its chance. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: string;
}

/** A screen that throws while rendering is replaced by the error screen, not a blank page. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
