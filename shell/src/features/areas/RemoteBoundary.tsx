import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FederationError } from '@wellness/federation/runtime';
import { FirstViewEnd, type RemoteName } from '@wellness/shared/contract';
import { AreaUpdating, RemoteUnavailable } from './RemoteUnavailable';

interface Props {
  remote: RemoteName;
  onRetry: () => void;
  /** Told of every failure (to report it, or to reload onto a newer release). */
  onFailure: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  error: unknown;
}

const isVersionMismatch = (error: unknown) => error instanceof FederationError && error.kind === 'version-mismatch';

/** Contains a failing remote (down, 404, script or render error, another release's contract) to its own area. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[federation] the ${this.props.remote} area failed:`, error, info.componentStack);
    this.props.onFailure(error);
  }

  private retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    // Trying again cannot help a remote built for another version of the page: say it is being updated.
    return (
      <>
        <FirstViewEnd />
        {isVersionMismatch(this.state.error) ? (
          <AreaUpdating remote={this.props.remote} />
        ) : (
          <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />
        )}
      </>
    );
  }
}
