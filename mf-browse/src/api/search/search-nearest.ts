// Nearest first around a place (issue 51), page by page: Firestore cannot order by a distance, so
// the circle is read outwards in rings. Each ring is the box around a larger circle less the box
// already read (four strips, the "Search this area" query shapes), chosen with Firestore's counts of
// those boxes so that it holds about a page of homes: every home of the inner circle has then been
// read, and the page shows the nearest of them in exact order. Homes read in a ring's corners (past
// its circle) wait for the next page, which shows them without reading them again.
import { LIST_READ_LIMIT, PAGE_SIZE, distanceKm, type Centre, type Listing } from 'listing-domain';
import type { SearchCount } from './search-count.ts';
import type { SearchCursor } from './search-cursor.ts';
import { boxAround, criteriaAround } from './search-near.ts';
import type { SearchPage } from './search-operations.ts';
import type { MapArea, SearchCriteria } from './search-query.ts';

/** Where the next page of a nearest-first search starts; opaque to callers. */
export interface NearestCursor {
  /** Every home in the box around this distance (km) has been read. */
  readKm: number;
  /** How many homes that box holds (all read). */
  read: number;
  /** Homes read and not shown yet, nearest first. */
  waiting: readonly Listing[];
}

export interface NearestPage {
  listings: Listing[];
  next: NearestCursor | null;
}

/** The most documents a ring should hold: a page and one (what every other search reads). */
export const RING_MAX = PAGE_SIZE + 1;
/** The largest page of a strip's read (the rules' list limit less one). */
const STRIP_PAGE = LIST_READ_LIMIT - 1;
/** Rings read at most for one page, when the first ones hold no home of their circle. */
const RINGS_PER_PAGE = 4;

export interface NearestReads {
  /** How many homes `criteria` finds (its `area` set), counted up to 200. */
  countSearch: (criteria: SearchCriteria) => Promise<SearchCount>;
  /** One page of what `criteria` finds (its `area` set). */
  searchListings: (options: {
    criteria: SearchCriteria;
    pageSize?: number;
    after?: SearchCursor | null;
  }) => Promise<SearchPage>;
}

const byDistance = (centre: Centre) => (a: Listing, b: Listing) =>
  distanceKm(centre, a.geolocation) - distanceKm(centre, b.geolocation) || a.id.localeCompare(b.id);

/** The box around `inner` km taken out of the box around `outer` km: four strips that cover the rest. */
export function ringStrips(centre: Centre, inner: number, outer: number): MapArea[] {
  const box = boxAround(centre, outer);
  if (inner <= 0) return [box];
  const hole = boxAround(centre, inner);
  return [
    { south: hole.north, north: box.north, west: box.west, east: box.east },
    { south: box.south, north: hole.south, west: box.west, east: box.east },
    { south: hole.south, north: hole.north, west: box.west, east: hole.west },
    { south: hole.south, north: hole.north, west: hole.east, east: box.east },
  ];
}

/** Homes in a box, as a count says: past the count's limit, one more than it goes to. */
const homesOf = (count: SearchCount) => (count.more ? count.count + 1 : count.count);

/** Rounds of counts asked at most to choose a ring. */
const COUNT_ROUNDS = 4;

/**
 * The distance the next ring reaches (and how many homes its ring holds, as counted), between
 * `readKm` (its box read, holding `read` homes) and `km`: the farthest whose box holds at most
 * RING_MAX homes more, found with counts asked a round at once: the whole circle and radii halving
 * towards the read box (again below the nearest, while none fits), then, unless the best holds half
 * a page or more, three radii between it and the nearest that holds too many. When no radius asked
 * fits (homes packed at one distance), the nearest asked: a larger read.
 */
export async function nextRingKm(
  options: { around: SearchCriteria; centre: Centre; readKm: number; read: number; km: number },
  countSearch: NearestReads['countSearch'],
): Promise<{ radius: number; homes: number }> {
  const { around, centre, readKm, read, km } = options;
  const count = async (radius: number) => ({
    radius,
    homes: homesOf(await countSearch({ ...around, area: boxAround(centre, radius) })) - read,
  });
  const halving = (to: number, first: number) =>
    [first, first / 2, first / 4, first / 8, first / 16, first / 32].map((f) => readKm + (to - readKm) * f);
  const fits = (rung: { homes: number }) => rung.homes <= RING_MAX;
  let rungs = await Promise.all(halving(km, 1).map(count));
  if (fits(rungs[0]!)) return rungs[0]!; // the whole circle's box fits
  let over = rungs[0]!; // the nearest radius asked that holds too many
  for (let round = 1; round < COUNT_ROUNDS; round += 1) {
    // Rungs run from far to near, and the nearer hold fewer: those that fit come last.
    const best = rungs.find(fits);
    over = rungs.filter((rung) => !fits(rung)).at(-1) ?? over;
    if (best && best.homes >= PAGE_SIZE / 2) return best;
    if (best) {
      // Three radii between, evenly spaced in area (homes grow with the area read).
      const between = await Promise.all(
        [3 / 4, 1 / 2, 1 / 4].map((f) =>
          count(Math.sqrt(best.radius ** 2 + (over.radius ** 2 - best.radius ** 2) * f)),
        ),
      );
      return between.find(fits) ?? best;
    }
    rungs = await Promise.all(halving(over.radius, 1 / 2).map(count));
  }
  return rungs.find(fits) ?? rungs.at(-1)!;
}

/** Every home of `criteria` in `area`: its pages read until the last (a ring's strip holds a few). */
async function readStrip(
  criteria: SearchCriteria,
  area: MapArea,
  pageSize: number,
  searchListings: NearestReads['searchListings'],
): Promise<Listing[]> {
  const homes: Listing[] = [];
  let after: SearchCursor | null = null;
  do {
    const page: SearchPage = await searchListings({ criteria: { ...criteria, area }, pageSize, after });
    homes.push(...page.listings);
    after = page.next;
  } while (after);
  return homes;
}

/**
 * One page of the homes within `km` of `centre`, nearest first: the waiting homes within the box
 * read, then rings read outwards until the page has homes (at most RINGS_PER_PAGE rings). A page
 * shows at most PAGE_SIZE homes; `next` is null once the circle is read and every home shown.
 */
export async function searchNearestPage(
  options: { criteria: SearchCriteria; centre: Centre; km: number; after?: NearestCursor | null },
  reads: NearestReads,
): Promise<NearestPage> {
  const { centre, km } = options;
  const around: SearchCriteria = { ...criteriaAround(options.criteria), sort: 'newest' };
  const distance = (listing: Listing) => distanceKm(centre, listing.geolocation);
  let { readKm, read, waiting } = options.after ?? { readKm: 0, read: 0, waiting: [] as readonly Listing[] };
  const ready = () => waiting.filter((listing) => distance(listing) <= readKm);
  for (let ring = 0; ring < RINGS_PER_PAGE && ready().length === 0 && readKm < km; ring += 1) {
    const { radius: outer, homes } = await nextRingKm({ around, centre, readKm, read, km }, reads.countSearch);
    // A strip holds at most the ring's homes (a listing written since the count: its next page).
    const pageSize = Math.min(STRIP_PAGE, Math.max(RING_MAX, homes));
    const strips = ringStrips(centre, readKm, outer);
    const found = (
      await Promise.all(strips.map((strip) => readStrip(around, strip, pageSize, reads.searchListings)))
    ).flat();
    // A home on a strip's edge comes twice; one already waiting, once.
    const known = new Set(waiting.map((listing) => listing.id));
    const fresh = found.filter((listing) => !known.has(listing.id) && (known.add(listing.id), true));
    read += fresh.length;
    readKm = outer;
    waiting = [...waiting, ...fresh].filter((listing) => distance(listing) <= km).sort(byDistance(centre));
  }
  const shown = ready().slice(0, PAGE_SIZE);
  const rest = waiting.slice(shown.length);
  const done = readKm >= km && rest.length === 0;
  return { listings: shown, next: done ? null : { readKm, read, waiting: rest } };
}
