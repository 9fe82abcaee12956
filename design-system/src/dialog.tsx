import { useEffect, useRef, type ReactNode } from 'react';
import styles from './dialog.module.css';

/**
 * A modal dialog (the native <dialog>: focus kept inside, Escape closes, the page behind inert).
 * `label`: its accessible name. `fullScreen`: the whole viewport, on a dark backdrop (a photo viewer).
 */
export function Dialog({
  open,
  onClose,
  label,
  fullScreen = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  fullScreen?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // What had the focus when it opened: it gets it back when the dialog goes (issue 35, defect 9).
  // A <dialog> closed by the browser does that itself; one its page removes (a viewer that
  // unmounts on Escape) would leave the focus on the page's body.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  useEffect(
    () => () => {
      if (opener.current?.isConnected) opener.current.focus();
    },
    [],
  );
  return (
    <dialog
      ref={ref}
      aria-label={label}
      className={fullScreen ? `${styles.dialog} ${styles.fullScreen}` : styles.dialog}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
