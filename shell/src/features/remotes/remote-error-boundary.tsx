import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';

interface Props {
  remoteLabel: string;
  onRetry: () => void;
  children: ReactNode;
  /** Shown under the notice when the page failed: the server's first screen, still usable as links. */
  painted?: ReactNode;
}

interface State {
  failed: boolean;
  incompatible: boolean;
}

/** Catches a remote that does not load or crashes, inside the shell's layout. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, incompatible: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, incompatible: error instanceof Error && error.name === 'IncompatibleRemoteError' };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[shell] ${this.props.remoteLabel} failed:`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const { remoteLabel, onRetry, painted } = this.props;
    return (
      <>
        <section role="alert">
          <EmptyState action={<Button onClick={onRetry}>Retry</Button>}>
            <h1>This part of the site is unavailable</h1>
            <p>
              {this.state.incompatible
                ? `The ${remoteLabel.toLowerCase()} section is being updated and is not compatible with this version of the site yet. Please try again in a moment.`
                : `The ${remoteLabel.toLowerCase()} section could not be loaded. Check your connection and try again.`}
            </p>
          </EmptyState>
        </section>
        {painted}
      </>
    );
  }
}
