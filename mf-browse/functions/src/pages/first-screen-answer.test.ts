import { describe, expect, test } from 'vitest';
import { answerForPage } from './first-screen-answer.ts';

const photo = (url: string) => ({ stringValue: url });
const document = (id: string, urls: string[]) => ({
  name: `projects/p/databases/(default)/documents/listings/${id}`,
  fields: {
    name: { stringValue: `Home ${id}` },
    timestamp: { timestampValue: '2026-11-20T10:00:00.123456Z' },
    imgUrls: { arrayValue: { values: urls.map(photo) } },
  },
  createTime: '2026-11-20T10:00:00.123456Z',
  updateTime: '2026-11-21T10:00:00.123456Z',
});

describe('the answer a first screen carries', () => {
  test("a list's documents keep the photo their card shows and their fields, without Firestore's times", () => {
    const answer = [
      { document: document('a', ['https://p.test/1.jpg', 'https://p.test/2.jpg']), readTime: '2026-11-28T10:00:00Z' },
      { document: document('b', ['javascript:alert(1)', 'https://p.test/3.jpg']), readTime: '2026-11-28T10:00:00Z' },
      { document: document('c', []), readTime: '2026-11-28T10:00:00Z' },
    ];
    expect(answerForPage(answer)).toEqual([
      {
        document: {
          name: answer[0]!.document.name,
          fields: {
            ...answer[0]!.document.fields,
            imgUrls: { arrayValue: { values: [photo('https://p.test/1.jpg')] } },
          },
        },
      },
      {
        document: {
          name: answer[1]!.document.name,
          fields: {
            ...answer[1]!.document.fields,
            imgUrls: { arrayValue: { values: [photo('https://p.test/3.jpg')] } },
          },
        },
      },
      { document: { name: answer[2]!.document.name, fields: { ...answer[2]!.document.fields } } },
    ]);
  });

  test("a search's order fields stay only in the last two documents: the next page's cursor and the one after it", () => {
    const withSearchFields = (id: string) => {
      const { createTime: _c, updateTime: _u, ...kept } = document(id, []);
      return {
        document: { ...kept, fields: { ...kept.fields, priceEur: { doubleValue: 1 }, areaSqm: { integerValue: '9' } } },
      };
    };
    const page = answerForPage(['a', 'b', 'c', 'd'].map(withSearchFields)) as ReturnType<typeof withSearchFields>[];
    expect(page.map((item) => Object.keys(item.document.fields).includes('areaSqm'))).toEqual([
      false,
      false,
      true,
      true,
    ]);
    // A listing's own fields stay in every one (priceEur is a listing's: its price in euros).
    expect(page.every((item) => item.document.fields.priceEur.doubleValue === 1)).toBe(true);
    expect(page[0]!.document.fields.name).toEqual({ stringValue: 'Home a' });
  });

  test('an empty list stays empty; a listing keeps every photo; an error answer is left as it is', () => {
    expect(answerForPage([{ readTime: '2026-11-28T10:00:00Z' }])).toEqual([{}]);
    const listing = document('a', ['https://p.test/1.jpg', 'https://p.test/2.jpg']);
    expect(answerForPage(listing)).toEqual({ name: listing.name, fields: listing.fields });
    const missing = { error: { code: 404, message: 'not found', status: 'NOT_FOUND' } };
    expect(answerForPage(missing)).toBe(missing);
  });
});
