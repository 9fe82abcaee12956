// The exposed entry of mf-account (`mf_account/pages`): router-free pages the shell mounts.
import { ForgotPasswordPage } from '../features/forgot-password/components/forgot-password-page.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { SignInPage } from '../features/sign-in/components/sign-in-page.tsx';
import { SignUpPage } from '../features/sign-up/components/sign-up-page.tsx';

export { contract } from './contract.ts';

export const pages = { SignInPage, SignUpPage, ForgotPasswordPage, ProfilePage };
