// The upload of a listing's new photos as the photo manager shows it: each photo's progress, at
// most three at a time, a failed photo tried again without sending the others again, and a
// cancel that stops what is under way and deletes what was sent.
import { deleteImagesByUrl, uploadListingImage } from './photo-storage.ts';
import { forgetUnsaved, rememberUnsaved } from './unsaved-photos.ts';

type NamedBlob = Blob & { name: string };

export type PhotoUploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

export interface PhotoUploadState {
  status: PhotoUploadStatus;
  /** Share sent, 0 to 1. */
  fraction: number;
}

/** Photos sent at the same time. */
export const UPLOADS_AT_ONCE = 3;

/** Some photos could not be sent; the others stay sent until `run` again, `cancel` or `discard`. */
export class PhotoUploadFailure extends Error {
  constructor(
    readonly failed: number[],
    cause: unknown,
  ) {
    super(`${failed.length} photo upload(s) failed`, { cause });
    this.name = 'PhotoUploadFailure';
  }
}

/** The uploads of one set of new photos, in order. */
export class PhotoUploads {
  readonly files: readonly NamedBlob[];
  private readonly urls: (string | undefined)[];
  private states: PhotoUploadState[];
  private controller = new AbortController();
  private readonly listeners = new Set<(states: readonly PhotoUploadState[]) => void>();

  constructor(files: readonly NamedBlob[]) {
    this.files = [...files];
    this.urls = files.map(() => undefined);
    this.states = files.map(() => ({ status: 'waiting', fraction: 0 }));
  }

  /** Each photo's state now, in order. */
  get current(): readonly PhotoUploadState[] {
    return this.states;
  }

  /** Share of all the photos' bytes sent, 0 to 1 (1 when there are none). */
  get overall(): number {
    const total = this.files.reduce((sum, file) => sum + file.size, 0);
    if (total === 0) return this.states.every((s) => s.status === 'done') ? 1 : 0;
    return this.files.reduce((sum, file, i) => sum + file.size * (this.states[i]?.fraction ?? 0), 0) / total;
  }

  /** Hears every change of the states; returns how to stop hearing. */
  subscribe(listener: (states: readonly PhotoUploadState[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(index: number, state: PhotoUploadState) {
    this.states = this.states.map((s, i) => (i === index ? state : s));
    for (const listener of this.listeners) listener(this.states);
  }

  /**
   * Sends every photo not sent yet (the failed ones again), UPLOADS_AT_ONCE at a time, and gives
   * their addresses in order. If any fails, the others still finish, then PhotoUploadFailure names
   * the failed ones; those sent stay for the next `run`.
   */
  async run(): Promise<string[]> {
    if (this.controller.signal.aborted) this.controller = new AbortController();
    const signal = this.controller.signal;
    const queue = this.files.map((_, i) => i).filter((i) => this.urls[i] === undefined);
    for (const i of queue) this.set(i, { status: 'waiting', fraction: 0 });
    const failed: number[] = [];
    let firstError: unknown;
    const worker = async () => {
      for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
        if (signal.aborted) {
          failed.push(i);
          continue;
        }
        this.set(i, { status: 'uploading', fraction: 0 });
        try {
          const { url } = await uploadListingImage(this.files[i]!, {
            signal,
            onProgress: (fraction) => this.set(i, { status: 'uploading', fraction }),
          });
          if (signal.aborted) {
            // Finished as it was cancelled: not kept.
            await deleteImagesByUrl([url]);
            throw new Error('cancelled');
          }
          this.urls[i] = url;
          rememberUnsaved(url);
          this.set(i, { status: 'done', fraction: 1 });
        } catch (error) {
          failed.push(i);
          firstError ??= error;
          this.set(i, { status: 'failed', fraction: 0 });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(UPLOADS_AT_ONCE, queue.length) }, worker));
    if (failed.length > 0)
      throw new PhotoUploadFailure(
        failed.sort((a, b) => a - b),
        firstError,
      );
    return this.urls as string[];
  }

  /** Stops the uploads under way and deletes the photos sent; the photos are waiting again. */
  async cancel(): Promise<void> {
    this.controller.abort();
    await this.discard();
  }

  /** Deletes the photos sent (the listing they were for was not saved). */
  async discard(): Promise<void> {
    const sent = this.urls.filter((url): url is string => url !== undefined);
    this.urls.fill(undefined);
    this.states = this.files.map(() => ({ status: 'waiting', fraction: 0 }));
    for (const listener of this.listeners) listener(this.states);
    await deleteImagesByUrl(sent);
    // Only once deleted: a delete that failed leaves them noted for the next visit's sweep.
    forgetUnsaved(sent);
  }

  /** The listing now holds the photos sent: they are no longer anyone's to clean up. */
  kept(): void {
    forgetUnsaved(this.urls.filter((url): url is string => url !== undefined));
  }
}
