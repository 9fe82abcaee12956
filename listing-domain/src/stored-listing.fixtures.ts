// What the listing readers' tests start from: a listing as Firestore holds it, and the details a
// full one carries.
export const STORED_LISTING = {
  type: 'rent',
  name: 'Sunny Family House',
  bedrooms: 2,
  bathrooms: 1,
  parking: true,
  furnished: false,
  location: '12 Harbour Street, Bristol',
  offer: true,
  regularPrice: 1500,
  discountedPrice: 1200,
  geolocation: { lat: 51.45, lng: -2.6 },
  imgUrls: ['https://example.com/a.png'],
  userRef: 'u1',
  timestamp: new Date('2026-11-01T12:00:00Z'),
};

export const STORED_DETAILS = {
  propertyKind: 'flat',
  floorArea: 64,
  floorAreaUnit: 'sqm',
  availableFrom: '2027-03-01',
  deposit: 1800,
  billsIncluded: false,
  petsAllowed: true,
  energyRating: 'C',
  yearBuilt: 1895,
  floor: 2,
} as const;
