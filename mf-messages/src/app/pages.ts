// The exposed entry of mf-messages (`mf_messages/pages`): router-free pages the shell mounts.
import { withQueryClient } from 'design-system/with-query-client';
import { ConversationPage } from '../features/conversation/components/conversation-page.tsx';
import { EnquiryPage } from '../features/enquiry/components/enquiry-page.tsx';
import { InboxPage } from '../features/inbox/components/inbox-page.tsx';
import { preloadCatalogue, withLocale } from '../i18n/i18n.ts';
import { queryClient } from './query-client.ts';

export { contract } from './shell-contract.ts';

// The words of the site's language, when it is not English (issue 88), with the pages' code.
preloadCatalogue();

// Each page in this remote's own query cache, in the site's language.
const inQueryClient = withQueryClient(queryClient);
const withProviders: typeof inQueryClient = (Page) => withLocale(inQueryClient(Page));

export const pages = {
  EnquiryPage: withProviders(EnquiryPage),
  InboxPage: withProviders(InboxPage),
  ConversationPage: withProviders(ConversationPage),
};
