// The answer a first screen's HTML carries (issue 50: the page in one round trip). The page takes
// it in place of its first read (site-contract's takeFirstScreenRead) and renders its first screen
// from it again, so it must hold all that render and the next page's cursor use, and nothing more:
// - a list's documents (a runQuery answer) keep one photo, the first a card may show (every card
//   shows its first safe photo: ListingItem, the explore slides), not every photo of the home;
// - Firestore's bookkeeping (read, create and update times) goes: no page reads it;
// - a search's order fields that are not a listing's (its search fields, selected for the next
//   page's cursor) stay only in the last two documents: the cursor is taken from the last result
//   shown, and the one after it (a page asks one more) only says that there is a next page.
// A listing's own document (its page shows the gallery) keeps every photo.
import { isSafeHttpUrl, LISTING_FIELDS } from '../../../../listing-domain/src/index.ts';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const LISTING_FIELD_NAMES: ReadonlySet<string> = new Set(LISTING_FIELDS);

/** `fields` without those a listing does not have (a search's order fields). */
const listingFieldsOnly = (fields: Json): Json =>
  Object.fromEntries(Object.entries(fields).filter(([field]) => LISTING_FIELD_NAMES.has(field)));

/**
 * A REST document without its times; with `onePhoto`, its photos cut to the first a card shows;
 * with `cursor` false, its fields cut to a listing's.
 */
function documentForPage(document: Json, onePhoto: boolean, cursor = true): Json {
  const { createTime: _created, updateTime: _updated, ...kept } = document;
  if (!cursor && isRecord(kept.fields)) kept.fields = listingFieldsOnly(kept.fields);
  if (!onePhoto || !isRecord(kept.fields)) return kept;
  const photos = (kept.fields.imgUrls as { arrayValue?: { values?: unknown[] } } | undefined)?.arrayValue?.values;
  if (!Array.isArray(photos)) return kept;
  const shown = photos.find(
    (photo) => isRecord(photo) && typeof photo.stringValue === 'string' && isSafeHttpUrl(photo.stringValue),
  );
  const imgUrls = { arrayValue: { values: shown ? [shown] : [] } };
  return { ...kept, fields: { ...kept.fields, imgUrls } };
}

/** `answer` as the page's HTML carries it (an answer of another shape is left as it is). */
export function answerForPage(answer: unknown): unknown {
  if (Array.isArray(answer))
    return answer.map((item: unknown, index) => {
      if (!isRecord(item)) return item;
      const { readTime: _read, ...kept } = item;
      const cursor = index >= answer.length - 2;
      return isRecord(kept.document) ? { ...kept, document: documentForPage(kept.document, true, cursor) } : kept;
    });
  return isRecord(answer) && typeof answer.name === 'string' && isRecord(answer.fields)
    ? documentForPage(answer, false)
    : answer;
}
