import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import type { ReactNode } from 'react';
import { Spinner } from 'design-system/spinner';
import type { GeoPoint } from 'listing-domain';
import { useAfterPaint } from '../../../hooks/use-after-paint.ts';
import { useTileFailure } from '../../../hooks/use-tile-failure.ts';
import { MAP_TILE_URL, MAP_ZOOM } from '../../../lib/map-config.ts';
import styles from './listing-map.module.css';
import { TileNote } from '../../../components/tile-note.tsx';

// Leaflet finds its marker images through CSS by default, which bundlers break.
const markerIconDefault = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** Its children once the frame that shows it has been painted: the map's layers in a task of their own. */
function AfterPaint({ children }: { children: ReactNode }) {
  return useAfterPaint() ? children : null;
}

/**
 * Map centred on the listing at zoom 13 with a marker whose popup shows the address. When the
 * tile server cannot be reached (offline, blocked), a note says so over the grey map for a few
 * seconds; the marker and its popup still work.
 *
 * Set up in three tasks rather than one long one, each after the last has been painted: the page's
 * commit (the gallery's with it) with the map's place, then the Leaflet map, then its tiles and
 * marker (issue 50: together they were the listing's longest task, 53-68 ms on the benchmark's
 * machine, four times that on its simulated phone).
 */
export function ListingMap({ position, location }: { position: GeoPoint; location: string }) {
  const { t } = useLingui();
  const centre: [number, number] = [position.lat, position.lng];
  const { noteShown, onTileError } = useTileFailure();
  const mapShown = useAfterPaint();

  return (
    <div className={styles.frame}>
      {mapShown ? (
        <MapContainer
          center={centre}
          zoom={MAP_ZOOM}
          scrollWheelZoom={false}
          zoomControl={false}
          style={{ height: '100%', width: '100%' }}
        >
          {/* Leaflet's own, named in the page's language (issue 88). */}
          <ZoomControl zoomInTitle={t`Zoom in`} zoomOutTitle={t`Zoom out`} />
          <AfterPaint>
            <TileLayer
              attribution={t`&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors`}
              url={MAP_TILE_URL}
              eventHandlers={{ tileerror: onTileError }}
            />
            <Marker position={centre} icon={markerIconDefault} alt={t`Map marker: ${location}`} title={location}>
              <Popup>{location}</Popup>
            </Marker>
          </AfterPaint>
        </MapContainer>
      ) : (
        <Spinner label={t`Loading map`} />
      )}
      <TileNote shown={noteShown} text={t`The map could not be loaded. The marker still shows where the home is.`} />
    </div>
  );
}
