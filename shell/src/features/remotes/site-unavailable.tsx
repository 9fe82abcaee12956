import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';

/** Shown in the layout when the site cannot learn which remotes serve its pages (no /remotes.json). */
export function SiteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert">
      <EmptyState action={<Button onClick={onRetry}>Retry</Button>}>
        <h1>This part of the site is unavailable</h1>
        <p>The site could not be loaded. Check your connection and try again.</p>
      </EmptyState>
    </section>
  );
}
