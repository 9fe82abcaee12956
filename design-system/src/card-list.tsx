import styles from './card-list.module.css';

/** A list of cards, one per row (a person's alerts, their conversations). */
export const cardListClass = styles.list;

/** One card of it (its own layout beside: grid, flex, padding); `unread` marks it at its start. */
export function cardItemClass(unread = false): string {
  return unread ? `${styles.item} ${styles.unread}` : (styles.item ?? '');
}

/** The card's link whose layer covers the whole card, so a tap anywhere on it opens it. */
export const wholeCardLinkClass = styles.wholeCardLink;
