// A person's public profile as stored (users/{uid}: mf-account writes it; the contact page and the
// enquiry form read it). Its e-mail is there only when its owner shows it and has verified it
// (issues 36 and 47); `showEmail: false` says it is kept private.
import * as v from 'valibot';
import type { UserProfile } from './listing-types.ts';

export const ProfileSchema = v.object({
  name: v.string(),
  email: v.fallback(v.optional(v.string()), undefined),
  showEmail: v.fallback(v.optional(v.boolean()), undefined),
});

/** The profile a stored document holds, or null when it has no name. */
export function parseProfile(id: string, data: unknown): UserProfile | null {
  const parsed = v.safeParse(ProfileSchema, data);
  if (!parsed.success) return null;
  const { name, email, showEmail } = parsed.output;
  return { id, name, email: email ?? null, emailPrivate: showEmail === false };
}
