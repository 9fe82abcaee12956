// The outbox of the alerts' e-mail (issue 37): the documents the alerts function writes in `mail/`
// in the Trigger Email extension's schema, newest first. Production installs the extension, which
// sends them; locally nothing is sent, and this shows what would be.
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
