// The messages slice's server code (issue 48: a functions codebase of its own, deployed with its
// slice): the enquiry counts a browser could forge (gone with their listing), the Inbox's count
// in each person's badges, and the e-mail of a conversation's news in its recipient's language.
export { enquiryCountListingGone, enquiryOpened } from './enquiries/enquiry-count.ts';
export { inboxBadges } from './inbox/inbox-badge.ts';
export { messagesMail } from './inbox/message-mail.ts';
export { messagesAccountDeleted } from './account/conversations-closed.ts';
