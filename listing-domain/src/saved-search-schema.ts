// A saved search as the server reads it (issue 47, "parse, don't trust"): the alerts match every
// new listing against the saved searches that can find it, and one document a client wrote with a
// range of `null`, a string or a nested map once stopped the alerts of everyone. The server parses
// each with this schema first and skips (and logs) one that does not parse; firestore.rules checks
// the same shape on every write (a test compares the two).
import * as v from 'valibot';
import { SEARCH_RANGE_FIELDS } from './search-range-fields.ts';
import { isCleanText } from './text-rules.ts';

/** The listing fields a saved search can bound. */
export const SAVED_SEARCH_RANGE_FIELDS = SEARCH_RANGE_FIELDS;

export const SAVED_SEARCH_LIMITS = {
  nameMaxLength: 60,
  keyMaxLength: 300,
  queryMaxLength: 1000,
  /** The widest circle around a place a search keeps (issue 51: the search's largest distance). */
  nearKmMax: 25,
} as const;

/**
 * A search around a place (issue 51): its centre and its distance. Its alerts are for the homes
 * within the circle (the search's key then names no place: every home of the circle has it).
 */
const NearSchema = v.strictObject({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  km: v.pipe(v.number(), v.gtValue(0), v.maxValue(SAVED_SEARCH_LIMITS.nearKmMax)),
});

/** A field's range: at least `min`, at most `max` when there is one (-Infinity is no lower bound). */
const RangeSchema = v.strictObject({ min: v.number(), max: v.optional(v.number()) });

export const SavedSearchSchema = v.object({
  owner: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  name: v.pipe(v.string(), v.maxLength(SAVED_SEARCH_LIMITS.nameMaxLength), v.check(isCleanText)),
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(SAVED_SEARCH_LIMITS.keyMaxLength)),
  ranges: v.strictObject(
    Object.fromEntries(SAVED_SEARCH_RANGE_FIELDS.map((field) => [field, v.optional(RangeSchema)])) as Record<
      (typeof SAVED_SEARCH_RANGE_FIELDS)[number],
      v.OptionalSchema<typeof RangeSchema, undefined>
    >,
  ),
  alerts: v.boolean(),
  email: v.optional(v.boolean()),
  near: v.optional(NearSchema),
});

export type SavedSearch = v.InferOutput<typeof SavedSearchSchema>;

/** A search around a place (issue 51): its centre and its distance in km, as a saved search keeps it. */
export type SearchCircle = v.InferOutput<typeof NearSchema>;

/** The saved search in `data`, or the reason it is not one. */
export function parseSavedSearch(data: unknown): { search: SavedSearch } | { problem: string } {
  const result = v.safeParse(SavedSearchSchema, data);
  if (result.success) return { search: result.output };
  const issue = result.issues[0];
  return { problem: `${v.getDotPath(issue) ?? 'document'}: ${issue.message}` };
}
