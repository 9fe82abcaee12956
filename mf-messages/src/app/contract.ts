// What the site and the build read of this remote (its routes, nav entries and entry points),
// the one place they are declared. Only the build, the slice's functions and the standalone app
// import this module: the remote's pages import the shell contract and the entry points from their
// own modules (the lint's app boundaries say so), so the routes are not in every page's JS
// (0.5 KB gzip on each page of mf-browse, issue 49).
import type { DataDeclaration, NavEntry, RouteDeclaration } from 'site-contract';
import type { PageLocale } from 'site-contract/locale';
import type { pages } from './pages.ts';

export { contract } from './shell-contract.ts';
export { entries } from './entries.ts';

/**
 * The routes this remote serves (issue 36). Its build publishes them as routes.json beside
 * mf-manifest.json, and the deploy step puts them in the site's deployment: no shell release.
 * The enquiry form is open to visitors (they sign in when they send, and come back to it with
 * what they wrote); the inbox is behind the gate, and a visitor sent to sign in comes back to it.
 */
export const routes = [
  { path: '/enquiry', page: 'EnquiryPage', signedIn: false },
  { path: '/inbox', page: 'InboxPage', signedIn: true, returnAfterSignIn: true },
  { path: '/inbox/:conversationId', page: 'ConversationPage', signedIn: true, returnAfterSignIn: true },
] satisfies RouteDeclaration<keyof typeof pages>[];

/**
 * The Inbox in the site's navigation, for signed-in people only (the spec's bar stays as it is for
 * visitors), with the count of unread conversations (badges.ts's UnreadBadge).
 */
export const nav = [
  {
    path: '/inbox',
    label: 'Inbox',
    labels: { fr: 'Messagerie', de: 'Posteingang', es: 'Mensajes' },
    order: 25,
    signedIn: true,
    badge: 'UnreadBadge',
    // Counted by the bell too, a line on the Alerts page (issue 86).
    news: {
      count: 'inbox',
      one: '1 conversation with a message you have not read',
      other: '{count} conversations with messages you have not read',
      languages: {
        fr: {
          one: '1 conversation avec un message non lu',
          other: '{count} conversations avec des messages non lus',
        },
        de: {
          one: '1 Unterhaltung mit einer ungelesenen Nachricht',
          other: '{count} Unterhaltungen mit ungelesenen Nachrichten',
        },
        es: {
          one: '1 conversación con un mensaje sin leer',
          other: '{count} conversaciones con mensajes sin leer',
        },
      },
    },
    icon: 'M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 4-8 5-8-5V6l8 5 8-5v2Z',
  },
] satisfies NavEntry[];

/**
 * The data this slice owns (issue 87; tooling/data-ownership.test.ts): the conversations and their
 * messages, each person's messaging quota, each listing's count of enquiries, and the day's count
 * of e-mails one person's messages sent another (its server's alone). Published: the
 * conversations (the editor counts enquiries) and the counts (the listing's page, for its owner).
 */
export const data = {
  firestore: ['conversations', 'conversations/*/messages', 'messaging', 'enquiryCounts', 'messageMailQuota'],
  storage: [],
  published: ['conversations', 'enquiryCounts'],
} satisfies DataDeclaration;

/**
 * The languages this slice's pages speak (issue 88): every one the site speaks, from its own
 * catalogue (src/locales/), and the pseudo-locale for tests. (The build reads this module with
 * Node, which runs no TypeScript from other packages: the list is written here, not imported.)
 */
export const locales = ['en', 'fr', 'de', 'es', 'en-XA'] satisfies PageLocale[];
