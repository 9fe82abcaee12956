import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

/** The class of a card surface (white, rounded, shadowed), for an element that must be a link or a list item. */
export function cardClass(): string {
  return `${styles.card}`;
}

/** A card: a white, rounded, shadowed surface around its children. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={className ? `${styles.card} ${className}` : styles.card} {...rest} />;
}
