import { useLingui } from '@lingui/react/macro';
import { lazy, memo, Suspense, useId, useState, type FormEvent } from 'react';
import {
  AREA_UNIT_LABELS,
  AREA_UNIT_OPTIONS,
  currencyOptions,
  currencySymbol,
  FACT_LIMITS,
  LISTING_LIMITS,
  PROPERTY_KINDS,
  type AreaUnit,
  type Currency,
} from 'listing-domain';
import type { SearchCriteria } from '../../../api/search/load-search.ts';
import { RADIUS_CHOICES_KM } from '../../../api/search/search-radius.ts';
import { Button } from 'design-system/button';
import { Checkbox } from 'design-system/checkbox';
import { controlClass, Field, Select } from 'design-system/field';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { KIND_WORDS, numbersLocale } from '../../../components/listing-words.ts';
import { SIDE_BY_SIDE } from '../utils/map-view.ts';
import { usePlaceSuggestions } from '../utils/use-place-suggestions.ts';
import styles from './search-page.module.css';

const ROOM_CHOICES = [1, 2, 3, 4, 5];

/** The day field, loaded when "More filters" opens (it is not in the search list's first load). */
const DayField = lazy(() => import('design-system/day-field').then((module) => ({ default: module.DayField })));

/** From this width the filter panel starts open (search-page.module.css opens the server's from it). */
const OPEN_FROM = '(min-width: 720px)';

/**
 * The filter panel: edits a copy of the search and applies it on submit. Drawn again only when its
 * own props change (not when the page's count or rates arrive).
 */
export const SearchFilters = memo(function SearchFilters({
  criteria,
  currency,
  onSearch,
  onClear,
}: {
  criteria: SearchCriteria;
  /** The currency the page shows prices in (issue 53): the price fields' until one is chosen. */
  currency: Currency;
  onSearch: (next: SearchCriteria) => void;
  onClear: () => void;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  // Open on wide screens; on phones the results come first and the panel opens on demand.
  // Rendered by the site's server (the first screen in the HTML), the width is not known: closed,
  // and its stylesheet shows it open from OPEN_FROM until the page takes over.
  const onServer = import.meta.env.SSR;
  const [open, setOpen] = useState(() => !onServer && (window.matchMedia?.(OPEN_FROM).matches ?? true));
  // On a desktop the panel is a bar that is always open (its title is not shown there).
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const [draft, setDraft] = useState(criteria);
  // The filters people set less often wait behind "More filters", open when one of them is set:
  // the results start near the top on a desktop too (issue 35, defect 11).
  const moreActive = countMoreActive(criteria);
  const [moreOpen, setMoreOpen] = useState(moreActive > 0);
  // Whether the currency was picked in this panel: until it is, a newly typed place decides it.
  const [currencyPicked, setCurrencyPicked] = useState(false);
  const [priceMin, setPriceMin] = useState(criteria.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(criteria.priceMax?.toString() ?? '');
  const [areaMin, setAreaMin] = useState(criteria.areaMin?.toString() ?? '');
  const [areaMax, setAreaMax] = useState(criteria.areaMax?.toString() ?? '');
  // Only while the visitor types a place: a search opened from its address asks nothing.
  const suggestions = usePlaceSuggestions(draft.place !== criteria.place ? draft.place : '');
  const set = (patch: Partial<SearchCriteria>) => setDraft((current) => ({ ...current, ...patch }));
  const price = (text: string) => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) ? undefined : Math.round(value);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { priceMin: _min, priceMax: _max, areaMin: _amin, areaMax: _amax, availableBy, within, ...rest } = draft;
    const min = price(priceMin);
    const max = price(priceMax);
    const smallest = price(areaMin);
    const largest = price(areaMax);
    const { currency: kept, ...others } = rest;
    // Another place typed, and no currency picked here: the place decides (issue 86), once the page
    // knows which place it names (in-named-place.ts), whatever the order things were typed in.
    const placeDecides = draft.place.trim() !== criteria.place.trim() && !currencyPicked;
    const chosen = placeDecides ? undefined : kept;
    // A price range is in the currency its labels name, written to the address with it; without
    // one, a currency stays only when chosen.
    const priceCurrency =
      min !== undefined || max !== undefined ? (placeDecides ? undefined : (chosen ?? currency)) : chosen;
    onSearch({
      ...others,
      ...(priceCurrency ? { currency: priceCurrency } : {}),
      // The place the text named stays only with the same text (issue 51).
      ...(within && draft.place === criteria.place ? { within } : {}),
      // Nearest first is an order of a search around a place only.
      ...(rest.sort === 'nearest' && !rest.radiusKm ? { sort: 'newest' as const } : {}),
      ...(min !== undefined ? { priceMin: min } : {}),
      ...(max !== undefined ? { priceMax: max } : {}),
      ...(smallest !== undefined ? { areaMin: smallest } : {}),
      ...(largest !== undefined ? { areaMax: largest } : {}),
      ...(availableBy ? { availableBy } : {}),
    });
  }

  const numberInput = (
    key: string,
    label: string,
    value: string,
    onChange: (text: string) => void,
    limits: { min: number; max: number },
  ) => (
    <Field label={label} id={`${id}-${key}`}>
      <input
        id={`${id}-${key}`}
        className={controlClass()}
        type="number"
        inputMode="numeric"
        {...limits}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
  const prices = { min: LISTING_LIMITS.priceMin, max: LISTING_LIMITS.priceMax };
  const areas = { min: FACT_LIMITS.floorAreaMin, max: FACT_LIMITS.floorAreaMax };
  const unit = AREA_UNIT_LABELS[draft.areaUnit];
  const shownCurrency = draft.currency ?? currency;
  const symbol = currencySymbol(shownCurrency, numbersLocale(i18n));

  const roomSelect = (field: 'bedroomsMin' | 'bathroomsMin', label: string) => (
    <Field label={label} id={`${id}-${field}`}>
      <Select id={`${id}-${field}`} value={draft[field]} onChange={(e) => set({ [field]: Number(e.target.value) })}>
        {ROOM_CHOICES.map((n) => (
          <option key={n} value={n}>
            {n === 1 ? t`Any` : `${n}+`}
          </option>
        ))}
      </Select>
    </Field>
  );

  const active = countActive(criteria);
  return (
    <details
      className={onServer ? `${styles.panel} ${styles.panelFromServer}` : styles.panel}
      open={open || wide}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className={styles.panelSummary}>{active > 0 ? t`Filters (${active})` : t`Filters`}</summary>
      <form className={styles.filters} onSubmit={submit} aria-label={t`Search filters`}>
        <div className={styles.mainFilters}>
          <div className={styles.placeField}>
            <Field label={t`Place`} id={`${id}-place`}>
              <input
                id={`${id}-place`}
                className={controlClass()}
                type="search"
                placeholder={t`City, district or street`}
                maxLength={100}
                value={draft.place}
                onChange={(e) => set({ place: e.target.value })}
                list={`${id}-places`}
                autoComplete="off"
              />
            </Field>
            {/* Places the listings have, as the visitor types (issue 35, defect 6). */}
            <datalist id={`${id}-places`}>
              {suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          </div>
          <Field label={t`Rent or sale`} id={`${id}-type`}>
            <Select
              id={`${id}-type`}
              value={draft.type}
              onChange={(e) => set({ type: e.target.value as SearchCriteria['type'] })}
            >
              <option value="any">{t`Any`}</option>
              <option value="rent">{t`Rent`}</option>
              <option value="sale">{t`Sale`}</option>
            </Select>
          </Field>
          {numberInput('min', t`Price from (${symbol})`, priceMin, setPriceMin, prices)}
          {numberInput('max', t`Price to (${symbol})`, priceMax, setPriceMax, prices)}
          <Field label={t`Currency`} id={`${id}-currency`}>
            {/* Homes in every currency are found, their prices converted (issue 53). */}
            <Select
              id={`${id}-currency`}
              value={shownCurrency}
              onChange={(e) => {
                setCurrencyPicked(true);
                set({ currency: e.target.value as Currency });
              }}
              options={currencyOptions(numbersLocale(i18n))}
            />
          </Field>
          {roomSelect('bedroomsMin', t`Bedrooms`)}
          <button
            type="button"
            className={styles.moreToggle}
            aria-expanded={moreOpen}
            aria-controls={`${id}-more`}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {moreActive > 0 ? t`More filters (${moreActive})` : t`More filters`}
          </button>
        </div>
        <div id={`${id}-more`} className={styles.moreFilters} hidden={!moreOpen}>
          <Field label={t`Distance`} id={`${id}-radius`}>
            {/* Around the town typed, or the map's centre (issue 51). */}
            <Select
              id={`${id}-radius`}
              value={draft.radiusKm ?? ''}
              onChange={(e) => {
                const { radiusKm: _radius, ...rest } = draft;
                const km = Number(e.target.value);
                setDraft(km ? { ...rest, radiusKm: km } : rest);
              }}
            >
              <option value="">{t`This place only`}</option>
              {RADIUS_CHOICES_KM.map((km) => (
                <option key={km} value={km}>{t`Within ${km} km`}</option>
              ))}
            </Select>
          </Field>
          <Field label={t`Kind of home`} id={`${id}-kind`}>
            <Select
              id={`${id}-kind`}
              value={draft.kind}
              onChange={(e) => set({ kind: e.target.value as SearchCriteria['kind'] })}
              options={PROPERTY_KINDS.map((kind) => ({ value: kind, label: i18n._(KIND_WORDS[kind]) }))}
            >
              <option value="any">{t`Any`}</option>
            </Select>
          </Field>
          {roomSelect('bathroomsMin', t`Bathrooms`)}
          <Field label={t`Floor area in`} id={`${id}-areaUnit`}>
            <Select
              id={`${id}-areaUnit`}
              value={draft.areaUnit}
              onChange={(e) => set({ areaUnit: e.target.value as AreaUnit })}
              options={AREA_UNIT_OPTIONS}
            />
          </Field>
          {numberInput('minArea', t`Floor area from (${unit})`, areaMin, setAreaMin, areas)}
          {numberInput('maxArea', t`Floor area to (${unit})`, areaMax, setAreaMax, areas)}
          <Field label={t`Available by`} id={`${id}-availableBy`}>
            {/* Text that names no day goes to the address as typed; the page then says it was not a date. */}
            {moreOpen ? (
              <Suspense
                fallback={
                  <input
                    id={`${id}-availableBy`}
                    className={controlClass('short')}
                    value={draft.availableBy ?? ''}
                    readOnly
                  />
                }
              >
                <DayField
                  id={`${id}-availableBy`}
                  value={draft.availableBy ?? ''}
                  onChange={(day) => set({ availableBy: day || undefined })}
                  calendarLabel={t`Choose the day on a calendar`}
                  loadingLabel={t`Loading the calendar…`}
                  locale={i18n.locale === 'en' ? undefined : numbersLocale(i18n)}
                />
              </Suspense>
            ) : null}
          </Field>
          <fieldset className={`${styles.checks} ${styles.wide}`}>
            <legend>{t`Must have`}</legend>
            {(
              [
                ['parking', t`Parking`],
                ['furnished', t`Furnished`],
                ['offer', t`Offers only`],
                ['pets', t`Pets allowed`],
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
          <div className={styles.wide}>
            <Checkbox
              label={t`Include let and sold homes`}
              checked={draft.gone}
              onChange={(checked) => set({ gone: checked })}
            />
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t`Search`}</Button>
          <Button variant="secondary" onClick={onClear}>
            {t`Clear all`}
          </Button>
        </div>
      </form>
    </details>
  );
});

/** How many settings narrow the search (shown on the panel's summary while it is closed). */
function countActive(criteria: SearchCriteria): number {
  return [
    criteria.radiusKm !== undefined,
    criteria.place !== '',
    criteria.type !== 'any',
    criteria.priceMin !== undefined || criteria.priceMax !== undefined,
    criteria.bedroomsMin > 1,
    criteria.bathroomsMin > 1,
    criteria.parking,
    criteria.furnished,
    criteria.offer,
    criteria.kind !== 'any',
    criteria.areaMin !== undefined || criteria.areaMax !== undefined,
    criteria.availableBy !== undefined,
    criteria.pets,
    criteria.gone,
  ].filter(Boolean).length;
}

/** How many of the settings behind "More filters" narrow the search. */
function countMoreActive(criteria: SearchCriteria): number {
  return [
    criteria.radiusKm !== undefined,
    criteria.kind !== 'any',
    criteria.bathroomsMin > 1,
    criteria.areaMin !== undefined || criteria.areaMax !== undefined,
    criteria.availableBy !== undefined,
    criteria.parking,
    criteria.furnished,
    criteria.offer,
    criteria.pets,
    criteria.gone,
  ].filter(Boolean).length;
}
