// Which photo addresses a listing may keep: download URLs of photos its owner uploaded
// (images/{uid}-…), the shape firestore.rules' photoUrlOf accepts. The rules are what decides;
// this mirror lets the edit form drop, before saving, an address stored before that rule existed
// (a tracking pixel, another user's photo), which would otherwise make every save of it fail.

const HOSTS = '(?:https://firebasestorage\\.googleapis\\.com|http://(?:127\\.0\\.0\\.1|localhost):9199)';
const OBJECT_NAME = "[A-Za-z0-9%._~!*'()-]+";
const TOKEN = '[A-Za-z0-9-]+';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True for a download URL of a photo that `uid` uploaded to a Firebase Storage bucket. */
export function isOwnPhotoUrl(url: string, uid: string): boolean {
  if (url.length > 2048 || !uid) return false;
  const pattern = new RegExp(
    `^${HOSTS}/v0/b/[a-z0-9._-]+/o/images%2F${escapeForRegExp(uid)}-${OBJECT_NAME}\\?alt=media&token=${TOKEN}$`,
  );
  return pattern.test(url);
}
