// The task that sends a person's gathered viewing news (viewing-mail-digest.ts) once its window
// has passed (issue 85): a Cloud Tasks queue of this slice's own, a task per digest, named for it
// (a digest is sent by one task, however many changes it gathers). Locally the backend's Cloud
// Tasks emulator runs it at its time, as the service does (backend/tasks-emulator.mjs).
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { defineInt } from 'firebase-functions/params';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { adminApp } from '../../../../shared-firebase/server/admin-app.ts';
import { sendDigest } from './viewing-mail-digest.ts';

/**
 * How long a person's viewing news is gathered before its e-mail goes: five minutes (locally the
 * backend's .env.local makes it seconds, so that a walk or a test sees the mail soon).
 */
export const VIEWING_MAIL_WINDOW_SECONDS = defineInt('VIEWING_MAIL_WINDOW_SECONDS', {
  default: 300,
  description: 'Seconds a person’s viewing news is gathered into one e-mail',
});

interface DigestTask {
  digest: string;
  openedAt: number;
}

const isDigestTask = (data: unknown): data is DigestTask =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as DigestTask).digest === 'string' &&
  /^[0-9a-f]{40}$/.test((data as DigestTask).digest) &&
  Number.isSafeInteger((data as DigestTask).openedAt);

export const viewingsMailDigest = onTaskDispatched<unknown>(
  { retryConfig: { maxAttempts: 5, minBackoffSeconds: 30 }, rateLimits: { maxConcurrentDispatches: 20 } },
  async (request) => {
    if (!isDigestTask(request.data)) return; // not a task this queue makes: nothing to retry
    await sendDigest(getFirestore(adminApp()), request.data.digest, request.data.openedAt);
  },
);

/**
 * The app that enqueues: the functions' own; locally one that names a service account, so that the
 * Admin SDK does not ask the cloud's metadata server for one (a request out of the machine, which
 * the emulator warns of; the Cloud Tasks emulator takes any caller).
 */
function enqueuingApp(): App {
  if (!process.env.CLOUD_TASKS_EMULATOR_HOST) return adminApp();
  const name = 'local-tasks';
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp({ projectId: process.env.GCLOUD_PROJECT, serviceAccountId: 'local-tasks@example.com' }, name)
  );
}

/**
 * Asks for the digest opened at `openedAt` to be sent once its window has passed (at once when it
 * is late). When the queue cannot take the task, it is sent now: news never waits for nothing.
 */
export async function scheduleDigest(db: Firestore, digest: string, openedAt: number, now = Date.now()): Promise<void> {
  const due = openedAt + VIEWING_MAIL_WINDOW_SECONDS.value() * 1000;
  const task: DigestTask = { digest, openedAt };
  try {
    await getFunctions(enqueuingApp())
      .taskQueue<DigestTask>('viewingsMailDigest')
      .enqueue(task, {
        scheduleDelaySeconds: Math.max(0, Math.ceil((due - now) / 1000)),
        // One task per digest; a late digest's second ask has a name of its own.
        id: due > now ? `${digest}-${openedAt}` : `${digest}-${openedAt}-late-${now}`,
      });
  } catch (error) {
    if ((error as { code?: string }).code === 'functions/task-already-exists') return;
    logger.error('viewing mail: the task queue refused a digest; sending it now', error);
    await sendDigest(db, digest, openedAt);
  }
}
