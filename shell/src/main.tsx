import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setPageLocale, startingLocale } from 'site-contract/locale';
import { App } from './app/app.tsx';
import 'design-system/tokens.css';

// The site's language, chosen once (issue 88): asked for in the address or the cookie, else the
// browser's; every slice reads it from <html>.
setPageLocale(startingLocale());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
const reactRoot = createRoot(root);
// As a transition, React renders the first screen in slices of a few milliseconds instead of one
// long task, so a tap during start-up is answered at once (the render of the shell and its first
// page was one ~50 ms task here, ~200 ms at a phone's speed); the benchmark's LCP did not move.
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
