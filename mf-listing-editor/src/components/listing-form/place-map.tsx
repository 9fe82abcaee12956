import { useLingui } from '@lingui/react/macro';
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { MAP_TILE_URL } from '../../lib/map-tiles.ts';
import type { FormCoordinates } from './current-location.tsx';
import styles from './place-map.module.css';

/** Zoom when the form has a place; the whole world while it is still 0, 0. */
const PLACE_ZOOM = 13;
const WORLD_ZOOM = 1;

// Drawn by CSS: no marker images to resolve through the bundler.
const pin = L.divIcon({
  className: styles.pin,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- markup of the pin, no words
  html: `<span class="${styles.pinShape}"></span>`,
  iconSize: [24, 24],
  iconAnchor: [12, 28],
});

const asNumber = (text: string, limit: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
};

const toForm = (latlng: L.LatLng): FormCoordinates => ({
  latitude: latlng.lat.toFixed(6),
  longitude: L.Util.wrapNum(latlng.lng, [-180, 180], true).toFixed(6),
});

/** Follows the form's coordinates (typed, or from the current location) and reports clicks. */
function Follow({ at, onPlace }: { at: [number, number] | undefined; onPlace: (c: FormCoordinates) => void }) {
  const map = useMap();
  useMapEvents({ click: (event) => onPlace(toForm(event.latlng)) });
  const lat = at?.[0];
  const lng = at?.[1];
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().pad(-0.2).contains([lat, lng]) || map.getZoom() < PLACE_ZOOM - 4)
      map.setView([lat, lng], Math.max(map.getZoom(), lat === 0 && lng === 0 ? WORLD_ZOOM : PLACE_ZOOM));
  }, [lat, lng, map]);
  return null;
}

/**
 * A small map where a click or a dragged marker sets the listing's latitude and longitude. It
 * works without tiles (a grey map still takes clicks); the number fields stay for keyboard users.
 */
export default function PlaceMap({
  latitude,
  longitude,
  onPlace,
}: FormCoordinates & { onPlace: (coordinates: FormCoordinates) => void }) {
  const lat = asNumber(latitude, 90);
  const lng = asNumber(longitude, 180);
  const at: [number, number] | undefined = lat !== undefined && lng !== undefined ? [lat, lng] : undefined;
  const placed = at !== undefined && !(at[0] === 0 && at[1] === 0);
  const [tilesFailed, setTilesFailed] = useState(false);
  const { t } = useLingui();

  return (
    <div className={styles.box}>
      <div className={styles.frame} role="region" aria-label={t`Map to set the place of the home`}>
        <MapContainer
          center={placed ? at : [20, 0]}
          zoom={placed ? PLACE_ZOOM : WORLD_ZOOM}
          scrollWheelZoom={false}
          zoomControl={false}
          className={styles.map}
        >
          {/* Leaflet's own, named in the page's language (issue 88). */}
          <ZoomControl zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
          <TileLayer
            attribution={t`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors`}
            url={MAP_TILE_URL}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
          <Follow at={placed ? at : undefined} onPlace={onPlace} />
          {placed ? (
            <Marker
              position={at}
              icon={pin}
              draggable
              title={t`The home's place: drag to move it`}
              alt={t`The home's place`}
              eventHandlers={{ dragend: (event) => onPlace(toForm((event.target as L.Marker).getLatLng())) }}
            />
          ) : null}
        </MapContainer>
      </div>
      <p className={styles.hint}>
        {t`Click the map or drag its marker to set latitude and longitude.`}
        {tilesFailed ? ` ${t`The map images could not be loaded; clicks still set the place.`}` : ''}
      </p>
    </div>
  );
}
