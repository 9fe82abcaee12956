import styles from './form-layout.module.css';

/** A form page's one centred column, the width of every form of the site (the account's, the editor's). */
export const formPageClass = styles.page;

/** A form's fields, one under the other. */
export const formClass = styles.form;

/** A line of secondary text with a form (what the page says of the person's case, no free times, a note). */
export const formNoteClass = styles.note;
