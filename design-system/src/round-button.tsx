import styles from './round-button.module.css';

/** The class of a round 44 px icon button on a white disc (the heart, Share, a carousel's arrows). */
export const roundButtonClass = `${styles.round}`;
