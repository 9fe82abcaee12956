import 'leaflet/dist/leaflet.css';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { LatLngBoundsExpression, Map as LeafletMap } from 'leaflet';
import { memo, useEffect, useRef, useState } from 'react';
import { Circle, MapContainer, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useLocation } from 'react-router';
import type { Listing, SearchCircle } from 'listing-domain';
import type { MapArea, SearchCriteria, SearchModel } from '../../../api/search/load-search.ts';
import { searchMapQuery } from '../../../api/search/search-map-query.ts';
import { LoadFailed } from 'design-system/load-failed';
import { useTileFailure } from '../../../hooks/use-tile-failure.ts';
import { MAP_TILE_URL } from '../../../lib/map-config.ts';
import { worldMinZoom } from '../utils/home-clusters.ts';
import { areaParam } from '../utils/map-view.ts';
import { forgetView, rememberedView, rememberView, type RememberedView } from '../utils/map-view-memory.ts';
import { HomeMarkers } from './home-markers.tsx';
import styles from './search-map.module.css';
import { TileNote } from '../../../components/tile-note.tsx';
import { withValues } from 'design-system/slice-i18n';
import { pluralForm } from '../../../lib/plural-form.ts';

/** The whole world, where the map starts before it knows where the homes are. */
const WORLD_VIEW = { center: [20, 0] as [number, number], zoom: 2 };
const WORLD_BOUNDS: LatLngBoundsExpression = [
  [-90, -180],
  [90, 180],
];
/** Zoom at which a single home found is shown. */
const ONE_HOME_ZOOM = 13;

const boundsOf = (area: MapArea): LatLngBoundsExpression => [
  [area.south, area.west],
  [area.north, area.east],
];

function areaOf(map: LeafletMap): MapArea {
  const bounds = map.getBounds();
  return { south: bounds.getSouth(), west: bounds.getWest(), north: bounds.getNorth(), east: bounds.getEast() };
}

/**
 * Lets the map zoom out until the whole world fits its width, whatever that width (issue 35,
 * defect 7: a phone's map stopped at zoom 1, wider than the screen, with zoom-out disabled and
 * homes far apart out of view).
 */
function ZoomFloor() {
  const map = useMap();
  useMapEvents({ resize: () => map.setMinZoom(worldMinZoom(map.getSize().x)) });
  useEffect(() => {
    map.setMinZoom(worldMinZoom(map.getSize().x));
  }, [map]);
  return null;
}

/**
 * Writes the view the map has settled on (its zoom and centre) on its element, `data-view`, at each
 * move's end: what a reader of the page's state (the E2E) waits for after a zoom, instead of a time.
 */
function SettledView() {
  const map = useMap();
  const note = () => {
    const centre = map.getCenter();
    map.getContainer().dataset.view = `${map.getZoom()}/${centre.lat.toFixed(5)}/${centre.lng.toFixed(5)}`;
  };
  useMapEvents({ moveend: note, zoomend: note });
  useEffect(note, [map]);
  return null;
}

/**
 * Keeps the map's view where the search is: on the area of the address when it has one (and when
 * Back or Forward change it), else on the homes found. Reports the visitor's own moves (a drag, a
 * zoom), not these (made without animation, so their events end before `moving` is reset).
 */
function ViewKeeper({
  area,
  found,
  restored,
  onMoved,
  onSettled,
}: {
  area: MapArea | undefined;
  found: Listing[] | undefined;
  /** The view this visit of the search had (Back from a home, issue 53): kept, not fitted again. */
  restored: boolean;
  onMoved: (area: MapArea) => void;
  /** Told the view at each move's end, the visitor's or these. */
  onSettled: (view: RememberedView) => void;
}) {
  const map = useMap();
  const moving = useRef(false);
  const shown = useRef<string | undefined>(area ? areaParam(area) : undefined);
  // Restored: the first homes found keep the view the visitor left (it was fitted to them before;
  // an area in the address is not fitted again anyway, its key being the one shown).
  const keepFirst = useRef(restored && !area);

  function move(to: () => void) {
    moving.current = true;
    try {
      to();
    } finally {
      moving.current = false;
    }
  }

  useMapEvents({
    moveend: () => {
      const centre = map.getCenter();
      onSettled({ zoom: map.getZoom(), lat: centre.lat, lng: centre.lng });
      if (!moving.current) onMoved(areaOf(map));
    },
  });

  useEffect(() => {
    const key = area ? areaParam(area) : found ? `found:${found.map((l) => l.id).join()}` : undefined;
    if (key === undefined || key === shown.current) return;
    shown.current = key;
    if (keepFirst.current) {
      keepFirst.current = false;
      return;
    }
    if (area) move(() => map.fitBounds(boundsOf(area), { animate: false }));
    else if (found && found.length === 1)
      move(() =>
        map.setView([found[0]!.geolocation.lat, found[0]!.geolocation.lng], ONE_HOME_ZOOM, { animate: false }),
      );
    else if (found && found.length > 1) {
      const lats = found.map((l) => l.geolocation.lat);
      const lngs = found.map((l) => l.geolocation.lng);
      const homes: MapArea = {
        south: Math.min(...lats),
        west: Math.min(...lngs),
        north: Math.max(...lats),
        east: Math.max(...lngs),
      };
      move(() => map.fitBounds(boundsOf(homes), { animate: false, padding: [32, 32], maxZoom: ONE_HOME_ZOOM }));
    }
  }, [area, found, map]);

  return null;
}

/**
 * The homes a search finds on a map (loaded with the map, never with the list): those inside the
 * area of the address, or, without one, wherever they are, up to MAP_LIMITS.homesMax. After the
 * visitor moves the map, "Search this area" searches the area in view (written to the address).
 * Drawn again only when its own props change (not when the page's count or rates arrive).
 */
export default memo(function SearchMap({
  criteria,
  searchKey,
  area,
  circle,
  model,
  onSearchArea,
  enabled = true,
}: {
  criteria: SearchCriteria;
  /** The search's own address, without the view: the map's homes are cached by it and the area. */
  searchKey: string;
  area: MapArea | undefined;
  /**
   * A search around a place (issue 51): the map shows the circle and only the homes within it (as
   * the list does), fitted to it (`area` is then the box around it).
   */
  circle?: SearchCircle | undefined;
  model: Pick<SearchModel, 'searchArea' | 'WHOLE_WORLD' | 'MAP_LIMITS' | 'distanceKm'>;
  onSearchArea: (area: MapArea) => void;
  /** False while the page converts the price range (issue 53). */
  enabled?: boolean;
}) {
  const { i18n, t } = useLingui();
  const areaKey = area ? areaParam(area) : 'anywhere';
  // This visit's view, when the visitor comes Back to it (issue 53): the map starts there.
  const entry = useLocation().key;
  const [remembered] = useState(() => rememberedView(entry));
  const query = useQuery({ ...searchMapQuery(searchKey, areaKey, criteria, area, model), enabled });
  // Where the visitor moved the map, while the address's area is the one it was moved from: a
  // new area searched, or Back to another, puts the map where the search is again.
  const [movedFrom, setMovedFrom] = useState<{ from: string; to: MapArea } | null>(null);
  const moved = movedFrom?.from === areaKey ? movedFrom.to : null;
  const { noteShown, onTileError } = useTileFailure();

  const found = query.data;
  // Around a place, the homes of the circle, not of the box read around it.
  const shown =
    found && circle
      ? found.listings.filter((l) => model.distanceKm(circle, l.geolocation) <= circle.km)
      : found?.listings;
  // Fitted to the homes found only when all of them are loaded; past the cap the world stays in view.
  const fitTo = found && !area && !found.more ? found.listings : undefined;
  const initial = remembered
    ? { center: [remembered.lat, remembered.lng] as [number, number], zoom: remembered.zoom }
    : area
      ? { bounds: boundsOf(area) }
      : WORLD_VIEW;

  const status = mapStatus(i18n, {
    pending: query.isPending,
    found,
    shown: shown?.length ?? 0,
    homesMax: model.MAP_LIMITS.homesMax,
    km: circle?.km,
    inArea: !!area,
  });

  return (
    <div className={styles.frame} role="region" aria-label={t`Map of the homes found`}>
      <MapContainer
        {...initial}
        minZoom={0}
        maxBounds={WORLD_BOUNDS}
        maxBoundsViscosity={1}
        scrollWheelZoom={false}
        zoomControl={false}
        className={styles.map}
      >
        {/* Leaflet's own, named in the page's language (issue 88). */}
        <ZoomControl zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
        <TileLayer
          attribution={t`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors`}
          url={MAP_TILE_URL}
          noWrap
          eventHandlers={{ tileerror: onTileError }}
        />
        <ZoomFloor />
        <SettledView />
        <ViewKeeper
          area={area}
          found={fitTo}
          restored={remembered !== undefined}
          onMoved={(to) => setMovedFrom({ from: areaKey, to })}
          onSettled={(view) => rememberView(entry, view)}
        />
        {circle ? (
          <Circle
            center={[circle.lat, circle.lng]}
            radius={circle.km * 1000}
            interactive={false}
            // Leaflet reads a path's class once, when it makes it (pathOptions are styles set later).
            className={styles.circle}
            weight={2}
          />
        ) : null}
        {shown ? <HomeMarkers listings={shown} /> : null}
      </MapContainer>
      <div className={styles.top}>
        <p className={styles.status} role="status">
          {status}
        </p>
        {moved ? (
          <button
            type="button"
            className={styles.searchArea}
            onClick={() => {
              // The move is searched: Back to this search must not offer it again (issue 35, defect 2),
              // and shows the whole search again, not the view moved to.
              setMovedFrom(null);
              forgetView(entry);
              onSearchArea(moved);
            }}
          >
            {t`Search this area`}
          </button>
        ) : null}
      </div>
      {query.isError ? (
        <div className={styles.failed}>
          <LoadFailed
            message={t`The homes of the map could not be loaded.`}
            labels={{ retry: t`Retry`, retrying: t`Retrying…` }}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        </div>
      ) : null}
      <TileNote shown={noteShown} text={t`The map could not be loaded. The markers still show where the homes are.`} />
    </div>
  );
});

/** What the map says over itself of the homes it shows, in the page's language. */
function mapStatus(
  i18n: I18n,
  {
    pending,
    found,
    shown,
    homesMax,
    km,
    inArea,
  }: {
    pending: boolean;
    found: { more: boolean } | undefined;
    shown: number;
    homesMax: number;
    km: number | undefined;
    inArea: boolean;
  },
): string {
  if (pending) return i18n._(msg`Loading the homes on the map…`);
  if (!found) return '';
  if (found.more) return i18n._(msg`Zoom in to see more: the map shows ${homesMax} of the homes here.`);
  if (shown === 0) {
    if (km) return i18n._(msg`No home of this search within ${km} km.`);
    return inArea ? i18n._(msg`No home of this search in this area.`) : i18n._(msg`No home matches this search.`);
  }
  const form = pluralForm(i18n, shown);
  return withValues(
    i18n,
    msg({ message: '{form, select, one {{shown} home on the map.} other {{shown} homes on the map.}}' }),
    {
      form,
      shown,
    },
  );
}
