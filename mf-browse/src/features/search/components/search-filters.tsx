import { useId, useState, type FormEvent } from 'react';
import { LISTING_LIMITS } from 'listing-domain';
import type { SearchCriteria } from '../../../api/search/load-search.ts';
import { Button } from 'design-system/button';
import { Checkbox } from 'design-system/checkbox';
import { controlClass, Field, Select } from 'design-system/field';
import styles from './search-page.module.css';

const ROOM_CHOICES = [1, 2, 3, 4, 5];

/** The filter panel: edits a copy of the search and applies it on submit. */
export function SearchFilters({
  criteria,
  onSearch,
  onClear,
}: {
  criteria: SearchCriteria;
  onSearch: (next: SearchCriteria) => void;
  onClear: () => void;
}) {
  const id = useId();
  // Open on wide screens; on phones the results come first and the panel opens on demand.
  const [open, setOpen] = useState(() => window.matchMedia?.('(min-width: 720px)').matches ?? true);
  const [draft, setDraft] = useState(criteria);
  const [priceMin, setPriceMin] = useState(criteria.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(criteria.priceMax?.toString() ?? '');
  const set = (patch: Partial<SearchCriteria>) => setDraft((current) => ({ ...current, ...patch }));
  const price = (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) ? undefined : Math.round(value);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { priceMin: _min, priceMax: _max, ...rest } = draft;
    const min = price(priceMin);
    const max = price(priceMax);
    onSearch({
      ...rest,
      ...(min !== undefined ? { priceMin: min } : {}),
      ...(max !== undefined ? { priceMax: max } : {}),
    });
  }

  const priceInput = (key: string, label: string, value: string, onChange: (text: string) => void) => (
    <Field label={label} id={`${id}-${key}`}>
      <input
        id={`${id}-${key}`}
        className={controlClass()}
        type="number"
        inputMode="numeric"
        min={LISTING_LIMITS.priceMin}
        max={LISTING_LIMITS.priceMax}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );

  const roomSelect = (field: 'bedroomsMin' | 'bathroomsMin', label: string) => (
    <Field label={label} id={`${id}-${field}`}>
      <Select id={`${id}-${field}`} value={draft[field]} onChange={(e) => set({ [field]: Number(e.target.value) })}>
        {ROOM_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n === 1 ? 'Any' : `${n}+`}
          </option>
        ))}
      </Select>
    </Field>
  );

  const active = countActive(criteria);
  return (
    <details className={styles.panel} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.panelSummary}>{active > 0 ? `Filters (${active})` : 'Filters'}</summary>
      <form className={styles.filters} onSubmit={submit} aria-label="Search filters">
        <div className={styles.wide}>
          <Field label="Place" id={`${id}-place`}>
            <input
              id={`${id}-place`}
              className={controlClass()}
              type="search"
              placeholder="City, district or street"
              maxLength={100}
              value={draft.place}
              onChange={(e) => set({ place: e.target.value })}
            />
          </Field>
        </div>
        <Field label="Rent or sale" id={`${id}-type`}>
          <Select
            id={`${id}-type`}
            value={draft.type}
            onChange={(e) => set({ type: e.target.value as SearchCriteria['type'] })}
          >
            <option value="any">Any</option>
            <option value="rent">Rent</option>
            <option value="sale">Sale</option>
          </Select>
        </Field>
        {priceInput('min', 'Price from ($)', priceMin, setPriceMin)}
        {priceInput('max', 'Price to ($)', priceMax, setPriceMax)}
        {roomSelect('bedroomsMin', 'Bedrooms')}
        {roomSelect('bathroomsMin', 'Bathrooms')}
        <fieldset className={`${styles.checks} ${styles.wide}`}>
          <legend>Must have</legend>
          {(
            [
              ['parking', 'Parking'],
              ['furnished', 'Furnished'],
              ['offer', 'Offers only'],
            ] as const
          ).map(([field, label]) => (
            <Checkbox
              key={field}
              label={label}
              checked={draft[field]}
              onChange={(checked) => set({ [field]: checked })}
            />
          ))}
        </fieldset>
        <div className={`${styles.actions} ${styles.wide}`}>
          <Button type="submit">Search</Button>
          <Button variant="secondary" onClick={onClear}>
            Clear all
          </Button>
        </div>
      </form>
    </details>
  );
}

/** How many settings narrow the search (shown on the panel's summary while it is closed). */
function countActive(criteria: SearchCriteria): number {
  return [
    criteria.place !== '',
    criteria.type !== 'any',
    criteria.priceMin !== undefined || criteria.priceMax !== undefined,
    criteria.bedroomsMin > 1,
    criteria.bathroomsMin > 1,
    criteria.parking,
    criteria.furnished,
    criteria.offer,
  ].filter(Boolean).length;
}
