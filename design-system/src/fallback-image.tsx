import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** What to show: a smaller copy of `fallbackSrc`, say. */
  src: string;
  /** What to show when `src` fails to load (not made yet, gone); `onError` only when this fails too. */
  fallbackSrc: string;
}

/**
 * An `<img>` that tries `src` and falls back to `fallbackSrc` once: a page shows a photo's
 * thumbnail where the server has made one, and the photo itself where it has not (yet).
 */
export function FallbackImage({ src, fallbackSrc, onError, ...props }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? fallbackSrc : src;
  const onFailed = (event: SyntheticEvent<HTMLImageElement>) => {
    if (shown !== fallbackSrc) setFailed(src);
    else onError?.(event);
  };
  return <img {...props} src={shown} onError={onFailed} />;
}
