// The outbox of the alerts' e-mail (issue 37): the documents the alerts function writes in `mail/`
// in the Trigger Email extension's schema, newest first. Production installs the extension, which
// sends them; locally nothing is sent, and this shows what would be. Locally it also lists the Auth
// emulator's own e-mails (issue 47: the address verification links, and password resets), with
// the link to follow.
//   node scripts/list-outbox.mjs --local           the local backend (pnpm backend / pnpm start)
//   node scripts/list-outbox.mjs --project <id>    a real project, with Application Default Credentials
// Options: --limit <n> (20 by default), --html (the message too).
const args = process.argv.slice(2);
const projectAt = args.indexOf('--project');
const project = projectAt === -1 ? undefined : args[projectAt + 1];
const limitAt = args.indexOf('--limit');
const limit = limitAt === -1 ? 20 : Number(args[limitAt + 1]);
if ((!args.includes('--local') && !project) || !Number.isInteger(limit) || limit < 1) {
  console.error('Usage: node scripts/list-outbox.mjs (--local | --project <id>) [--limit <n>] [--html]');
  process.exit(1);
}

const firestore = project
  ? (await import('firebase-admin/firestore')).getFirestore(
      (await import('firebase-admin/app')).initializeApp({ projectId: project }, 'outbox'),
    )
  : (await import('../backend/admin.mjs')).adminFirestore();

const snapshot = await firestore.collection('mail').orderBy('createdAt', 'desc').limit(limit).get();
if (snapshot.empty) console.log('The outbox is empty.');
for (const mail of snapshot.docs) {
  const { to, message, createdAt, delivery } = mail.data();
  const when = createdAt?.toDate?.().toISOString() ?? '?';
  console.log(`${when}  to ${to}  “${message?.subject ?? ''}”${delivery?.state ? `  (${delivery.state})` : ''}`);
  if (args.includes('--html')) console.log(`    ${message?.html ?? ''}`);
}

// The Auth service's own e-mails: locally the Auth emulator keeps them instead of sending them.
if (!project) {
  const { PROJECT_ID, URLS } = await import('../backend/config.mjs');
  const response = await fetch(`${URLS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`).catch(() => null);
  const { oobCodes = [] } = response?.ok ? await response.json() : {};
  const kinds = { VERIFY_EMAIL: 'verify your e-mail address', PASSWORD_RESET: 'reset your password' };
  console.log(oobCodes.length ? '\nThe Auth emulator’s e-mails (follow a link to act on it):' : '');
  for (const code of oobCodes.slice(-limit).reverse())
    console.log(`to ${code.email}  “${kinds[code.requestType] ?? code.requestType}”\n    ${code.oobLink}`);
}
