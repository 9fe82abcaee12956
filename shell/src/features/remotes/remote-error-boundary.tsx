import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './remote-error-boundary.module.css';

interface Props {
  remoteLabel: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Catches a remote that does not load or crashes, inside the shell's layout. */
export class RemoteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`[shell] ${this.props.remoteLabel} failed:`, error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className={styles.fallback} role="alert">
        <h1 className={styles.title}>This part of the site is unavailable</h1>
        <p>
          The {this.props.remoteLabel.toLowerCase()} section could not be loaded. Check your connection and try again.
        </p>
        <button type="button" className={styles.retry} onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}
