// The place index's code, loaded on first use (see places-model.ts).
export const loadPlaces = () => import('./places-model.ts');
export type PlacesModel = Awaited<ReturnType<typeof loadPlaces>>;
