// Which Firestore a maintenance command works on, from its arguments: `--local` (the local
// backend: pnpm backend / pnpm start) or `--project <id>` (a real project, with Application
// Default Credentials: GOOGLE_APPLICATION_CREDENTIALS), past the rules with the Admin SDK. Prints
// `usage` and exits when neither is given.

/**
 * @param {string[]} args the command's arguments
 * @param {string} usage the command's usage line
 * @param {string} appName the Admin SDK app's name for a real project
 * @returns {Promise<import('firebase-admin/firestore').Firestore>}
 */
export async function adminTarget(args, usage, appName) {
  const projectAt = args.indexOf('--project');
  const project = projectAt === -1 ? undefined : args[projectAt + 1];
  if (!args.includes('--local') && !project) {
    console.error(`Usage: ${usage}`);
    process.exit(1);
  }
  return project
    ? (await import('firebase-admin/firestore')).getFirestore(
        (await import('firebase-admin/app')).initializeApp({ projectId: project }, appName),
      )
    : (await import('../../backend/admin.mjs')).adminFirestore();
}
