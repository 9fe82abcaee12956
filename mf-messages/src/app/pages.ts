// The exposed entry of mf-messages (`mf_messages/pages`): router-free pages the shell mounts.
import { ConversationPage } from '../features/conversation/components/conversation-page.tsx';
import { EnquiryPage } from '../features/enquiry/components/enquiry-page.tsx';
import { InboxPage } from '../features/inbox/components/inbox-page.tsx';

export { contract } from './contract.ts';

export const pages = { EnquiryPage, InboxPage, ConversationPage };
