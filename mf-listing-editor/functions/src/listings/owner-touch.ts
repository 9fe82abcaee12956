// Whether a write of a listing was its owner's touch (issue 52): a create, or a change of any field
// but the ones the server keeps (search fields, place, price cut, care). An edit, a status change
// and a renewal are touches; the server's own writes (its triggers, the exchange rates' repricing,
// the care job) are not, so they never make a home look fresh.
import { isDeepStrictEqual } from 'node:util';
import { CARE_FIELDS } from '../../../../listing-domain/src/listing-care.ts';
import { SEARCH_FIELD_NAMES } from '../../../../listing-domain/src/search-fields.ts';

const SERVER_FIELDS: ReadonlySet<string> = new Set([...SEARCH_FIELD_NAMES, ...CARE_FIELDS, 'place', 'priceCut']);

export function ownerTouched(before: Record<string, unknown> | undefined, after: Record<string, unknown>): boolean {
  if (!before) return true;
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].some((field) => !SERVER_FIELDS.has(field) && !isDeepStrictEqual(before[field], after[field]));
}
