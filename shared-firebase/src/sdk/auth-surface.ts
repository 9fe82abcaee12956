// The Auth SDK surface the remotes call: the page's one Auth service and the SDK functions that
// sign people in, up and out, rename them, confirm who they are, verify their address (3.2.0)
// and delete their account. The session itself (who is signed in, and its changes) stays this
// package's (auth/auth.ts): every remote reads it the same way. Loaded on first use, like every SDK part (decision record 006).
// browserPopupRedirectResolver goes to the pop-up calls: the page's Auth is created without it
// (app/auth-service.ts), so Google's pop-up machinery loads only when someone asks for it.
export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
export { authService } from '../app/auth-service.ts';

/** The page's Auth service (`auth`) and the SDK functions of the surface (what loadAuth gives). */
export type AuthSdk = Omit<typeof import('./auth-surface.ts'), 'authService'> & {
  auth: ReturnType<typeof import('../app/auth-service.ts').authService>;
};
