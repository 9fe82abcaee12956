import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadRemoteBadge } from './remote-registry.ts';

/** A badge that fails to load or draw leaves the nav as it is: it is a hint, not a page. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

function LoadedBadge({ remote, name }: { remote: string; name: string }) {
  const [Badge, setBadge] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    loadRemoteBadge(remote, name).then(
      (component) => {
        if (active) setBadge(() => component);
      },
      (error: unknown) => console.warn(`[shell] no badge ${name} from ${remote}`, error),
    );
    return () => {
      active = false;
    };
  }, [remote, name]);
  return Badge ? <Badge /> : null;
}

/** The badge a nav entry's remote declared (site-contract's NavEntry.badge), loaded after the page. */
export function RemoteBadge({ remote, name }: { remote: string; name: string }) {
  return (
    <QuietBoundary>
      <LoadedBadge remote={remote} name={name} />
    </QuietBoundary>
  );
}
