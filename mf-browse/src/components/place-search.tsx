import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './place-search.module.css';

/** The search box: a place (city, district, street) leading to /search. */
export function PlaceSearch() {
  const navigate = useNavigate();
  const id = useId();
  const [place, setPlace] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = place.trim();
    navigate(text ? `/search?${new URLSearchParams({ q: text }).toString()}` : '/search');
  }

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={id} className={styles.label}>
        Search by place
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          type="search"
          placeholder="City, district or street"
          maxLength={100}
          value={place}
          onChange={(e) => setPlace(e.target.value)}
        />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </div>
    </form>
  );
}
