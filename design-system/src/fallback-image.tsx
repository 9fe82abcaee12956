import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import styles from './fallback-image.module.css';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** What to show: a smaller copy of `fallbackSrc`, say. */
  src: string;
  /**
   * What to show when `src` fails to load (not made yet, gone); when this fails too, a placeholder
   * is drawn in its place (and `onError` is called).
   */
  fallbackSrc: string;
}

/**
 * The photos found gone on this page's life: another image of the same photo (the listing's
 * gallery, after its cover) draws the placeholder at once instead of a blank box until it fails
 * again.
 */
const gone = new Set<string>();

/**
 * An `<img>` that tries `src` and falls back to `fallbackSrc` once: a page shows a photo's
 * thumbnail where the server has made one, and the photo itself where it has not (yet). A photo
 * that is gone shows a placeholder (issue 53), not the browser's broken-image icon; its alt text
 * stays for those who hear the page.
 */
export function FallbackImage({ src, fallbackSrc, onError, className, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState<{ src: string; both: boolean } | null>(null);
  const knownGone = gone.has(src);
  const shown = knownGone || failed?.src === src ? fallbackSrc : src;
  const missing = knownGone || (failed?.src === src && failed.both);
  const onFailed = (event: SyntheticEvent<HTMLImageElement>) => {
    if (shown !== fallbackSrc) {
      setFailed({ src, both: false });
      return;
    }
    gone.add(src);
    setFailed({ src, both: true });
    onError?.(event);
  };
  return (
    <img
      {...props}
      className={missing ? [className, styles.missing].filter(Boolean).join(' ') : className}
      data-photo-missing={missing ? '' : undefined}
      src={shown}
      onError={onFailed}
    />
  );
}
