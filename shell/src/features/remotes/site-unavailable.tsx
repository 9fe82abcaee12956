import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { useShellWords } from '../../lib/shell-words.ts';

/** Shown in the layout when the site cannot learn which remotes serve its pages (no /remotes.json). */
export function SiteUnavailable({ onRetry }: { onRetry: () => void }) {
  const words = useShellWords();
  return (
    <section role="alert">
      <EmptyState action={<Button onClick={onRetry}>{words.retry}</Button>}>
        <h1>{words.unavailable}</h1>
        <p>{words.siteNotLoaded}</p>
      </EmptyState>
    </section>
  );
}
