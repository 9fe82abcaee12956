// What an enquiry needs of the listing and of the two people: read when the form opens.
import { isGone, parseListing, parseProfile, type ListingStatus, type ListingType } from 'listing-domain';
import { loadFirestore } from 'shared-firebase';
import { CONVERSATIONS, conversationIdOf, parseConversation, type Conversation } from './conversation-types.ts';

export interface EnquiryListing {
  id: string;
  name: string;
  type: ListingType;
  /** The cover photo, as the listing stores it (the rules compare). */
  photo: string;
  landlordId: string;
  status: ListingStatus | undefined;
  /** Let or sold: it takes no new enquiries. */
  gone: boolean;
}

/** The listing, or null when there is no such listing. */
export async function readEnquiryListing(listingId: string): Promise<EnquiryListing | null> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, 'listings', listingId));
  const listing = snapshot.exists() ? parseListing(snapshot.id, snapshot.data()) : null;
  if (!listing) return null;
  return {
    id: listing.id,
    name: listing.name,
    type: listing.type,
    photo: listing.imgUrls[0] ?? '',
    landlordId: listing.userRef,
    status: listing.status,
    gone: isGone(listing.status),
  };
}

/** A person's name as their account has it ('' when there is none to read). */
export async function readPersonName(uid: string): Promise<string> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, 'users', uid));
  return parseProfile(uid, snapshot.data())?.name ?? '';
}

/** The conversation `uid` already has about the listing, or null. */
export async function readOwnEnquiry(listingId: string, uid: string): Promise<Conversation | null> {
  const sdk = await loadFirestore();
  const snapshot = await sdk.getDoc(sdk.doc(sdk.db, CONVERSATIONS, conversationIdOf(listingId, uid)));
  return snapshot.exists() ? parseConversation(snapshot.id, snapshot.data()) : null;
}
