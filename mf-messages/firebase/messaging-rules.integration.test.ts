// The rules matrix of enquiries and conversations (issue 36): who may open a conversation, write
// in it, read it and mark it read, and the sender's quota (30 messages a minute, 10 new
// conversations an hour), asked of the Cloud Firestore emulator evaluating the composed rules (shared-firebase's rules-matrix set-up).
import {
  arrayRemove,
  doc,
  limit,
  orderBy,
  serverTimestamp,
  Timestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, test } from 'vitest';
import { at, rulesMatrix, verified, withEmail } from 'shared-firebase/testing/rules-matrix';

const { allowed, denied, seed, env, db, cases, projectId: PROJECT_ID } = rulesMatrix('messaging rules matrix');

beforeEach(async () => {
  await seed('users/landlord-uid', { name: 'Lena Landlord', email: 'lena@example.com', timestamp: Timestamp.now() });
  await seed('users/hunter-uid', { name: 'Hugo Hunter', email: 'hugo@example.com', timestamp: Timestamp.now() });
  await seed('users/third-uid', { name: 'Tess Third', email: 'tess@example.com', timestamp: Timestamp.now() });
  await seed('listings/home', storedListing());
});

const LANDLORD = 'landlord-uid';
const HUNTER = 'hunter-uid';
const THIRD = 'third-uid';
/** A person whose address is verified: only they may open a conversation (issue 85). */
const person = (uid: string) => verified(withEmail(uid, `${uid}@example.com`));
const as = (uid: string) => db(env().authenticatedContext(uid, person(uid).token));
const unverified = (uid: string) => db(env().authenticatedContext(uid, withEmail(uid, `${uid}@example.com`).token));
const visitor = () => db(env().unauthenticatedContext());
const anonymous = (uid: string) =>
  db(env().authenticatedContext(uid, { firebase: { sign_in_provider: 'anonymous', identities: {} } }));

const PHOTO = `http://127.0.0.1:9199/v0/b/${PROJECT_ID}.appspot.com/o/images%2F${LANDLORD}-front.jpg-1?alt=media&token=0f3c`;

function storedListing(extra: Record<string, unknown> = {}) {
  return {
    type: 'rent',
    name: 'Rules test home',
    bedrooms: 2,
    bathrooms: 1,
    parking: false,
    furnished: true,
    location: '1 Rules Road, Lyon',
    offer: false,
    regularPrice: 1000,
    geolocation: { lat: 10, lng: 20 },
    imgUrls: [PHOTO],
    userRef: LANDLORD,
    timestamp: Timestamp.now(),
    ...extra,
  };
}

let messageCounter = 0;
const newMessageId = () => `m${(messageCounter += 1)}`;

/** The sender's next quota, as mf-messages writes it (the windows are not over in these tests). */
async function nextQuota(database: Firestore, uid: string, conversationId: string, messageId: string, opens: boolean) {
  const before = await at.get(database, `messaging/${uid}`);
  const now = serverTimestamp();
  if (!before.exists()) {
    return {
      minuteStart: now,
      sent: 1,
      hourStart: now,
      started: opens ? 1 : 0,
      lastConversation: conversationId,
      lastMessage: messageId,
    };
  }
  const quota = before.data() as { minuteStart: Timestamp; sent: number; hourStart: Timestamp; started: number };
  return {
    minuteStart: quota.minuteStart,
    sent: quota.sent + 1,
    hourStart: quota.hourStart,
    started: quota.started + (opens ? 1 : 0),
    lastConversation: conversationId,
    lastMessage: messageId,
  };
}

interface EnquiryChanges {
  conversation?: Record<string, unknown>;
  message?: Record<string, unknown>;
  quota?: Record<string, unknown>;
  id?: string;
  skip?: 'quota' | 'message';
  listingId?: string;
}

/**
 * A message as mf-messages sends it, in one batch: its conversation's write (`conversation`, opening
 * it or not), the message, the sender's quota; `changes` alter or leave out a part.
 */
async function send(
  database: Firestore,
  uid: string,
  conversationId: string,
  message: Record<string, unknown>,
  changes: EnquiryChanges,
  conversation: { opens: boolean; data: Record<string, unknown> },
) {
  const messageId = newMessageId();
  const quota = {
    ...(await nextQuota(database, uid, conversationId, messageId, conversation.opens)),
    ...changes.quota,
  };
  const batch = writeBatch(database);
  const conversationRef = doc(database, 'conversations', conversationId);
  const conversationData = {
    ...conversation.data,
    lastAt: serverTimestamp(),
    lastSender: uid,
    ...changes.conversation,
  };
  if (conversation.opens) batch.set(conversationRef, conversationData);
  else batch.update(conversationRef, conversationData);
  if (changes.skip !== 'message')
    batch.set(doc(conversationRef, 'messages', messageId), {
      senderId: uid,
      sentAt: serverTimestamp(),
      ...message,
      ...changes.message,
    });
  if (changes.skip !== 'quota') batch.set(doc(database, 'messaging', uid), quota);
  return batch.commit();
}

/** A hunter's first enquiry about a listing: the conversation, its first message, the quota. */
async function enquire(database: Firestore, uid: string, changes: EnquiryChanges = {}) {
  const listingId = changes.listingId ?? 'home';
  const text = 'Hello, is the flat still available? I could visit on Saturday.';
  const conversation = {
    listingId,
    listingName: 'Rules test home',
    listingType: 'rent',
    listingPhoto: PHOTO,
    landlordId: LANDLORD,
    landlordName: 'Lena Landlord',
    hunterId: uid,
    hunterName: uid === HUNTER ? 'Hugo Hunter' : 'Tess Third',
    participants: [uid, LANDLORD],
    createdAt: serverTimestamp(),
    lastText: text,
    unreadFor: [LANDLORD],
  };
  const message = { text, phone: '+33 6 12 34 56 78', moveIn: '2027-02-01' };
  return send(database, uid, changes.id ?? `${listingId}_${uid}`, message, changes, {
    opens: true,
    data: conversation,
  });
}

/** A message in an existing conversation, from `uid` to `to`. */
async function reply(
  database: Firestore,
  uid: string,
  to: string,
  text = 'Yes, Saturday at ten works.',
  changes: Omit<EnquiryChanges, 'listingId'> = {},
) {
  const conversation = { lastText: text, unreadFor: [to] };
  return send(database, uid, changes.id ?? `home_${HUNTER}`, { text }, changes, { opens: false, data: conversation });
}

describe('conversations: opening one (an enquiry)', () => {
  test('a signed-in person enquires about a listing that is not theirs', async () => {
    await allowed(enquire(as(HUNTER), HUNTER));
    await allowed(at.get(as(HUNTER), `conversations/home_${HUNTER}`));
    await allowed(at.get(as(LANDLORD), `conversations/home_${HUNTER}`));
  });

  test('a second enquiry about the same home is a message in the same conversation, not a new one', async () => {
    await allowed(enquire(as(HUNTER), HUNTER));
    await denied(enquire(as(HUNTER), HUNTER));
    await allowed(reply(as(HUNTER), HUNTER, LANDLORD, 'Also: are pets allowed?'));
  });

  const refused: [string, () => Promise<unknown>][] = [
    ['a visitor', () => enquire(visitor(), HUNTER)],
    ['an anonymous account', () => enquire(anonymous(HUNTER), HUNTER)],
    ['an account whose address nobody verified (issue 85)', () => enquire(unverified(HUNTER), HUNTER)],
    [
      'the listing’s owner',
      () => enquire(as(LANDLORD), LANDLORD, { conversation: { participants: [LANDLORD, LANDLORD] } }),
    ],
    ['someone in another’s name', () => enquire(as(THIRD), THIRD, { id: `home_${HUNTER}` })],
    [
      'a conversation with someone else than the owner',
      () =>
        enquire(as(HUNTER), HUNTER, {
          conversation: { landlordId: THIRD, participants: [HUNTER, THIRD], unreadFor: [THIRD] },
        }),
    ],
    ['a made-up hunter name', () => enquire(as(HUNTER), HUNTER, { conversation: { hunterName: 'Admin' } })],
    ['a made-up landlord name', () => enquire(as(HUNTER), HUNTER, { conversation: { landlordName: 'Support' } })],
    ['another listing name', () => enquire(as(HUNTER), HUNTER, { conversation: { listingName: 'Free villa' } })],
    [
      'another photo',
      () => enquire(as(HUNTER), HUNTER, { conversation: { listingPhoto: 'https://evil.example/x.jpg' } }),
    ],
    ['a past date', () => enquire(as(HUNTER), HUNTER, { conversation: { lastAt: Timestamp.fromMillis(0) } })],
    [
      'a last message other than the one sent',
      () => enquire(as(HUNTER), HUNTER, { conversation: { lastText: 'Other' } }),
    ],
    ['nobody left unread', () => enquire(as(HUNTER), HUNTER, { conversation: { unreadFor: [] } })],
    ['another field', () => enquire(as(HUNTER), HUNTER, { conversation: { trusted: true } })],
    ['no first message', () => enquire(as(HUNTER), HUNTER, { skip: 'message' })],
    ['no quota', () => enquire(as(HUNTER), HUNTER, { skip: 'quota' })],
    ['a listing that does not exist', () => enquire(as(HUNTER), HUNTER, { listingId: 'nowhere' })],
  ];
  test.each(refused)('an enquiry by %s is refused', async (_label, write) => {
    await denied(write());
  });

  test.each(['let-agreed', 'sold'])('a home that is %s takes no new enquiry', async (status) => {
    await seed('listings/home', storedListing(status === 'sold' ? { status, type: 'sale' } : { status }));
    await denied(enquire(as(HUNTER), HUNTER, { conversation: { listingType: status === 'sold' ? 'sale' : 'rent' } }));
  });

  test('a home under offer still takes enquiries', async () => {
    await seed('listings/home', storedListing({ status: 'under-offer' }));
    await allowed(enquire(as(HUNTER), HUNTER));
  });
});

describe('conversations: messages', () => {
  beforeEach(async () => {
    await allowed(enquire(as(HUNTER), HUNTER));
  });

  test('the landlord replies, and the hunter is then the one with an unread message', async () => {
    await allowed(reply(as(LANDLORD), LANDLORD, HUNTER));
    const conversation = await at.get(as(HUNTER), `conversations/home_${HUNTER}`);
    expect(conversation.data()?.unreadFor).toEqual([HUNTER]);
  });

  const refused: [string, () => Promise<unknown>][] = [
    ['someone outside the conversation', () => reply(as(THIRD), THIRD, LANDLORD)],
    [
      'a sender in another’s name',
      () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { message: { senderId: HUNTER } }),
    ],
    ['an empty text', () => reply(as(LANDLORD), LANDLORD, HUNTER, '')],
    ['only spaces', () => reply(as(LANDLORD), LANDLORD, HUNTER, '   ')],
    ['over 2,000 characters', () => reply(as(LANDLORD), LANDLORD, HUNTER, 'x'.repeat(2001))],
    ['control characters', () => reply(as(LANDLORD), LANDLORD, HUNTER, 'pay\u0000here')],
    ['a bidirectional control', () => reply(as(LANDLORD), LANDLORD, HUNTER, 'abc\u202Etxt.exe')],
    [
      'a past date',
      () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { message: { sentAt: Timestamp.fromMillis(0) } }),
    ],
    ['a bad phone number', () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { message: { phone: '<script>' } })],
    ['a bad move-in day', () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { message: { moveIn: 'soon' } })],
    ['another field', () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { message: { html: '<b>x</b>' } })],
    [
      'the conversation left as it was',
      () =>
        reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', {
          conversation: { lastText: 'Hello, is the flat still available? I could visit on Saturday.' },
        }),
    ],
    [
      'the sender marked unread',
      () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { conversation: { unreadFor: [LANDLORD] } }),
    ],
    [
      'the listing’s name changed',
      () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { conversation: { listingName: 'New' } }),
    ],
    ['no quota', () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { skip: 'quota' })],
    ['a conversation update without a message', () => reply(as(LANDLORD), LANDLORD, HUNTER, 'Hi', { skip: 'message' })],
  ];
  test.each(refused)('a message by %s is refused', async (_label, write) => {
    await denied(write());
  });

  test('a message alone, without the conversation’s update, is refused', async () => {
    const messageId = newMessageId();
    const landlord = as(LANDLORD);
    const batch = writeBatch(landlord);
    batch.set(doc(landlord, 'conversations', `home_${HUNTER}`, 'messages', messageId), {
      senderId: LANDLORD,
      text: 'Hi',
      sentAt: serverTimestamp(),
    });
    batch.set(
      doc(landlord, 'messaging', LANDLORD),
      await nextQuota(landlord, LANDLORD, `home_${HUNTER}`, messageId, false),
    );
    await denied(batch.commit());
  });

  test('nobody changes or deletes a message', async () => {
    const messages = await at.list(as(HUNTER), `conversations/home_${HUNTER}/messages`, limit(5));
    const first = messages.docs[0]!.id;
    await denied(at.update(as(HUNTER), `conversations/home_${HUNTER}/messages/${first}`, { text: 'Edited' }));
    await denied(at.set(as(LANDLORD), `conversations/home_${HUNTER}/messages/${first}`, { text: 'x' }));
  });
});

describe('conversations: reading and read marks', () => {
  beforeEach(async () => {
    await allowed(enquire(as(HUNTER), HUNTER));
  });

  test('its two people read it and its messages, a page at a time', async () => {
    for (const uid of [HUNTER, LANDLORD]) {
      await allowed(
        at.list(
          as(uid),
          'conversations',
          where('participants', 'array-contains', uid),
          orderBy('lastAt', 'desc'),
          limit(20),
        ),
      );
      await allowed(at.list(as(uid), `conversations/home_${HUNTER}/messages`, orderBy('sentAt', 'desc'), limit(30)));
    }
    await allowed(at.list(as(LANDLORD), 'conversations', where('unreadFor', 'array-contains', LANDLORD), limit(50)));
  });

  test('nobody else reads it, and nobody reads unbounded pages', async () => {
    await denied(at.get(as(THIRD), `conversations/home_${HUNTER}`));
    await denied(at.get(visitor(), `conversations/home_${HUNTER}`));
    await denied(at.list(as(THIRD), `conversations/home_${HUNTER}/messages`, limit(30)));
    await denied(at.list(as(THIRD), 'conversations', where('participants', 'array-contains', HUNTER), limit(20)));
    await denied(at.list(as(THIRD), 'conversations', limit(20)));
    await denied(at.list(as(HUNTER), 'conversations', where('participants', 'array-contains', HUNTER)));
    await denied(at.list(as(HUNTER), 'conversations', where('participants', 'array-contains', HUNTER), limit(51)));
    await denied(at.list(as(HUNTER), `conversations/home_${HUNTER}/messages`));
  });

  test('a person may look for their own enquiry before it exists, not for another’s', async () => {
    await allowed(at.get(as(THIRD), `conversations/home_${THIRD}`));
    await denied(at.get(as(THIRD), `conversations/other_${HUNTER}`));
  });

  test('the landlord marks it read; nobody marks it for someone else', async () => {
    await denied(at.update(as(HUNTER), `conversations/home_${HUNTER}`, { unreadFor: arrayRemove(LANDLORD) }));
    await denied(at.update(as(THIRD), `conversations/home_${HUNTER}`, { unreadFor: arrayRemove(LANDLORD) }));
    await denied(
      at.update(as(LANDLORD), `conversations/home_${HUNTER}`, {
        unreadFor: arrayRemove(LANDLORD),
        lastText: 'x',
      }),
    );
    await denied(at.update(as(LANDLORD), `conversations/home_${HUNTER}`, { unreadFor: [LANDLORD, HUNTER] }));
    await allowed(at.update(as(LANDLORD), `conversations/home_${HUNTER}`, { unreadFor: arrayRemove(LANDLORD) }));
  });

  test('nobody deletes a conversation', async () => {
    await denied(at.delete(as(HUNTER), `conversations/home_${HUNTER}`));
    await denied(at.delete(as(LANDLORD), `conversations/home_${HUNTER}`));
  });
});

describe('the sender’s quota', () => {
  test('at most 30 messages in a minute', async () => {
    await allowed(enquire(as(HUNTER), HUNTER));
    for (let n = 2; n <= 30; n += 1) await reply(as(HUNTER), HUNTER, LANDLORD, `Message ${n}`);
    await denied(reply(as(HUNTER), HUNTER, LANDLORD, 'Message 31'));
  });

  test('a new minute starts once the last is over', async () => {
    await allowed(enquire(as(HUNTER), HUNTER));
    await seed(`messaging/${HUNTER}`, {
      minuteStart: Timestamp.fromMillis(Date.now() - 61_000),
      sent: 30,
      hourStart: Timestamp.fromMillis(Date.now() - 61_000),
      started: 1,
      lastConversation: `home_${HUNTER}`,
      lastMessage: 'old',
    });
    await denied(reply(as(HUNTER), HUNTER, LANDLORD, 'Counted on'));
    await allowed(
      reply(as(HUNTER), HUNTER, LANDLORD, 'A new minute', { quota: { minuteStart: serverTimestamp(), sent: 1 } }),
    );
  });

  test('at most 10 new conversations in an hour, whatever the minutes', async () => {
    for (let n = 1; n <= 11; n += 1) await seed(`listings/home${n}`, storedListing());
    for (let n = 1; n <= 10; n += 1) await enquire(as(HUNTER), HUNTER, { listingId: `home${n}` });
    await denied(enquire(as(HUNTER), HUNTER, { listingId: 'home11' }));
  });

  const refused: [string, Record<string, unknown>][] = [
    ['a count that does not move', { sent: 0 }],
    ['a count that jumps', { sent: 5 }],
    ['a minute started in the past', { minuteStart: Timestamp.fromMillis(0) }],
    ['an opened conversation not counted', { started: 0 }],
    ['a message it does not name', { lastMessage: 'elsewhere' }],
    ['another field', { note: 'x' }],
  ];
  test.each(refused)('a quota with %s is refused', async (_label, quota) => {
    await denied(enquire(as(HUNTER), HUNTER, { quota }));
  });

  test('nobody reads or writes another’s quota; no enquiry count is written by a client', async () => {
    await allowed(enquire(as(HUNTER), HUNTER));
    await denied(at.get(as(LANDLORD), `messaging/${HUNTER}`));
    await allowed(at.get(as(HUNTER), `messaging/${HUNTER}`));
    await denied(at.set(as(LANDLORD), 'enquiryCounts/home', { landlordId: LANDLORD, enquiries: 99 }));
  });

  test('an enquiry count: read by the listing’s owner alone', async () => {
    // An id no listing of this file has: this slice's trigger deletes a deleted listing's count, and
    // the clearing between tests deletes `listings/home`, so that trigger could take
    // `enquiryCounts/home` away mid-test (a missing document may be read: this test would then pass
    // its refusals by chance, as it once failed them in CI).
    await seed('enquiryCounts/count-only', { landlordId: LANDLORD, enquiries: 1 });
    await allowed(at.get(as(LANDLORD), 'enquiryCounts/count-only'));
    await denied(at.get(as(HUNTER), 'enquiryCounts/count-only'));
    await denied(at.get(visitor(), 'enquiryCounts/count-only'));
  });
});

describe('the messaging matrix', () => {
  test('covers at least 60 cases', () => {
    expect(cases()).toBeGreaterThanOrEqual(60);
  });
});
