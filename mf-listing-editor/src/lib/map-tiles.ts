/** Tile server of the form's map; the same setting as the detail map's (VITE_MAP_TILE_URL). */
export const MAP_TILE_URL: string =
  import.meta.env.VITE_MAP_TILE_URL || 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
