import type { EntryPoints } from 'site-contract';

/** The shell's auth gate sends a signed-out visitor of a private page here. */
export const entries = { signIn: '/sign-in' } satisfies EntryPoints;
