import { describe, expect, test } from 'vitest';
import { parseConversation, parseMessage } from './conversation-schema.ts';

const at = new Date('2026-11-20T10:00:00Z');
const timestamp = { toDate: () => at };

describe('a stored conversation', () => {
  test('needs its listing and its two people; the rest reads as empty', () => {
    expect(parseConversation('c1', { listingId: 'l1', landlordId: 'a', hunterId: 'b' })).toEqual({
      id: 'c1',
      listingId: 'l1',
      listingName: '',
      listingType: 'rent',
      listingPhoto: '',
      landlordId: 'a',
      landlordName: '',
      hunterId: 'b',
      hunterName: '',
      lastAt: null,
      lastText: '',
      lastSender: '',
      unreadFor: [],
    });
    expect(parseConversation('c1', { listingId: 'l1', landlordId: 'a' })).toBeNull();
    expect(parseConversation('c1', null)).toBeNull();
  });

  test('reads a Timestamp as a Date, a sale as a sale, and only the ids of unreadFor', () => {
    const parsed = parseConversation('c1', {
      listingId: 'l1',
      landlordId: 'a',
      hunterId: 'b',
      listingType: 'sale',
      lastAt: timestamp,
      unreadFor: ['a', 7, null],
      listingName: 42,
    });
    expect(parsed).toMatchObject({ listingType: 'sale', lastAt: at, unreadFor: ['a'], listingName: '' });
  });
});

describe('a stored message', () => {
  test('needs a sender and text; a phone and move-in date only when they are text', () => {
    expect(parseMessage('m1', { senderId: 'a', text: 'Hi', sentAt: timestamp, phone: '0123', moveIn: 5 })).toEqual({
      id: 'm1',
      senderId: 'a',
      text: 'Hi',
      sentAt: at,
      phone: '0123',
    });
    expect(parseMessage('m1', { senderId: 'a' })).toBeNull();
  });
});
