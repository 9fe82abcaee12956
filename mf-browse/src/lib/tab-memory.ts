// What a page keeps for the tab's visit to one history entry (sessionStorage), for when the
// visitor comes back to it (Back, or a reload): the map's view of a search, how many pages of a
// list were loaded (issue 53). Best effort: storage off or full keeps nothing, and what comes back
// is checked by `read`, never trusted.

const storageKey = (name: string, entry: string) => `${name}:${entry}`;

/** The value kept as `name` for `entry`, when `read` accepts it. */
export function keptFor<T>(name: string, entry: string, read: (raw: unknown) => T | undefined): T | undefined {
  try {
    return read(JSON.parse(sessionStorage.getItem(storageKey(name, entry)) ?? 'null'));
  } catch {
    return undefined; // storage off, or not JSON: as on a first visit
  }
}

/** Keeps `value` as `name` for `entry`. */
export function keepFor(name: string, entry: string, value: unknown): void {
  try {
    sessionStorage.setItem(storageKey(name, entry), JSON.stringify(value));
  } catch {
    // Private modes may refuse storage: the page starts as on a first visit.
  }
}

/** Forgets `name` for `entry`. */
export function forgetFor(name: string, entry: string): void {
  try {
    sessionStorage.removeItem(storageKey(name, entry));
  } catch {
    // As above.
  }
}
