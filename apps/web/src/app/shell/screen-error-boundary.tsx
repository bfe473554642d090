import { Component, type ReactNode } from 'react';
import { RouteErrorScreen } from './route-error-screen';

interface Props {
  /** Changing it (the path) clears a shown error. */
  resetKey: string;
  children: ReactNode;
}

/** A screen failed to render or its code failed to load (typically an old chunk after a deploy). */
export class ScreenErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteErrorScreen /> : this.props.children;
  }
}
