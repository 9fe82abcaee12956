import styles from './card.module.css';

/** The class of a card surface (white, rounded, shadowed), for the element that must hold it (a section, an aside, a form). */
export function cardClass(): string {
  return `${styles.card}`;
}
