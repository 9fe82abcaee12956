import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

/**
 * What stands for content on its way, in its shape (no layout shift when it arrives): `children`
 * are Skeleton blocks laid out like the content. One status for readers, named `label`.
 */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} className={className}>
      {children}
    </div>
  );
}

/**
 * A grey block of the size of what it stands for: `width` and `height` (CSS lengths), or the
 * size `className` gives it (the class of the element it stands for).
 */
export function Skeleton({
  width,
  height,
  className,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={className ? `${styles.block} ${className}` : styles.block}
      style={{ width, height }}
    />
  );
}
