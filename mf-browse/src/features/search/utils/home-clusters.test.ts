import { describe, expect, it } from 'vitest';
import { CLUSTER_RADIUS_PX, homeClusters, TILE_SIZE, worldMinZoom } from './home-clusters.ts';

const ZOOM = 5;
/** Degrees of longitude that are `px` screen pixels apart at ZOOM (on the equator). */
const degreesFor = (px: number) => (px * 360) / (TILE_SIZE * 2 ** ZOOM);
const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

const twoHomes = (px: number) =>
  homeClusters([
    { id: 'a', lat: 0, lng: 10 },
    { id: 'b', lat: 0, lng: 10 + degreesFor(px) },
  ]);

describe('homeClusters', () => {
  it('joins homes whose markers would overlap on screen (48 px apart)', () => {
    const features = twoHomes(48).getClusters(WORLD, ZOOM);
    expect(features).toHaveLength(1);
    expect(features[0]!.properties).toMatchObject({ cluster: true, point_count: 2 });
  });

  it('leaves homes apart when their markers have room (beyond the radius in screen pixels)', () => {
    expect(twoHomes(CLUSTER_RADIUS_PX + 10).getClusters(WORLD, ZOOM)).toHaveLength(2);
  });
});

describe('worldMinZoom', () => {
  it('lets a phone zoom out to the whole world, and a desktop to the world filling the map', () => {
    expect(worldMinZoom(358)).toBe(0);
    expect(worldMinZoom(700)).toBe(1);
    expect(worldMinZoom(1100)).toBe(2);
    expect(worldMinZoom(0)).toBe(0);
  });
});
