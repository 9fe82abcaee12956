import { describe, expect, test } from 'vitest';
import { ONE_IMAGE, VALID_DRAFT } from './listing-draft.fixtures.ts';
import { validateListingDraft, type ListingDraft } from './listing-schema.ts';
import { cleanDescription, isAcceptedImage } from './listing-draft-schema.ts';

const valid = VALID_DRAFT;
const oneImage = ONE_IMAGE;
const problemsOf = (draft: Partial<ListingDraft>, images = oneImage) =>
  validateListingDraft({ ...valid, ...draft }, images);

describe('the listing form’s schema: the details', () => {
  test('details left empty (NaN numbers, empty choices) are not checked', () => {
    expect(problemsOf({ floorArea: NaN, deposit: NaN, yearBuilt: NaN, floor: NaN, availableFrom: '' })).toEqual([]);
  });

  test('each detail out of range is named, in the form’s order, with its hint', () => {
    const problems = problemsOf({ floor: 2.5, yearBuilt: 999, deposit: -1, availableFrom: '2027-02-30', floorArea: 0 });
    expect(problems.map((p) => [p.field, p.message, p.hint])).toEqual([
      ['floorArea', 'Floor area must be a number from 1 to 100000', 'From 1 to 100000, or leave it empty.'],
      ['availableFrom', 'Available from must be a date', 'Choose a day, or "Now".'],
      ['deposit', 'Deposit must be a number from 0 to 750000000', 'From 0 to 750000000, or leave it empty.'],
      ['yearBuilt', 'Year built must be a whole number from 1000 to 2100', 'A year, 1000–2100, or leave it empty.'],
      ['floor', 'Floor must be a whole number from -5 to 200', '0 is the ground floor; -5 to 200, or leave it empty.'],
    ]);
  });

  test('a sale’s deposit is not checked (it is not stored)', () => {
    expect(problemsOf({ type: 'sale', deposit: -1 })).toEqual([]);
  });

  test('a long description’s hint says how long it is now', () => {
    const [problem] = problemsOf({ description: `  ${'a'.repeat(5001)}  ` });
    expect(problem).toEqual({
      field: 'description',
      rule: 'description-length',
      message: 'Description must be at most 5000 characters',
      hint: 'At most 5000 characters (5001 now).',
      length: 5001,
    });
  });

  test('a description keeps its paragraphs and refuses control characters', () => {
    expect(problemsOf({ description: 'One.\r\n\r\nTwo.' })).toEqual([]);
    expect(cleanDescription(' One.\r\n\r\nTwo. ')).toBe('One.\n\nTwo.');
    expect(problemsOf({ description: 'One\u0007' }).map((p) => p.message)).toEqual([
      'Description must not contain control characters',
    ]);
  });
});

describe('the listing form’s schema: one problem per field, the spec’s first', () => {
  test('a field that fails several checks shows the first only', () => {
    expect(problemsOf({ name: '   ' }).map((p) => p.message)).toEqual(['Name must be 10 to 32 characters']);
  });

  test('the discount problem comes before the photos’ (the form’s order), not after the details', () => {
    const problems = problemsOf({ offer: true, discountedPrice: 2000, floor: 0.5 }, { count: 0, newFiles: [] });
    expect(problems.map((p) => p.field)).toEqual(['discountedPrice', 'images', 'floor']);
  });

  test('the photo count and a wrong file type are two problems of the photos', () => {
    const problems = problemsOf({}, { count: 7, newFiles: [{ name: 'a.gif', type: 'image/gif' }] });
    expect(problems.map((p) => p.message)).toEqual(['Max 6 images', 'Images must be .jpg, .jpeg or .png files']);
  });

  test('a floor plan that is not an image is named as the floor plan', () => {
    const problems = validateListingDraft(valid, {
      ...oneImage,
      floorPlan: { name: 'plan.pdf', type: 'application/pdf' },
    });
    expect(problems).toEqual([
      {
        field: 'floorPlan',
        rule: 'floor-plan-type',
        message: 'The floor plan must be a .jpg, .jpeg or .png file',
        hint: 'Only .jpg, .jpeg or .png.',
      },
    ]);
  });
});

describe('isAcceptedImage', () => {
  test.each([
    [{ name: 'A.JPG', type: 'image/jpeg' }, true],
    [{ name: 'a.png', type: '' }, true],
    [{ name: 'a.jpeg.exe', type: '' }, false],
    [{ name: 'a.png', type: 'image/gif' }, false],
  ])('%o: %s', (file, accepted) => {
    expect(isAcceptedImage(file)).toBe(accepted);
  });
});
