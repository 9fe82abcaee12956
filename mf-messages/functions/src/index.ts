// The messages slice's server code (issue 48: a functions codebase of its own, deployed with its
// slice): the enquiry counts a browser could forge.
export { enquiryOpened } from './enquiries/enquiry-count.ts';
