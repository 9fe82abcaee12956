import { useId, useState, type FormEvent } from 'react';
import { buttonClass } from './button.tsx';
import { controlClass } from './field.tsx';
import styles from './search-box.module.css';
import { visuallyHiddenClass } from './visually-hidden.tsx';

/**
 * The place search: a labelled box and its button. `onSearch` gets the trimmed words ('' for all
 * homes). `compact`: the header's version, its label read by screen readers only; it empties once
 * it has sent its words (issue 53): the search page says what it searched (a typo corrected), and
 * a box still holding the typo would say otherwise.
 */
export function SearchBox({
  label = 'Search by place',
  placeholder = 'City, district or street',
  button = 'Search',
  onSearch,
  compact = false,
}: {
  label?: string;
  /** The box's hint and its button's name, in the page's language (issue 88). */
  placeholder?: string;
  button?: string;
  onSearch: (place: string) => void;
  compact?: boolean;
}) {
  const id = useId();
  const [place, setPlace] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(place.trim());
    if (compact) setPlace('');
  }

  return (
    <form role="search" className={compact ? `${styles.form} ${styles.compact}` : styles.form} onSubmit={submit}>
      <label htmlFor={id} className={compact ? visuallyHiddenClass : styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={controlClass()}
          type="search"
          placeholder={placeholder}
          maxLength={100}
          value={place}
          onChange={(e) => setPlace(e.target.value)}
        />
        <button type="submit" className={buttonClass('primary')}>
          {button}
        </button>
      </div>
    </form>
  );
}
