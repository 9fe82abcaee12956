// The Storage rules cases of firebase/storage-rule-cases.json, asked of the Storage emulator on the
// emulator port through the real SDK, as an outside client would. Here the emulator evaluates the JS
// mirror of storage.rules (backend/storage-rules.mjs, which the same table tests directly); where
// firebase-tools can download its rules engine, the same file runs against storage.rules itself
// (README, "The local backend").
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signInAnonymously } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getBytes,
  getStorage,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

interface StorageCase {
  name: string;
  actor: 'owner' | 'other' | 'anonymous' | 'visitor';
  method: 'create' | 'get' | 'delete';
  object: string;
  contentType?: string;
  size?: number;
  allowed: boolean;
}

const table = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../firebase/storage-rule-cases.json'), 'utf8'),
) as { cases: StorageCase[] };

interface Actor {
  uid: string;
  app: FirebaseApp;
  storage: FirebaseStorage;
}

/**
 * A real PNG, padded after its end to `size` bytes: the server deletes an upload that is not a real
 * photo (functions/, issue 34), which would leave the later cases of the table nothing to read or
 * delete. What the rules see (the size and the label) is the table's.
 */
const REAL_PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWP4DwYMEAoAU7oL9W/sIDEAAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);
function photoOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(Math.max(size, REAL_PNG.length));
  bytes.set(REAL_PNG);
  return bytes;
}

let appCounter = 0;
async function makeActor(name: string, signUp: boolean | 'anonymously'): Promise<Actor> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: 'demo-marketplace', storageBucket: 'demo-marketplace.appspot.com' },
    `storage-rules-${name}-${(appCounter += 1)}`,
  );
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', 9199);
  storage.maxOperationRetryTime = 2000;
  storage.maxUploadRetryTime = 2000;
  if (!signUp) return { uid: 'visitor', app, storage };
  const auth = getAuth(app);
  connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  if (signUp === 'anonymously') return { uid: (await signInAnonymously(auth)).user.uid, app, storage };
  const email = `storage-${name}-${Date.now()}-${appCounter}@example.com`;
  const { user } = await createUserWithEmailAndPassword(auth, email, 'rules-password-1');
  return { uid: user.uid, app, storage };
}

const actors: Partial<Record<StorageCase['actor'], Actor>> = {};

beforeAll(async () => {
  actors.visitor = await makeActor('visitor', false);
  actors.owner = await makeActor('owner', true);
  actors.other = await makeActor('other', true);
  actors.anonymous = await makeActor('anonymous', 'anonymously');
});

afterAll(async () => {
  console.log(`storage rules: ${table.cases.length} cases checked`);
  await Promise.all(Object.values(actors).map((actor) => deleteApp(actor.app)));
});

function run(actor: Actor, step: StorageCase): Promise<unknown> {
  const object = step.object
    .replace('{owner}', actors.owner!.uid)
    .replace('{other}', actors.other!.uid)
    .replace('{anonymous}', actors.anonymous!.uid);
  const target = ref(actor.storage, object);
  if (step.method === 'create') {
    return uploadBytes(target, photoOfSize(step.size ?? 1), { contentType: step.contentType });
  }
  return step.method === 'get' ? getBytes(target) : deleteObject(target);
}

describe('storage rules, case by case in the table order', () => {
  test.each(table.cases.map((step, index) => [index + 1, step.name, step] as const))(
    '%i. %s',
    async (_index, _name, step) => {
      const outcome = await run(actors[step.actor]!, step).then(
        () => 'allowed',
        (error: unknown) =>
          typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'error',
      );
      // A read the rules let through of an object that is not there (a size not made yet).
      if (step.method === 'get' && outcome === 'storage/object-not-found') return expect(step.allowed).toBe(true);
      expect(outcome).toBe(step.allowed ? 'allowed' : 'storage/unauthorized');
    },
  );
});
