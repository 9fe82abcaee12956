// A listing as the site stores it, for the places' integration tests: at `location` and
// `geolocation`, by `userRef`.
export const storedListing = (
  location: string,
  {
    geolocation = { lat: 1, lng: 1 },
    userRef = 'places-owner',
  }: { geolocation?: { lat: number; lng: number }; userRef?: string } = {},
) => ({
  type: 'rent',
  name: 'Place index home',
  bedrooms: 1,
  bathrooms: 1,
  parking: false,
  furnished: false,
  location,
  offer: false,
  regularPrice: 900,
  geolocation,
  imgUrls: [],
  userRef,
  timestamp: new Date(),
});
