// What the create and edit forms say as they save (issue 88): the spec's toasts ('Listing saved',
// 'Could not save listing', the upload failures word for word) and the site's own, in the page's
// language from this slice's catalogue.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { withValues } from 'design-system/slice-i18n';
import {
  DRAFTS_MAX,
  DraftGoneError,
  DraftLimitError,
  EDIT_LIMIT,
  EditLimitError,
  errorCode,
  PUBLISH_LIMIT,
  PublishLimitError,
} from 'listing-domain';
import { ImageUploadError } from '../../api/listings/publish-listing.ts';

export const LISTING_SAVED = msg`Listing saved`;
export const SAVE_FAILURE = msg`Could not save listing`;
export const UPLOAD_CANCELLED = msg`Upload cancelled: nothing was saved.`;
export const DRAFT_SAVED = msg`Draft saved. Only you can see it until you publish it.`;
/** The create form's (spec section 8: its own wording, trailing space included) and the edit form's. */
export const CREATE_UPLOAD_FAILURE = msg`Images not uploaded cause size of Image is too large `;
export const EDIT_UPLOAD_FAILURE = msg`Images not uploaded`;

const OFFLINE = msg({
  message:
    'Could not save listing: you are offline. Nothing is lost: press {submitLabel} again once you are back online.',
});
const drafts = DRAFTS_MAX;
const DRAFT_LIMIT = msg`You can keep at most ${drafts} drafts. Publish or delete one to save another; your listing is still here.`;
const DRAFT_GONE = msg`This draft is no longer there: it was published or deleted, perhaps in another tab. What you typed is still here.`;
const publishes = PUBLISH_LIMIT;
const edits = EDIT_LIMIT;
const PUBLISH_WAIT = msg({
  message:
    '{seconds, plural, one {You can publish at most {publishes} listings a minute. Try again in # second; your listing is still here.} other {You can publish at most {publishes} listings a minute. Try again in # seconds; your listing is still here.}}',
});
const EDIT_WAIT = msg({
  message:
    '{seconds, plural, one {You can save at most {edits} edits a minute. Try again in # second; your changes are still here.} other {You can save at most {edits} edits a minute. Try again in # seconds; your changes are still here.}}',
});

/** What a save that failed for want of a connection says (issue 53): why, and what to press. */
export const offlineSaveFailure = (i18n: I18n, submitLabel: string) => withValues(i18n, OFFLINE, { submitLabel });

/**
 * The toast of a failed save: the spec's upload wording, the publishing or edit limit, no
 * connection, or a plain failure. English pages say listing-domain's limits as it writes them.
 */
export function failureMessage(
  i18n: I18n,
  error: unknown,
  options: { uploadFailure: string; submitLabel: string },
): string {
  if (error instanceof ImageUploadError) return options.uploadFailure;
  const english = i18n.locale === 'en';
  if (error instanceof PublishLimitError || error instanceof EditLimitError) {
    if (english) return error.message;
    const seconds = error.retryAfterSeconds;
    return error instanceof PublishLimitError
      ? withValues(i18n, PUBLISH_WAIT, { seconds, publishes })
      : withValues(i18n, EDIT_WAIT, { seconds, edits });
  }
  if (error instanceof DraftLimitError) return english ? error.message : i18n._(DRAFT_LIMIT);
  if (error instanceof DraftGoneError) return english ? error.message : i18n._(DRAFT_GONE);
  if (!navigator.onLine || errorCode(error) === 'unavailable') return offlineSaveFailure(i18n, options.submitLabel);
  return i18n._(SAVE_FAILURE);
}
