import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@wellness/shared/contract';
import { RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Contains a failing remote (down, 404, script or render error) to its own area of the page. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[federation] the ${this.props.remote} area failed:`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error) return <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />;
    return this.props.children;
  }
}
