import styles from './tile-note.module.css';

/**
 * Over a map (in a positioned frame), `text` while `shown`: that its tiles could not load (the
 * hook use-tile-failure says when). Always in the page, empty otherwise, so a screen reader hears it.
 */
export function TileNote({ shown, text }: { shown: boolean; text: string }) {
  return (
    <p className={styles.tileNote} role="status">
      {shown ? text : ''}
    </p>
  );
}
