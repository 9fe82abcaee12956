// Firestore's REST format, for the reads a page's HTML starts before the SDK has loaded
// (app/early-reads.ts). Only what those reads need: the documents URL and the value decoding.
import type { FirebaseSettings } from './firebase-settings.ts';

/** The REST URL of the database's documents, for the project and endpoint these settings name. */
export function firestoreDocumentsUrl(settings: FirebaseSettings): string {
  const e = settings.emulators;
  const origin = e ? `http://${e.firestoreHost}:${e.firestorePort}` : 'https://firestore.googleapis.com';
  const project = encodeURIComponent(settings.options.projectId ?? '');
  return `${origin}/v1/projects/${project}/databases/(default)/documents`;
}

type Json = Record<string, unknown>;

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

/** A REST document (`{ name, fields }`) as its id and decoded data; null when it is not one. */
export function decodeFirestoreDocument(document: unknown): { id: string; data: Json } | null {
  if (!isRecord(document) || typeof document.name !== 'string') return null;
  const id = decodeURIComponent(document.name.slice(document.name.lastIndexOf('/') + 1));
  return id ? { id, data: decodeFirestoreFields(document.fields) } : null;
}

/** The documents of a `documents:runQuery` response (an array of `{ document?, readTime }`). */
export function decodeRunQueryResponse(response: unknown): { id: string; data: Json }[] | null {
  if (!Array.isArray(response)) return null;
  const documents: { id: string; data: Json }[] = [];
  for (const item of response) {
    if (!isRecord(item)) return null;
    if (item.document === undefined) continue; // a read time only: no (more) results
    const document = decodeFirestoreDocument(item.document);
    if (!document) return null;
    documents.push(document);
  }
  return documents;
}
