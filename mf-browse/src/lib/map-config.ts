/** Tile server of the detail map; configurable so a deployment can use its own. */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Detail map zoom (spec section 9). */
export const MAP_ZOOM = 13;
