import { describe, expect, test } from 'vitest';
import { careAfterTouch, careStep, MIN_ANSWER_DAYS, STALE_ASK_DAYS, STALE_UNLIST_DAYS } from './listing-care.ts';

const DAY = 86_400_000;
const touched = new Date('2026-01-01T10:00:00Z');
const at = (days: number) => new Date(touched.getTime() + days * DAY);

describe('careAfterTouch', () => {
  test('a touched home is listed, not asked, and looked at again after STALE_ASK_DAYS', () => {
    expect(careAfterTouch(touched)).toEqual({
      listed: true,
      touchedAt: touched,
      careDueAt: at(STALE_ASK_DAYS),
      staleAskedAt: null,
    });
  });
});

describe('careStep', () => {
  const fresh = careAfterTouch(touched);

  test('nothing before STALE_ASK_DAYS: the job looks again when they are over', () => {
    expect(careStep(fresh, at(STALE_ASK_DAYS - 1))).toEqual({ kind: 'later', careDueAt: at(STALE_ASK_DAYS) });
  });

  test('asks at STALE_ASK_DAYS and takes it off at STALE_UNLIST_DAYS', () => {
    expect(careStep(fresh, at(STALE_ASK_DAYS))).toEqual({ kind: 'ask', careDueAt: at(STALE_UNLIST_DAYS) });
    const asked = { ...fresh, staleAskedAt: at(STALE_ASK_DAYS), careDueAt: at(STALE_UNLIST_DAYS) };
    expect(careStep(asked, at(STALE_UNLIST_DAYS - 1))).toEqual({ kind: 'later', careDueAt: at(STALE_UNLIST_DAYS) });
    expect(careStep(asked, at(STALE_UNLIST_DAYS))).toEqual({ kind: 'unlist' });
  });

  test('an owner asked late still has MIN_ANSWER_DAYS to answer', () => {
    expect(careStep(fresh, at(STALE_UNLIST_DAYS + 5))).toEqual({
      kind: 'ask',
      careDueAt: at(STALE_UNLIST_DAYS + 5 + MIN_ANSWER_DAYS),
    });
  });

  test('a home off the lists, or never dated, is left alone', () => {
    expect(careStep({ ...fresh, listed: false }, at(200))).toEqual({ kind: 'none' });
    expect(careStep({ ...fresh, touchedAt: null }, at(200))).toEqual({ kind: 'none' });
  });
});
