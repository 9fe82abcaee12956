import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { useShellWords } from '../../lib/shell-words.ts';

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
        <RemoteUnavailable
          section={remoteLabel.toLowerCase()}
          incompatible={this.state.incompatible}
          onRetry={onRetry}
        />
        {painted}
      </>
    );
  }
}

/** What the page says of a part of the site that did not load, in the site's language. */
function RemoteUnavailable({
  section,
  incompatible,
  onRetry,
}: {
  section: string;
  incompatible: boolean;
  onRetry: () => void;
}) {
  const words = useShellWords();
  return (
    <section role="alert">
      <EmptyState action={<Button onClick={onRetry}>{words.retry}</Button>}>
        <h1>{words.unavailable}</h1>
        <p>{(incompatible ? words.sectionUpdating : words.sectionNotLoaded).replace('{section}', section)}</p>
      </EmptyState>
    </section>
  );
}
