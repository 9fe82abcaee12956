// The map's part of a search address: which view a phone shows (list or map) and the area the
// visitor asked to search ("Search this area"), as south,west,north,east in degrees.
import { DEFAULT_CURRENCY, type Currency } from 'listing-domain';
import type { MapArea } from '../../../api/search/load-search.ts';

export type SearchView = 'list' | 'map';

/** From this width the list and the map are side by side; below it, one at a time. */
export const SIDE_BY_SIDE = '(min-width: 1024px)';

/** Decimal places kept of a coordinate in the address (about 10 m). */
const AREA_DECIMALS = 4;

/** The area an `area` parameter gives, or undefined when it is not four coordinates of a real area. */
export function parseArea(raw: string): MapArea | undefined {
  const parts = raw.split(',');
  if (parts.length !== 4 || parts.some((part) => !/^-?\d{1,3}(\.\d{1,8})?$/.test(part.trim()))) return undefined;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  const inRange = (value: number, limit: number) => value >= -limit && value <= limit;
  if (![south, north].every((v) => inRange(v, 90)) || ![west, east].every((v) => inRange(v, 180))) return undefined;
  if (south >= north || west >= east) return undefined;
  return { south, west, north, east };
}

/** The `area` parameter of an area, rounded outwards to AREA_DECIMALS so it still holds the whole view. */
export function areaParam(area: MapArea): string {
  const scale = 10 ** AREA_DECIMALS;
  const down = (value: number, limit: number) => Math.max(Math.floor(value * scale) / scale, -limit);
  const up = (value: number, limit: number) => Math.min(Math.ceil(value * scale) / scale, limit);
  return [down(area.south, 90), down(area.west, 180), up(area.north, 90), up(area.east, 180)].join(',');
}

const compactFormats = new Map<Currency, Intl.NumberFormat>();

/** A price short enough for a map marker: $950, $2.4K, $1.2M; €2.4K, £350K in their currency. */
export function markerPrice(price: number, currency: Currency = DEFAULT_CURRENCY): string {
  let format = compactFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      notation: 'compact',
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    compactFormats.set(currency, format);
  }
  return format.format(price);
}
