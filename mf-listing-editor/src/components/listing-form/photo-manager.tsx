import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { withValues } from 'design-system/slice-i18n';
import { Badge } from 'design-system/badge';
import { FallbackImage } from 'design-system/fallback-image';
import { visuallyHiddenClass } from 'design-system/visually-hidden';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { IMAGE_EXTENSIONS, photoSources } from 'listing-domain';
import type { PhotoUploadState } from '../../api/photos/photo-uploads.ts';
import styles from './listing-form.module.css';
import { addFiles, movePhoto, removePhoto, type PhotoItem } from './photo-order.ts';

/** A photo's name: "Current image 2", "New image 1 (cover)". */
function photoName(i18n: I18n, kept: boolean, number: number, cover: boolean): string {
  if (kept) return cover ? i18n._(msg`Current image ${number} (cover)`) : i18n._(msg`Current image ${number}`);
  return cover ? i18n._(msg`New image ${number} (cover)`) : i18n._(msg`New image ${number}`);
}

// eslint-disable-next-line lingui/no-unlocalized-strings -- the drag's data type, no words
const dragsFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The listing's photos: the spec's Images input adds photos (and files dropped on the box do
 * too); each shows a thumbnail at once and can be removed, moved earlier or later (buttons, or by
 * dragging), and the first is the cover. `field` renders the Images input with its label.
 */
export function PhotoManager({
  photos,
  onChange,
  field,
  uploads,
  busy,
  onRetry,
}: {
  photos: readonly PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  field: (input: { accept: string; onFiles: (files: File[]) => void }) => ReactNode;
  /** Each new photo's upload (in the order of the new photos), while there is one. */
  uploads: readonly PhotoUploadState[] | null;
  /** While saving, the photos stay as they are. */
  busy: boolean;
  /** Tries the failed uploads again (the form's save again: the photos sent are not sent again). */
  onRetry: () => void;
}) {
  const { i18n, t } = useLingui();
  let newIndex = 0;
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);
  const [said, setSaid] = useState('');
  const add = (files: File[]) => {
    if (files.length === 0) return;
    onChange(addFiles(photos, files, (file) => URL.createObjectURL(file)));
    const count = files.length;
    setSaid(
      i18n.locale === 'en'
        ? `${count} ${count === 1 ? 'photo' : 'photos'} added.`
        : withValues(i18n, msg({ message: '{count, plural, one {# photo added.} other {# photos added.}}' }), {
            count,
          }),
    );
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length) return;
    onChange(movePhoto(photos, from, to));
    const was = from + 1;
    const now = to + 1;
    setSaid(to === 0 ? t`Image ${was} is now image ${now}, the cover.` : t`Image ${was} is now image ${now}.`);
  };

  // The thumbnails' preview addresses go with their photos, and with the page.
  const shown = useRef(photos);
  useEffect(() => {
    for (const photo of shown.current)
      if ('file' in photo && !photos.includes(photo)) URL.revokeObjectURL(photo.preview);
    shown.current = photos;
  }, [photos]);
  useEffect(
    () => () => {
      for (const photo of shown.current) if ('file' in photo) URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  return (
    <div
      className={dropping ? `${styles.photos} ${styles.dropping}` : styles.photos}
      onDragOver={(event) => {
        if (!dragsFiles(event)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        if (!dragsFiles(event)) return;
        event.preventDefault();
        setDropping(false);
        add(Array.from(event.dataTransfer.files));
      }}
    >
      {field({ accept: IMAGE_EXTENSIONS.join(','), onFiles: add })}
      <p className={styles.hint}>{t`Or drop photos here. Drag a photo, or use its arrows, to change the order.`}</p>
      {photos.length > 0 && (
        <ol className={styles.thumbs} aria-label={t`Photos, the first is the cover`}>
          {photos.map((photo, index) => {
            const number = index + 1;
            const kept = !('file' in photo);
            const upload = kept ? undefined : uploads?.[newIndex++];
            return (
              <li
                key={photo.key}
                className={dragged === index ? `${styles.thumb} ${styles.dragged}` : styles.thumb}
                draggable={!busy}
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', String(index));
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.stopPropagation();
                  move(dragged, index);
                  setDragged(null);
                }}
                onDragEnd={() => setDragged(null)}
              >
                <FallbackImage
                  {...(kept ? photoSources(photo.url, 'card') : { src: photo.preview, fallbackSrc: photo.preview })}
                  alt={photoName(i18n, kept, number, index === 0)}
                  width={96}
                  height={72}
                  draggable={false}
                />
                {index === 0 && (
                  <span className={styles.cover}>
                    <Badge>{t`Cover`}</Badge>
                  </span>
                )}
                {upload && <UploadState state={upload} number={number} busy={busy} onRetry={onRetry} />}
                <span className={styles.thumbActions}>
                  <button
                    type="button"
                    className={styles.moveImage}
                    aria-label={t`Move image ${number} earlier`}
                    disabled={busy || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={styles.moveImage}
                    aria-label={t`Move image ${number} later`}
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className={styles.removeImage}
                    aria-label={t`Remove image ${number}`}
                    disabled={busy}
                    onClick={() => {
                      onChange(removePhoto(photos, index));
                      setSaid(t`Image ${number} removed.`);
                    }}
                  >
                    {t`Remove`}
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {uploads?.some((upload) => upload.status === 'failed') ? (
        // Which to press after a failed upload (issue 53): either sends only what did not go.
        <p className={styles.uploadHint}>
          {t`The photos already sent are kept: Retry sends the others and saves the listing.`}
        </p>
      ) : null}
      <p className={visuallyHiddenClass} role="status">
        {said}
      </p>
    </div>
  );
}

/** One new photo's upload: its progress, sent, or failed with a way to try again. */
function UploadState({
  state,
  number,
  busy,
  onRetry,
}: {
  state: PhotoUploadState;
  number: number;
  busy: boolean;
  onRetry: () => void;
}) {
  const { t } = useLingui();
  if (state.status === 'done') return <span className={styles.uploadDone}>{t`Uploaded`}</span>;
  if (state.status === 'failed')
    return (
      <span className={styles.uploadFailed}>
        {t`Upload failed`}
        <button type="button" className={styles.retryImage} disabled={busy} onClick={onRetry}>
          {t`Retry image ${number}`}
        </button>
      </span>
    );
  return (
    <progress className={styles.uploadBar} value={state.fraction} max={1} aria-label={t`Upload of image ${number}`} />
  );
}
