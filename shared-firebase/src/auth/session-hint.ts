// Whether this browser may have a signed-in session, known without loading the Auth SDK: the
// SDK keeps its session in IndexedDB, and reading it means loading Auth. A page that only wants
// to show a signed-in touch (a filled heart) asks this first, and loads Auth only if it says yes;
// Auth writes it on every change of the signed-in user (auth-service.ts).
const HINT_KEY = 'marketplace:signed-in';

/** Notes whether someone is signed in now (called by Auth on every change). */
export function noteSession(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // No storage (private mode): pages then load Auth when asked.
  }
}

/**
 * False when nobody has signed in on this browser since Auth last looked (no need to load Auth to
 * know); true when someone may be (Auth then tells). Without storage, true.
 */
export function maySignedInSessionExist(): boolean {
  try {
    return typeof localStorage === 'undefined' || localStorage.getItem(HINT_KEY) === '1';
  } catch {
    return true;
  }
}
