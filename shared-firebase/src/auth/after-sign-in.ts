// What a visitor was doing when a page sent them to sign in: the page to go back to, and an action
// for the remote that owns it to finish once they are signed in (data only: `{ kind, data }`). Kept
// in this tab for half an hour. The sign-in pages (mf-account) only ask where to go back to; the
// remote that left the action takes it back by its kind (mf-browse: saving a home), so neither
// needs the other's code.
const KEY = 'marketplace:after-sign-in';
const MAX_AGE_MS = 30 * 60_000;

/** An action a remote finishes after sign-in: a kind it recognises, and its own data. */
export interface AfterSignInAction {
  kind: string;
  data: Record<string, string>;
}

interface Kept {
  /** Gone once the sign-in page has taken it. */
  returnTo?: string;
  at: number;
  action?: AfterSignInAction;
}

/** A path of this site: never another origin. */
const isSitePath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

function read(): Kept | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    const kept: unknown = JSON.parse(raw);
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { returnTo, at, action } = kept as Record<string, unknown>;
    if ((returnTo !== undefined && !isSitePath(returnTo)) || typeof at !== 'number' || Date.now() - at > MAX_AGE_MS)
      return undefined;
    const validAction =
      typeof action === 'object' &&
      action !== null &&
      typeof (action as AfterSignInAction).kind === 'string' &&
      typeof (action as AfterSignInAction).data === 'object' &&
      (action as AfterSignInAction).data !== null
        ? (action as AfterSignInAction)
        : undefined;
    return { ...(returnTo === undefined ? {} : { returnTo }), at, ...(validAction ? { action: validAction } : {}) };
  } catch {
    return undefined;
  }
}

function write(kept: Kept | undefined): void {
  try {
    if (kept) sessionStorage.setItem(KEY, JSON.stringify(kept));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the visitor signs in and does it again.
  }
}

/** Keeps where to go back to after sign-in and, optionally, the action to finish there. */
export function continueAfterSignIn(returnTo: string, action?: AfterSignInAction): void {
  if (!isSitePath(returnTo)) return;
  write({ returnTo, at: Date.now(), ...(action ? { action } : {}) });
}

/**
 * After a sign-in: the page to go back to, once (undefined when nothing was kept, or it is older
 * than half an hour). The action, if any, stays for its remote.
 */
export function takeReturnAfterSignIn(): string | undefined {
  const kept = read();
  write(kept?.action ? { at: kept.at, action: kept.action } : undefined);
  return kept?.returnTo;
}

/** The kept action of `kind`, once: its remote finishes it (undefined when there is none). */
export function takeAfterSignInAction(kind: string): AfterSignInAction['data'] | undefined {
  const kept = read();
  if (!kept?.action || kept.action.kind !== kind) return undefined;
  write(undefined);
  return kept.action.data;
}
