// The exposed entry of mf-messages (`mf_messages/pages`): router-free pages the shell mounts.
import { withQueryClient } from 'design-system/with-query-client';
import { ConversationPage } from '../features/conversation/components/conversation-page.tsx';
import { EnquiryPage } from '../features/enquiry/components/enquiry-page.tsx';
import { InboxPage } from '../features/inbox/components/inbox-page.tsx';
import { queryClient } from './query-client.ts';

export { contract } from './shell-contract.ts';

// Each page in this remote's own query cache.
const withProviders = withQueryClient(queryClient);

export const pages = {
  EnquiryPage: withProviders(EnquiryPage),
  InboxPage: withProviders(InboxPage),
  ConversationPage: withProviders(ConversationPage),
};
