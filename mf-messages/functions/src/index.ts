// The messages slice's server code (issue 48: a functions codebase of its own, deployed with its
// slice): the enquiry counts a browser could forge (gone with their listing), and the Inbox's count
// in each person's badges.
export { enquiryCountListingGone, enquiryOpened } from './enquiries/enquiry-count.ts';
export { inboxBadges } from './inbox/inbox-badge.ts';
export { messagesAccountDeleted } from './account/conversations-closed.ts';
