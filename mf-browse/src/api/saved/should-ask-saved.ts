import { maySignedInSessionExist } from 'shared-firebase';

/**
 * Whether a page showing hearts should ask which homes are saved: false when nobody can be signed
 * in on this browser, known without loading Auth, Firestore or the saved homes' code (a visitor's
 * pages stay as light).
 */
export function shouldAskSaved(): boolean {
  return maySignedInSessionExist();
}
