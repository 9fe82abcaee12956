// The Auth SDK surface the remotes call: the page's one Auth service and the SDK functions that
// sign people in, up and out, rename them, confirm who they are and delete their account. The
// session itself (who is signed in, and its changes) stays this package's (auth/auth.ts): every
// remote reads it the same way. Loaded on first use, like every SDK part (decision record 006).
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
} from 'firebase/auth';
import { authService } from '../app/auth-service.ts';

const functions = {
  // Pass it to the pop-up calls: the page's Auth is created without it (app/auth-service.ts), so
  // Google's pop-up machinery loads only when someone asks for it.
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
};

/** The page's Auth service (`auth`) and the SDK functions of the surface. */
export type AuthSdk = typeof functions & { auth: ReturnType<typeof authService> };

export function authSdk(): AuthSdk {
  return { ...functions, auth: authService() };
}
