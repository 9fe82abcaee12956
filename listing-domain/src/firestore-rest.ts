// Firestore's REST format, for the reads a page's HTML starts before the SDK has loaded (the
// first-load script; site-contract's takeEarlyRead hands the answers over). Only what those reads
// need: the value encoding and decoding. The documents URL is the site's (shared-firebase).
type Json = Record<string, unknown>;

/** Where a runQuery answer keeps its first document's photo URLs (a list shows that photo first). */
export const RUN_QUERY_FIRST_PHOTOS = [0, 'document', 'fields', 'imgUrls', 'arrayValue', 'values'];

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One REST value as the SDK would hand it over: integers and doubles as numbers, timestamps as
 * Dates, arrays and maps decoded in depth. Undefined for a shape this decoder does not know.
 */
export function decodeFirestoreValue(value: unknown): unknown {
  if (!isRecord(value)) return undefined;
  if ('nullValue' in value) return null;
  if (typeof value.booleanValue === 'boolean') return value.booleanValue;
  if (typeof value.stringValue === 'string') return value.stringValue;
  if (typeof value.integerValue === 'string' || typeof value.integerValue === 'number') {
    const n = Number(value.integerValue);
    return Number.isFinite(n) ? n : undefined;
  }
  if (typeof value.doubleValue === 'number') return value.doubleValue;
  if (typeof value.doubleValue === 'string') return Number(value.doubleValue); // 'NaN', 'Infinity'
  if (typeof value.timestampValue === 'string') {
    const date = new Date(value.timestampValue);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  if (isRecord(value.arrayValue)) {
    const values = value.arrayValue.values;
    return Array.isArray(values) ? values.map(decodeFirestoreValue) : [];
  }
  if (isRecord(value.mapValue)) return decodeFirestoreFields(value.mapValue.fields);
  return undefined;
}

/** A REST document's `fields` as a plain object. */
export function decodeFirestoreFields(fields: unknown): Json {
  if (!isRecord(fields)) return {};
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeFirestoreValue(value)]));
}

/** One decoded REST document; `fields` keeps the REST values (times to the nanosecond). */
export interface RestDocument {
  id: string;
  data: Json;
  fields: Json;
}

/** A REST document (`{ name, fields }`) as its id and decoded data; null when it is not one. */
export function decodeFirestoreDocument(document: unknown): RestDocument | null {
  if (!isRecord(document) || typeof document.name !== 'string') return null;
  const id = decodeURIComponent(document.name.slice(document.name.lastIndexOf('/') + 1));
  const fields = isRecord(document.fields) ? document.fields : {};
  return id ? { id, data: decodeFirestoreFields(fields), fields } : null;
}

/**
 * A REST `timestampValue` (RFC 3339, UTC, up to nine fraction digits) as Firestore's seconds and
 * nanoseconds, without the rounding a Date would do; undefined for anything else.
 */
export function decodeTimestampValue(value: unknown): { seconds: number; nanoseconds: number } | undefined {
  if (!isRecord(value) || typeof value.timestampValue !== 'string') return undefined;
  const parts = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?Z$/.exec(value.timestampValue);
  if (!parts) return undefined;
  const millis = Date.parse(`${parts[1]}Z`);
  if (Number.isNaN(millis)) return undefined;
  return { seconds: millis / 1000, nanoseconds: Number((parts[2] ?? '').padEnd(9, '0')) };
}

/** The REST form of a plain equality value (the list filters compare strings and booleans). */
export function encodeFirestoreValue(value: string | boolean): Json {
  return typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value };
}

/** The documents of a `documents:runQuery` response (an array of `{ document?, readTime }`). */
export function decodeRunQueryResponse(response: unknown): RestDocument[] | null {
  if (!Array.isArray(response)) return null;
  const documents: RestDocument[] = [];
  for (const item of response) {
    if (!isRecord(item)) return null;
    if (item.document === undefined) continue; // a read time only: no (more) results
    const document = decodeFirestoreDocument(item.document);
    if (!document) return null;
    documents.push(document);
  }
  return documents;
}
