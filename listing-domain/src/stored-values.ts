// Valibot pieces every stored shape uses (listing, conversation, message, profile): what Firestore
// gives back is `unknown` until one of these says otherwise.
import * as v from 'valibot';

/** A Firestore Timestamp (either SDK's, or the REST decoder's Date) as a Date; null for anything else. */
export function dateOf(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = Reflect.apply(value.toDate, value, []);
    return date instanceof Date ? date : null;
  }
  return null;
}

/** A stored time: a Date, or null when there is none (not written yet, or not a time). */
export const StoredTimeSchema = v.pipe(v.unknown(), v.transform(dateOf));

/** A finite number (Firestore can store NaN and the infinities; rules refuse them, stored data may not). */
export const FiniteSchema = v.pipe(v.number(), v.finite());

/** `schema`'s value when the field has it, else undefined: an optional fact a page shows only when readable. */
export const readable = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** True for the strings of a list (other entries are dropped). */
export const isString = (value: unknown): value is string => typeof value === 'string';

/** Text when the field is text, else ''. */
export const TextOrEmptySchema = v.fallback(v.string(), '');

/** `record` without its undefined entries (an absent fact stays absent, not `key: undefined`). */
export function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
