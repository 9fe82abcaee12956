// The exposed entry of mf-account (`mf_account/pages`): router-free pages the shell mounts.
import { withQueryClient } from 'design-system/with-query-client';
import { loadFirestore } from 'shared-firebase';
import { preloadCatalogue, withLocale } from '../i18n/i18n.ts';
import { ForgotPasswordPage } from '../features/forgot-password/components/forgot-password-page.tsx';
import { ProfilePage } from '../features/profile/components/profile-page.tsx';
import { SignInPage } from '../features/sign-in/components/sign-in-page.tsx';
import { SignUpPage } from '../features/sign-up/components/sign-up-page.tsx';
import { queryClient } from './query-client.ts';

export { contract } from './shell-contract.ts';

// These pages read through the Firestore SDK from their first screen (no early read): start
// loading it with their code rather than when they first ask.
loadFirestore().catch(() => {}); // a failure shows when the page asks
// And the words of the site's language, when it is not English (issue 88).
preloadCatalogue();

// Each page in this remote's own query cache, in the site's language.
const inQueryClient = withQueryClient(queryClient);
const withProviders: typeof inQueryClient = (Page) => withLocale(inQueryClient(Page));

export const pages = {
  SignInPage: withProviders(SignInPage),
  SignUpPage: withProviders(SignUpPage),
  ForgotPasswordPage: withProviders(ForgotPasswordPage),
  ProfilePage: withProviders(ProfilePage),
};
