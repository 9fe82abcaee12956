// A remote's page whose own code loads apart from the remote's `pages` entry (its chunk, loaded
// when it is first shown) may say so with `loadCode`: the shell awaits it before it mounts the
// page, so what the page area shows meanwhile (the first screen the server rendered into the
// HTML, or the shell's spinner) stays until the page can render its content. Without it, the page
// shows its own wait: the server's first screen would give way to a spinner and come back.

/** What a page component of a remote's `pages` may carry besides being a component. */
export interface PageCode {
  /** Loads the page's own code; resolved once the page renders its content at its first render. */
  loadCode?: () => Promise<void>;
}
