import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChoiceGroup } from 'design-system/choice-group';
import { Select } from 'design-system/field';
import { PageHeader } from 'design-system/page-header';
import { lazy, startTransition, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { gazetteerLabel, RATES_STALE_AFTER_DAYS, ratesAreStale } from 'listing-domain';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { MapArea, SearchCriteria, SearchSort } from '../../../api/search/load-search.ts';
import { searchCountQuery } from '../../../api/search/search-count-query.ts';
import { streetCentreQuery, townCentreQuery } from '../../../api/places/named-place-query.ts';
import { Spinner } from 'design-system/spinner';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { areaParam, SIDE_BY_SIDE, type SearchView } from '../utils/map-view.ts';
import { useAddressCorrections } from '../utils/use-address-corrections.ts';
import { useSearchModel } from '../utils/search-model.ts';
import { parseSearchParams, searchParamsOf, type SearchPlace } from '../utils/search-params.ts';
import { searchSummary } from '../utils/search-summary.ts';
import { inNamedPlace } from '../utils/in-named-place.ts';
import { useNamedPlace, withPlace } from '../utils/use-named-place.ts';
import { usePlaceFallback } from '../utils/use-place-fallback.ts';
import { useSearchedPrices } from '../utils/use-searched-prices.ts';
import { ListingSkeletons } from '../../../components/listing-skeletons.tsx';
import { numbersLocale } from '../../../components/listing-words.ts';
import { SaveSearch } from './save-search.tsx';
import { SearchFilters } from './search-filters.tsx';
import { SearchResults } from './search-results.tsx';
import styles from './search-page.module.css';

// Leaflet and the clustering come with the map, never with the list.
const SearchMap = lazy(() => import('./search-map.tsx'));
// A search around a place's results come with such a search (asked for as soon as it has a
// distance: its centre is still being looked up), never with a plain list.
const loadNearbyResults = () => import('./nearby-results.tsx');
const NearbyResults = lazy(() => loadNearbyResults().then((module) => ({ default: module.NearbyResults })));

const VIEW_LABELS: Record<SearchView, MessageDescriptor> = { list: msg`List`, map: msg`Map` };

const SORT_LABELS: Record<SearchSort, MessageDescriptor> = {
  nearest: msg`Nearest first`,
  newest: msg`Newest first`,
  'price-asc': msg`Price, low to high`,
  'price-desc': msg`Price, high to low`,
};

/**
 * /search: homes by place, with filters, a sort and a one-line summary, as a list and on a map
 * (side by side on wide screens, one or the other on phones). The whole search is in the address;
 * a hostile or stale address is corrected, said once, and written back normalised.
 */
export function SearchPage() {
  const { i18n, t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const sortId = useId();
  const model = useSearchModel();
  const { criteria, place, corrections } = useMemo(() => parseSearchParams(params, model), [params, model]);
  const listKey = searchParamsOf(criteria, model).toString();
  // The list keeps to the map's area once searched ("Search this area", issue 53), as the map does.
  const resultsKey = place.area ? `${listKey}&area=${areaParam(place.area)}` : listKey;
  const normalised = searchParamsOf(criteria, model, place).toString();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE);
  // Rendered by the site's server (the first screen in the HTML), the page does not know the
  // screen's width: it draws both layouts and the stylesheet shows the one of the screen.
  const onServer = import.meta.env.SSR;

  useAddressCorrections(corrections, normalised);

  // The callbacks the filters, the list and the map take keep their identity while the search
  // does: the page draws again when its count or rates arrive, and those parts (memo) do not.
  const go = useCallback(
    (next: SearchCriteria, nextPlace: SearchPlace) =>
      navigate(`/search${query(searchParamsOf(next, model, nextPlace))}`),
    [navigate, model],
  );
  // New filters keep the view and the map's area: the visitor is still looking there.
  const search = useCallback((next: SearchCriteria) => go(next, place), [go, place]);
  const clear = useCallback(
    () => navigate(place.view === 'map' ? '/search?view=map' : '/search'),
    [navigate, place.view],
  );
  // A phone's map, once chosen, fills the screen under the List/Map bar (issue 53: it started
  // ~460 px down, its markers off-screen): the bar is scrolled to the top, the map below it.
  const viewBar = useRef<HTMLDivElement>(null);
  const mapChosen = useRef(false);
  const showView = (view: SearchView) => {
    mapChosen.current = view === 'map';
    void go(criteria, { ...place, view });
  };
  useEffect(() => {
    if (place.view !== 'map' || !mapChosen.current) return;
    mapChosen.current = false;
    viewBar.current?.scrollIntoView({ block: 'start' });
  }, [place.view]);
  useEffect(() => {
    if (criteria.radiusKm) void loadNearbyResults();
  }, [criteria.radiusKm]);
  const searchArea = useCallback((area: MapArea) => go(criteria, { ...place, area }), [go, criteria, place]);
  const mapShown = sideBySide || place.view === 'map';
  const km = criteria.radiusKm;
  // The number found, for the summary; without it (not yet, or not reached) the summary says the rest.
  // Asked once the list's first page is there (or with no list shown): the count stays off the
  // first screen's path, where its request would compete with the first page's read and photo.
  const [listedKey, setListedKey] = useState<string | null>(null);
  // As a transition: the page re-renders in slices, not in one long task after its first paint.
  const onFirstPage = useCallback((key: string) => startTransition(() => setListedKey(key)), []);
  // The town, region or country the place names (issue 51): looked up before the list reads.
  const { resolving, named } = useNamedPlace(criteria, (found) => {
    void navigate(`/search${query(searchParamsOf(inNamedPlace(criteria, found), model, place))}`, {
      replace: true,
      state: location.state as unknown,
    });
  });
  // Around a town no listing is in (issue 86): its centre from the gazetteer's towns.
  const townAsked = !!criteria.radiusKm && !criteria.within && !resolving && criteria.place !== '' && !place.area;
  const townQuery = useQuery({ ...townCentreQuery(criteria.place), enabled: townAsked });
  const town = townAsked ? townQuery.data : undefined;
  // Nor a town of that name: a street or district the homes' addresses name, where they stand.
  const streetAsked = townAsked && townQuery.data === null;
  const streetQuery = useQuery({ ...streetCentreQuery(criteria.place, model), enabled: streetAsked });
  const street = streetAsked ? streetQuery.data : undefined;
  const centrePlace = useMemo(
    () => named ?? (town ? { ...town, kind: 'town' as const, countryName: town.country } : town),
    [named, town],
  );
  const placeLabel = centrePlace ? gazetteerLabel(centrePlace, numbersLocale(i18n)) : undefined;
  const listShown = sideBySide || place.view === 'list';
  // Still working out where to search: the place the text names, or (around it) its centre.
  const placing =
    resolving ||
    (!!criteria.radiusKm && !!criteria.within && named === undefined) ||
    (townAsked && townQuery.isPending) ||
    (streetAsked && streetQuery.isPending);
  // Around a place (issue 51): from the town's centre, the street's, or else the map's.
  const around = useMemo(
    () => (criteria.radiusKm ? centreOf(centrePlace, street, place.area) : undefined),
    [criteria.radiusKm, centrePlace, street, place.area],
  );
  const circle = useMemo(
    () => (around && criteria.radiusKm ? { lat: around.lat, lng: around.lng, km: criteria.radiusKm } : undefined),
    [around, criteria.radiusKm],
  );
  const [nearFound, setNearFound] = useState<{ key: string; count: number; more: boolean }>();
  // Prices across currencies (issue 53): a price range is searched in euros, converted with the
  // server's rates; the results show other currencies' prices in the one the page shows.
  const { priced, rates, searched, listed, currency, convertedPrice } = useSearchedPrices(
    criteria,
    place,
    named,
    model,
    listedKey !== null || !listShown,
  );
  const countQuery = useQuery({
    ...searchCountQuery(resultsKey, listed ?? criteria, model),
    enabled: !!listed && !around && (!listShown || listedKey === resultsKey),
  });
  const counted = countQuery.data;
  const found = around ? (nearFound?.key === listKey ? nearFound : undefined) : counted;
  const where = placeWhere(i18n, {
    km: criteria.radiusKm,
    around: around?.of,
    placeLabel,
    townOnly: centrePlace?.kind === 'town',
    street: criteria.place.trim(),
    onMap: !!place.area,
  });

  // What the map searches, the same objects while the search is.
  const mapCriteria = useMemo(
    () => (around ? model.criteriaAround(searched ?? criteria) : (searched ?? criteria)),
    [around, model, searched, criteria],
  );
  const mapArea = useMemo(
    () => (circle ? model.boxAround(circle, circle.km) : place.area),
    [circle, model, place.area],
  );

  const onNearFound = (count: number, more: boolean) =>
    setNearFound((known) =>
      known?.key === listKey && known.count === count && known.more === more ? known : { key: listKey, count, more },
    );
  // A place no address has, or mistyped, is searched as the places the listings have (issue 35,
  // defect 6): the address is put right (replaced) and the page says what it searched.
  const { note: placeNote, checking: checkingPlace } = usePlaceFallback(
    searched ?? criteria,
    model,
    { applies: !criteria.within && !around && !place.area, found, counting: countQuery.isPending },
    (fixed, note) => {
      void navigate(`/search${query(searchParamsOf(withPlace(criteria, fixed), model, place))}`, {
        replace: true,
        state: { placeNote: note },
      });
    },
  );

  return (
    <section className={styles.page}>
      <PageHeader title={t`Search homes`}>
        <SaveSearch
          key={listKey}
          criteria={criteria}
          query={listKey}
          summary={searchSummary(i18n, criteria, model, undefined, where)}
          near={circle}
        />
      </PageHeader>
      <SearchFilters key={listKey} criteria={criteria} currency={currency} onSearch={search} onClear={clear} />
      <div className={styles.bar}>
        <p className={styles.summary} aria-live="polite">
          {searchSummary(i18n, criteria, model, checkingPlace ? undefined : found, where)}
        </p>
        <div className={styles.sort}>
          <label htmlFor={sortId}>{t`Sort`}</label>
          <Select
            id={sortId}
            value={criteria.sort}
            onChange={(e) => search({ ...criteria, sort: e.target.value as SearchSort })}
          >
            {(around ? model.NEAR_SORTS : model.SEARCH_SORTS).map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(SORT_LABELS[sort])}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {priced && rates ? (
        <p className={styles.placeNote}>
          {ratesNote(i18n, currency, rates.date)}
          {ratesAreStale(rates, pageStart) ? ` ${i18n._(STALE_RATES)}` : null}
        </p>
      ) : null}
      {place.area && !criteria.radiusKm ? (
        <p className={styles.placeNote}>
          {t`The list keeps to the area searched on the map.`}{' '}
          <button type="button" className={styles.linkButton} onClick={() => go(criteria, { view: place.view })}>
            {t`Show the whole search`}
          </button>
        </p>
      ) : null}
      {criteria.radiusKm && !around && !placing ? (
        <p className={styles.placeNote} role="status">
          {t`To search within ${km} km, type a town or a street, or choose an area on the map.`}
        </p>
      ) : null}
      {placeNote ? (
        <p className={styles.placeNote} role="status">
          {placeNote}
        </p>
      ) : null}
      {!sideBySide ? (
        <div ref={viewBar} className={onServer ? styles.narrowOnly : styles.viewBar}>
          <ChoiceGroup
            label={t`Show results as`}
            value={place.view}
            options={[
              { value: 'list', label: i18n._(VIEW_LABELS.list) },
              { value: 'map', label: i18n._(VIEW_LABELS.map) },
            ]}
            onChange={showView}
          />
        </div>
      ) : null}
      <div className={sideBySide || onServer ? styles.sideBySide : undefined}>
        {listShown && around ? (
          <div className={styles.results}>
            <Suspense fallback={<ListingSkeletons label={t`Loading homes`} />}>
              <NearbyResults
                key={listKey}
                criteria={searched ?? criteria}
                enabled={!!searched}
                convertedPrice={convertedPrice}
                searchKey={listKey}
                centre={around}
                km={criteria.radiusKm ?? 0}
                model={model}
                onClear={clear}
                onFound={onNearFound}
              />
            </Suspense>
          </div>
        ) : listShown ? (
          <div className={styles.results}>
            <SearchResults
              key={resultsKey}
              criteria={listed ?? criteria}
              searchKey={resultsKey}
              search={model.searchListings}
              firstScreenPage={model.firstScreenSearchPage}
              enabled={!placing && !!listed}
              convertedPrice={convertedPrice}
              onClear={clear}
              onFirstPage={onFirstPage}
              checkingPlace={checkingPlace}
            />
          </div>
        ) : null}
        {mapShown || onServer ? (
          <div
            className={
              !mapShown
                ? `${styles.mapPane} ${styles.wideOnly}`
                : !sideBySide && !onServer
                  ? `${styles.mapPane} ${styles.fullMap}`
                  : styles.mapPane
            }
          >
            <Suspense fallback={<Spinner label={t`Loading the map`} />}>
              <SearchMap
                criteria={mapCriteria}
                enabled={!!searched}
                searchKey={listKey}
                area={mapArea}
                circle={circle}
                model={model}
                onSearchArea={searchArea}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** When the page started: rates days old are as old a minute later. */
const pageStart = Date.now();

/** Said beside the rates' day when it is old (issue 86). */
const staleAfter = RATES_STALE_AFTER_DAYS;
const STALE_RATES = msg`These rates are more than ${staleAfter} days old, so converted prices are a guide only.`;

/** "Prices in other currencies are converted to EUR at the reference rates of 20 November 2025." */
function ratesNote(i18n: I18n, currency: string, date: string): string {
  const day = dayLabel(date, numbersLocale(i18n));
  return i18n._(msg`Prices in other currencies are converted to ${currency} at the reference rates of ${day}.`);
}

/**
 * Where a search looked, as its summary says it: "within 5 km of Edinburgh, Scotland, United
 * Kingdom", "within 5 km of “Quay Street”", "within 5 km of the map’s centre", "in this area of the
 * map (Lyon, …)", "in Lyon, …"; undefined when the text typed says it.
 */
function placeWhere(
  i18n: I18n,
  {
    km,
    around,
    placeLabel,
    townOnly,
    street,
    onMap,
  }: {
    km: number | undefined;
    around: 'town' | 'street' | 'map' | undefined;
    placeLabel: string | undefined;
    /** The place is a town, not a region or a country (languages say "in" differently for each). */
    townOnly: boolean;
    street: string;
    onMap: boolean;
  },
): string | undefined {
  if (around && km) {
    if (around === 'town' && placeLabel) return i18n._(msg`within ${km} km of ${placeLabel}`);
    if (around === 'street') return i18n._(msg`within ${km} km of “${street}”`);
    return i18n._(msg`within ${km} km of the map’s centre`);
  }
  if (onMap)
    return placeLabel ? i18n._(msg`in this area of the map (${placeLabel})`) : i18n._(msg`in this area of the map`);
  if (!placeLabel) return undefined;
  return townOnly
    ? i18n._(msg`in ${placeLabel}`)
    : // "en Écosse" but "au Royaume-Uni": a language whose word for "in" follows the place's gender
      // or article may name it without one ("· Écosse, Royaume-Uni").
      i18n._(msg({ message: `in ${placeLabel}`, context: 'A region or a country, named with the ones it is in' }));
}

const query = (params: URLSearchParams) => (params.size > 0 ? `?${params.toString()}` : '');

/** `2025-11-20` as the page writes a day ("20 November 2025", "20 novembre 2025"). */
const dayLabel = (day: string, locale: string) =>
  // Noon of that day in UTC: the same day in every time zone the reader may be in.
  new Date(Date.parse(day) + 12 * 3_600_000).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

/**
 * The centre of a search around a place: the town searched, else the street or district whose homes
 * were found, else the middle of the map's area.
 */
function centreOf(
  named: { kind: string; lat?: number | undefined; lng?: number | undefined } | null | undefined,
  street: { lat: number; lng: number } | null | undefined,
  area: MapArea | undefined,
): { lat: number; lng: number; of: 'town' | 'street' | 'map' } | undefined {
  if (named?.kind === 'town' && named.lat !== undefined && named.lng !== undefined)
    return { lat: named.lat, lng: named.lng, of: 'town' };
  if (street) return { lat: street.lat, lng: street.lng, of: 'street' };
  if (area) return { lat: (area.south + area.north) / 2, lng: (area.west + area.east) / 2, of: 'map' };
  return undefined;
}
