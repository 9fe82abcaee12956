// The listing editor's rules matrices (issue 48: beside its rules fragment), split by subject
// (issue 49): the actors, a listing as the app writes it, and publishing and editing as the app
// does them (each with its quota write), for listing-content-, listing-edit- and
// listing-quota-rules.integration.test.ts. Each file calls listingRulesMatrix once, at its top.
import { doc, getDoc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { LOCAL_RATES, searchFieldsOf, type ListingInput } from 'listing-domain';
import { rulesMatrix, withEmail } from 'shared-firebase/testing/rules-matrix';

/** The matrix `name` against the composed rules, with the listing editor's actors and writes. */
export function listingRulesMatrix(name: string) {
  const matrix = rulesMatrix(name);
  const { as, anonymous, noEmail, projectId: PROJECT_ID } = matrix;

  // The actors. Only people with an e-mail address (password or Google accounts) may write.
  const OWNER = 'owner-uid';
  const OTHER = 'other-uid';
  const owner = withEmail(OWNER, 'owner@example.com');
  const other = withEmail(OTHER, 'other@example.com');
  const GOOGLE_USER = 'google-uid';
  const googleUser = withEmail(GOOGLE_USER, 'g.user@gmail.example', 'google.com');
  const anonymousAccount = () => anonymous(OWNER);
  const noEmailAccount = () => noEmail(OWNER);
  /** An anonymous account claiming an e-mail in its token: still not an e-mail identity. */
  const anonymousWithClaim = () => anonymous(OWNER, 'owner@example.com');

  const photo = (uid: string, name = 'front.jpg-1a2b') =>
    `http://127.0.0.1:9199/v0/b/${PROJECT_ID}.appspot.com/o/images%2F${uid}-${name}?alt=media&token=0f3c-9a1d`;

  function listing(userRef = OWNER): Record<string, unknown> {
    return {
      type: 'rent',
      name: 'Rules test home',
      bedrooms: 2,
      bathrooms: 1,
      parking: false,
      furnished: true,
      location: '1 Rules Road, Lyon',
      offer: true,
      regularPrice: 1000,
      discountedPrice: 900,
      geolocation: { lat: 10, lng: 20 },
      imgUrls: [photo(userRef)],
      userRef,
      timestamp: serverTimestamp(),
    };
  }

  /** Gives a listing the search fields the site writes with it (search-fields.ts). */
  function withSearchFields(l: Record<string, unknown>) {
    Object.assign(l, searchFieldsOf(l as unknown as ListingInput, LOCAL_RATES));
  }

  /** A stored listing, as a create through the rules would have left it. */
  const storedListing = (userRef = OWNER) => ({ ...listing(userRef), timestamp: Timestamp.now() });

  let idCounter = 0;
  const newId = () => `listing-${(idCounter += 1)}`;

  /**
   * Publishing as the app does: the listing and the publisher's quota in one batch. `quota`: what the
   * quota document says (by default, a new window counting this listing); null: no quota write.
   */
  function publish(
    database: Firestore,
    data: Record<string, unknown>,
    quota?: Record<string, unknown> | null,
    { id = newId(), quotaOf = OWNER } = {},
  ) {
    const batch = writeBatch(database);
    batch.set(doc(database, 'listings', id), data);
    if (quota !== null) {
      batch.set(
        doc(database, 'publishing', quotaOf),
        quota ?? { windowStart: serverTimestamp(), count: 1, lastListing: id },
      );
    }
    return batch.commit();
  }

  /**
   * Editing as the app does: the change and one more edit in the editor's quota, in one batch.
   * `quota`: what the quota document says (by default, one more in its window, or a new window);
   * null: no quota write.
   */
  async function edit(
    database: Firestore,
    id: string,
    change: Record<string, unknown>,
    { quota, quotaOf = OWNER }: { quota?: Record<string, unknown> | null; quotaOf?: string } = {},
  ) {
    const batch = writeBatch(database);
    batch.update(doc(database, 'listings', id), change);
    if (quota !== null) {
      const stored = await getDoc(doc(database, 'editing', quotaOf)).then(
        (snapshot) => snapshot.data() as { windowStart: Timestamp; count: number } | undefined,
        () => undefined, // not theirs to read: the write below is refused anyway
      );
      const next =
        quota ??
        (stored && stored.windowStart.toMillis() > Date.now() - 50_000
          ? { windowStart: stored.windowStart, count: stored.count + 1, lastListing: id }
          : { windowStart: serverTimestamp(), count: 1, lastListing: id });
      batch.set(doc(database, 'editing', quotaOf), next);
    }
    return batch.commit();
  }

  const images = (n: number) => Array.from({ length: n }, (_, i) => photo(OWNER, `p${i}.jpg-1`));

  /** Every detail, at its widest (issue 35). */
  const allDetails = (l: Record<string, unknown>) =>
    Object.assign(l, {
      description: 'Light all day.\n\nTwo minutes from the park, shops and the tram.'.padEnd(5000, 'x'),
      currency: 'EUR',
      propertyKind: 'flat',
      floorArea: 100000,
      floorAreaUnit: 'sqft',
      availableFrom: '2027-12-31',
      deposit: 750000000,
      billsIncluded: true,
      petsAllowed: false,
      energyRating: 'G',
      yearBuilt: 2100,
      floor: -5,
      floorPlanUrl: photo(OWNER, 'plan.png-1'),
    });

  return {
    ...matrix,
    images,
    allDetails,
    OWNER,
    OTHER,
    GOOGLE_USER,
    owner,
    other,
    googleUser,
    anonymousAccount,
    noEmailAccount,
    anonymousWithClaim,
    photo,
    listing,
    withSearchFields,
    storedListing,
    newId,
    publish,
    edit,
    as,
  };
}
