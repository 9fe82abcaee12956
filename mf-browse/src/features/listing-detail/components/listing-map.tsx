import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import type { GeoPoint } from 'shared-firebase';
import { MAP_TILE_URL, MAP_ZOOM } from '../../../lib/map-config.ts';

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

/** Map centred on the listing at zoom 13 with a marker whose popup shows the address. */
export function ListingMap({ position, location }: { position: GeoPoint; location: string }) {
  const centre: [number, number] = [position.lat, position.lng];
  return (
    <MapContainer center={centre} zoom={MAP_ZOOM} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        url={MAP_TILE_URL}
      />
      <Marker position={centre} icon={markerIconDefault} alt={`Map marker: ${location}`}>
        <Popup>{location}</Popup>
      </Marker>
    </MapContainer>
  );
}
