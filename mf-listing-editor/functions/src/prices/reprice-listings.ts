// When the rates change, every listing priced in another currency than the euro gets its price in
// euros again (issue 53), so a search's converted range and the stored prices agree. Idempotent (a
// listing already right is not written) and bounded: pages of PAGE listings, at most `maxReads`.
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { inEuros, type ExchangeRates } from '../../../../listing-domain/src/exchange-rates.ts';
import { CURRENCIES } from '../../../../listing-domain/src/listing-facts.ts';
import { currencyOf } from '../../../../listing-domain/src/search-fields.ts';
import { SEARCH_CURRENCIES } from '../../../../listing-domain/src/search-codes.ts';

const PAGE = 300;

export interface RepriceRun {
  listingsRead: number;
  listingsWritten: number;
  /** True when `maxReads` stopped it before the last listing (the next run goes on). */
  cut: boolean;
}

/** The codes of every currency but the euro (a euro price needs no rate). */
const OTHER_CODES = CURRENCIES.filter((c) => c !== 'EUR').map((c) => SEARCH_CURRENCIES.indexOf(c));

export async function repriceListings(
  db: Firestore,
  rates: ExchangeRates,
  { maxReads = 50_000 }: { maxReads?: number } = {},
): Promise<RepriceRun> {
  const run: RepriceRun = { listingsRead: 0, listingsWritten: 0, cut: false };
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collection('listings')
      .where('currencyCode', 'in', OTHER_CODES)
      .orderBy(FieldPath.documentId())
      .select('priceToPay', 'priceEur', 'currency')
      .limit(PAGE);
    if (last) page = page.startAfter(last);
    const found = await page.get();
    run.listingsRead += found.size;
    const batch = db.batch();
    let writes = 0;
    for (const doc of found.docs) {
      const { priceToPay, priceEur } = doc.data();
      if (typeof priceToPay !== 'number') continue;
      const now = inEuros(priceToPay, currencyOf(doc.data()), rates);
      if (now === priceEur) continue;
      // No precondition: an edit in between has its own trigger, which prices it with these rates.
      batch.update(doc.ref, { priceEur: now });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    run.listingsWritten += writes;
    last = found.docs.at(-1);
    if (found.size < PAGE || !last) return run;
    if (run.listingsRead >= maxReads) return { ...run, cut: true };
  }
}
