// JavaScript mirror of firebase/storage.rules for the local Storage emulator.
// firebase-tools evaluates Storage rules with a Java engine that cannot be downloaded on
// our offline machines, so the local backend plugs this function in instead. Keep it in
// step with storage.rules: the rules matrix test runs against it.

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png'];

/** Decodes the claims of an (emulator-issued, unsigned) ID token; null when absent or malformed. */
export function readTokenClaims(token) {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    const uid = claims.user_id ?? claims.sub;
    return typeof uid === 'string' && uid.length > 0 ? { ...claims, uid } : null;
  } catch {
    return null;
  }
}

/**
 * Decides one Storage request.
 * @param {{method: string, path: string, file?: {before?: object, after?: object}, token?: string}} request
 * @returns {boolean}
 */
export function isStorageRequestAllowed({ method, path, file, token }) {
  // path looks like "b/{bucket}/o/{object name}"
  const match = /^b\/[^/]+\/o\/(.*)$/.exec(path);
  if (!match) return false;
  const objectName = match[1];
  // The sizes the server makes of each photo (functions/): public to read, written by it alone.
  if (/^sizes\/[^/]+\/[^/]+$/.test(objectName)) return method === 'get' || method === 'read';
  const image = /^images\/([^/]+)$/.exec(objectName);
  if (!image) return false;
  const fileName = image[1];
  const auth = readTokenClaims(token);

  switch (method) {
    case 'get':
    case 'read':
      return true;
    case 'list':
      return false;
    case 'create': {
      // An account with an e-mail, not an anonymous one.
      if (!auth || typeof auth.email !== 'string' || auth.email.length === 0) return false;
      if (file?.before) return false; // no overwrite
      const after = file?.after;
      if (!after) return false;
      return (
        fileName.startsWith(`${auth.uid}-`) &&
        Number(after.size) < MAX_IMAGE_BYTES &&
        IMAGE_CONTENT_TYPES.includes(after.contentType)
      );
    }
    case 'delete':
      return Boolean(auth) && fileName.startsWith(`${auth.uid}-`);
    default:
      // update (metadata changes) and anything else
      return false;
  }
}

/** A ruleset object shaped like the one firebase-tools' Storage emulator asks for. */
export const jsStorageRuleset = {
  async verify(request) {
    return {
      permitted: isStorageRequestAllowed(request),
      issues: { exist: () => false, all: [] },
    };
  },
};
