// The reports of listings (issue 36), newest first, as an administrator reads them: with the Admin
// SDK, past the rules (no client reads a report).
//   node scripts/list-reports.mjs --local           the local backend (pnpm backend / pnpm start)
//   node scripts/list-reports.mjs --project <id>    a real project, with Application Default Credentials
// Options: --limit <n> (50 by default).
const args = process.argv.slice(2);
const projectAt = args.indexOf('--project');
const project = projectAt === -1 ? undefined : args[projectAt + 1];
const limitAt = args.indexOf('--limit');
const limit = limitAt === -1 ? 50 : Number(args[limitAt + 1]);
if ((!args.includes('--local') && !project) || !Number.isInteger(limit) || limit < 1) {
  console.error('Usage: node scripts/list-reports.mjs (--local | --project <id>) [--limit <n>]');
  process.exit(1);
}

const firestore = project
  ? (await import('firebase-admin/firestore')).getFirestore(
      (await import('firebase-admin/app')).initializeApp({ projectId: project }, 'reports'),
    )
  : (await import('../backend/admin.mjs')).adminFirestore();

const snapshot = await firestore.collection('reports').orderBy('createdAt', 'desc').limit(limit).get();
if (snapshot.empty) console.log('No reports.');
for (const report of snapshot.docs) {
  const { listingId, reporter, reason, detail, createdAt } = report.data();
  console.log(`${createdAt?.toDate?.().toISOString() ?? '?'}  listing ${listingId}  by ${reporter}  ${reason}`);
  if (detail) console.log(`    ${detail}`);
}
