// An enquiry's conversation and its messages as stored (mf-messages writes them under the rules in
// its firebase/ folder; its pages and its server code read them through these schemas). A
// conversation needs its listing and its two people; the rest reads as empty when missing.
import * as v from 'valibot';
import { isString, StoredTimeSchema, TextOrEmptySchema, withoutUndefined } from './stored-values.ts';

const TimeSchema = v.optional(StoredTimeSchema, null);

export const ConversationSchema = v.object({
  listingId: v.string(),
  listingName: v.optional(TextOrEmptySchema, ''),
  listingType: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((type) => (type === 'sale' ? ('sale' as const) : ('rent' as const))),
    ),
    'rent',
  ),
  listingPhoto: v.optional(TextOrEmptySchema, ''),
  landlordId: v.string(),
  landlordName: v.optional(TextOrEmptySchema, ''),
  hunterId: v.string(),
  hunterName: v.optional(TextOrEmptySchema, ''),
  lastAt: TimeSchema,
  lastText: v.optional(TextOrEmptySchema, ''),
  lastSender: v.optional(TextOrEmptySchema, ''),
  unreadFor: v.optional(
    v.fallback(
      v.pipe(
        v.array(v.unknown()),
        v.transform((ids) => ids.filter(isString)),
      ),
      [],
    ),
    [],
  ),
});

export const MessageSchema = v.object({
  senderId: v.string(),
  text: v.string(),
  sentAt: TimeSchema,
  phone: v.fallback(v.optional(v.string()), undefined),
  moveIn: v.fallback(v.optional(v.string()), undefined),
});

export type Conversation = { id: string } & v.InferOutput<typeof ConversationSchema>;
export type Message = { id: string } & v.InferOutput<typeof MessageSchema>;

/** The conversation a stored document holds, or null when it is not one. */
export function parseConversation(id: string, data: unknown): Conversation | null {
  const parsed = v.safeParse(ConversationSchema, data);
  return parsed.success ? { id, ...parsed.output } : null;
}

/** The message a stored document holds, or null when it is not one. */
export function parseMessage(id: string, data: unknown): Message | null {
  const parsed = v.safeParse(MessageSchema, data);
  return parsed.success ? withoutUndefined({ id, ...parsed.output }) : null;
}
