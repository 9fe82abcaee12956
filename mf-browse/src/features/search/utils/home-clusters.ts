// How the search's map groups homes: supercluster, measured in the map's own screen pixels.
import Supercluster from 'supercluster';

/** Leaflet's tile size: a zoom level's world is this many pixels wide times 2^zoom. */
export const TILE_SIZE = 256;
/**
 * Screen pixels within which markers join a cluster: wider than a price marker ("€2.4K" is about
 * 60 px), so two markers left apart never overlap (issue 35, defect 7).
 */
export const CLUSTER_RADIUS_PX = 72;
/** From this zoom on, every home shows on its own. */
export const CLUSTER_MAX_ZOOM = 16;

export interface HomePoint {
  id: string;
}

/**
 * The clusters of `homes`. Supercluster measures its radius against its `extent` per tile; with the
 * default extent (512) and Leaflet's 256 px tiles a radius counted half the pixels it said, and
 * markers 40 px apart stood on each other. The extent is the tile size, so the radius is in pixels.
 */
export function homeClusters(homes: readonly { id: string; lat: number; lng: number }[]): Supercluster<HomePoint> {
  const clusters = new Supercluster<HomePoint>({
    radius: CLUSTER_RADIUS_PX,
    extent: TILE_SIZE,
    maxZoom: CLUSTER_MAX_ZOOM,
  });
  clusters.load(
    homes.map((home) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [home.lng, home.lat] },
      properties: { id: home.id },
    })),
  );
  return clusters;
}

/**
 * The smallest zoom the map allows at `widthPx`: the one whose whole world fits the map's width
 * (0 on a phone, where the world at zoom 1 is wider than the screen), so homes on opposite sides
 * of the world (Vancouver and Auckland) can be in view together and zoom-out is never stuck.
 */
export function worldMinZoom(widthPx: number): number {
  if (!(widthPx > TILE_SIZE)) return 0;
  return Math.floor(Math.log2(widthPx / TILE_SIZE));
}
