import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { type ListingInput } from 'listing-domain';
import { deployedEntryPoints, listingEntryUrl } from 'site-contract';
import { useLingui } from '@lingui/react';
import { ImageUploadError } from '../../api/listings/publish-listing.ts';
import { PhotoUploads, type PhotoUploadState } from '../../api/photos/photo-uploads.ts';
import { sweepUnsavedPhotos } from '../../api/photos/sweep-unsaved-photos.ts';
import { newFiles, photosToSave, type PhotoItem } from './photo-order.ts';
import { prepareListing } from './prepare-listing.ts';
import { DRAFT_SAVED, failureMessage, LISTING_SAVED, UPLOAD_CANCELLED } from './save-words.ts';
import type { useListingForm } from './use-listing-form.ts';

interface SaveOptions {
  /** The toast when a photo fails to upload (create and edit word it differently, spec section 8). */
  uploadFailure: string;
  /** The form's save button, named in what a failure says to do. */
  submitLabel: string;
  /**
   * Saves the listing with its photos in order (addresses kept, files to upload through
   * `uploads`, which follows their progress); resolves with its id.
   */
  save: (
    input: Omit<ListingInput, 'imgUrls'>,
    photos: (string | File)[],
    uploads: PhotoUploads,
    floorPlan: string | File | null,
  ) => Promise<string>;
  /**
   * Saves the form as a draft (issue 52), photos as `save` takes them; resolves with the draft's
   * id. The form then says so and stays (`onDraftSaved`).
   */
  saveDraft?: SaveOptions['save'];
  onDraftSaved?: (draftId: string) => void;
}

/** The uploads of the form's new photos, tied to which photos they are (a changed choice starts over). */
interface UploadSession {
  keys: string;
  uploads: PhotoUploads;
}

/** The photos' new files, then the floor plan's when it is new: what the uploads send, in order. */
const newItems = (photos: readonly PhotoItem[], floorPlan: PhotoItem | null) =>
  [...photos, ...(floorPlan ? [floorPlan] : [])].filter((photo) => 'file' in photo);

const newPhotoKeys = (photos: readonly PhotoItem[], floorPlan: PhotoItem | null) =>
  newItems(photos, floorPlan)
    .map((photo) => photo.key)
    .join('|');

/**
 * Submitting the create or edit form: validate, settle the coordinates and photos, upload the new
 * photos (three at a time, each one's progress shown), save, then open the saved listing. Any
 * failure is toasted and the form keeps everything the user typed; after a failed upload the
 * photos sent stay, and a new submit (the failed photo's Retry) sends only the others. Cancel
 * stops the uploads and deletes what was sent; leaving the page deletes it too.
 */
export function useSaveListing(form: ReturnType<typeof useListingForm>, options: SaveOptions) {
  const navigate = useNavigate();
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [uploadStates, setUploadStates] = useState<{ keys: string; states: readonly PhotoUploadState[] } | null>(null);
  const session = useRef<UploadSession | null>(null);
  const cancelled = useRef(false);
  // What the last attempt was: a failed photo's Retry repeats it (a draft stays a draft).
  const lastAsDraft = useRef(false);

  // Photos an earlier visit sent for a listing never saved (the tab closed before the retry, the
  // save or Cancel) go now: best effort, the form does not wait for it.
  useEffect(() => {
    sweepUnsavedPhotos().catch(() => {});
  }, []);

  // Photos sent for a listing that was never saved go when the page goes.
  useEffect(
    () => () => {
      void session.current?.uploads.discard();
      session.current = null;
    },
    [],
  );

  async function uploadsFor(keys: string, files: File[]): Promise<PhotoUploads> {
    if (session.current?.keys === keys) return session.current.uploads;
    await session.current?.uploads.discard();
    const uploads = new PhotoUploads(files);
    uploads.subscribe((states) => setUploadStates({ keys, states }));
    session.current = { keys, uploads };
    setUploadStates({ keys, states: uploads.current });
    return uploads;
  }

  /** Publishes (or saves the edit), or with `asDraft` saves a draft; the same checks either way. */
  async function submit({ asDraft = false, quietly = false }: { asDraft?: boolean; quietly?: boolean } = {}) {
    const save = asDraft ? options.saveDraft : options.save;
    if (!save) return;
    lastAsDraft.current = asDraft;
    // A new attempt: what earlier ones said (a fixed problem, a failed upload) no longer applies.
    toast.dismiss();
    const draft = form.validate();
    if (!draft) return;
    setBusy(true);
    cancelled.current = false;
    try {
      const { photos, floorPlan } = form;
      const keys = newPhotoKeys(photos, floorPlan);
      const reuse = session.current?.keys === keys ? session.current.uploads : null;
      // Photos already prepared for these uploads are not shrunk again.
      const files = newFiles(newItems(photos, floorPlan));
      const prepared = await prepareListing(draft, reuse ? [] : files, i18n);
      if (!prepared) return;
      const uploads = reuse ?? (await uploadsFor(keys, prepared.photos));
      const sent = uploads.files as File[];
      const photoFiles = newFiles(photos).length;
      // The floor plan is sent last, after the photos.
      const plan = !floorPlan ? null : 'file' in floorPlan ? (sent[photoFiles] ?? floorPlan.file) : floorPlan.url;
      const id = await save(prepared.input, photosToSave(photos, sent.slice(0, photoFiles)), uploads, plan);
      session.current = null;
      setUploadStates(null);
      if (asDraft) {
        // `quietly`: the page that opens next says so itself (the preview's banner, issue 86: on a
        // phone the toast covered it).
        if (!quietly) toast.success(i18n._(DRAFT_SAVED));
        options.onDraftSaved?.(id);
        return;
      }
      toast.success(i18n._(LISTING_SAVED));
      // In place of the form: Back from the listing goes to where the user came from, not to the
      // form again (empty after a create, stale after an edit).
      // The listing's page is the `listing` entry point's (mf-browse, issue 48): never written here.
      const { listing } = await deployedEntryPoints();
      void navigate(listing ? listingEntryUrl(listing, prepared.input.type, id) : '/', { replace: true });
    } catch (error) {
      if (cancelled.current) toast.info(i18n._(UPLOAD_CANCELLED));
      else toast.error(failureMessage(i18n, error, options));
      // Kept for a retry only after a failed upload; otherwise the save already removed them.
      if (!(error instanceof ImageUploadError) || cancelled.current) {
        session.current = null;
        setUploadStates(null);
      }
    } finally {
      setBusy(false);
    }
  }

  /** Stops the uploads under way and deletes the photos sent. */
  async function cancel() {
    const current = session.current;
    if (!current) return;
    cancelled.current = true;
    await current.uploads.cancel();
  }

  // The states shown belong to the photos chosen now (none once the choice changed).
  const states =
    uploadStates && uploadStates.keys === newPhotoKeys(form.photos, form.floorPlan) ? uploadStates.states : null;
  /** Tries the last attempt again (a failed photo's Retry). */
  const retry = () => submit({ asDraft: lastAsDraft.current });
  return { busy, submit, retry, cancel, uploadStates: states };
}
