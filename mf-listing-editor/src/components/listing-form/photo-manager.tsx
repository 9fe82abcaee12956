import { Badge } from 'design-system/badge';
import { FallbackImage } from 'design-system/fallback-image';
import { visuallyHiddenClass } from 'design-system/visually-hidden';
import { useEffect, useRef, useState, type DragEvent, type ReactNode } from 'react';
import { IMAGE_EXTENSIONS, photoSources } from 'listing-domain';
import type { PhotoUploadState } from '../../api/photos/photo-uploads.ts';
import styles from './listing-form.module.css';
import { addFiles, movePhoto, removePhoto, type PhotoItem } from './photo-order.ts';

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
  let newIndex = 0;
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropping, setDropping] = useState(false);
  const [said, setSaid] = useState('');
  const add = (files: File[]) => {
    if (files.length === 0) return;
    onChange(addFiles(photos, files, (file) => URL.createObjectURL(file)));
    setSaid(`${files.length} ${files.length === 1 ? 'photo' : 'photos'} added.`);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length) return;
    onChange(movePhoto(photos, from, to));
    setSaid(`Image ${from + 1} is now image ${to + 1}${to === 0 ? ', the cover' : ''}.`);
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
      <p className={styles.hint}>Or drop photos here. Drag a photo, or use its arrows, to change the order.</p>
      {photos.length > 0 && (
        <ol className={styles.thumbs} aria-label="Photos, the first is the cover">
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
                  alt={`${kept ? 'Current' : 'New'} image ${number}${index === 0 ? ' (cover)' : ''}`}
                  width={96}
                  height={72}
                  draggable={false}
                />
                {index === 0 && (
                  <span className={styles.cover}>
                    <Badge>Cover</Badge>
                  </span>
                )}
                {upload && <UploadState state={upload} number={number} busy={busy} onRetry={onRetry} />}
                <span className={styles.thumbActions}>
                  <button
                    type="button"
                    className={styles.moveImage}
                    aria-label={`Move image ${number} earlier`}
                    disabled={busy || index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ←
                  </button>
                  <button
                    type="button"
                    className={styles.moveImage}
                    aria-label={`Move image ${number} later`}
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    →
                  </button>
                  <button
                    type="button"
                    className={styles.removeImage}
                    aria-label={`Remove image ${number}`}
                    disabled={busy}
                    onClick={() => {
                      onChange(removePhoto(photos, index));
                      setSaid(`Image ${number} removed.`);
                    }}
                  >
                    Remove
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
          The photos already sent are kept: Retry sends the others and saves the listing.
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
  if (state.status === 'done') return <span className={styles.uploadDone}>Uploaded</span>;
  if (state.status === 'failed')
    return (
      <span className={styles.uploadFailed}>
        Upload failed
        <button type="button" className={styles.retryImage} disabled={busy} onClick={onRetry}>
          Retry image {number}
        </button>
      </span>
    );
  return (
    <progress className={styles.uploadBar} value={state.fraction} max={1} aria-label={`Upload of image ${number}`} />
  );
}
