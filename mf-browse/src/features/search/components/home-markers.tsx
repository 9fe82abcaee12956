import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import L from 'leaflet';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { currentPrice, type Listing } from 'listing-domain';
import { priceText } from '../../../components/listing-words.ts';
import { CLUSTER_MAX_ZOOM, homeClusters, type HomePoint } from '../utils/home-clusters.ts';
import { markerPrice } from '../utils/map-view.ts';
import { MapHomeCard } from './map-home-card.tsx';
import styles from './search-map.module.css';

type Box = [number, number, number, number];

/** The map's view as a string (a store's snapshot compares by value): west,south,east,north and zoom. */
function viewKeyOf(map: L.Map): string {
  const bounds = map.getBounds();
  return JSON.stringify([
    bounds.getWest(),
    bounds.getSouth(),
    bounds.getEast(),
    bounds.getNorth(),
    Math.round(map.getZoom()),
  ]);
}

function viewOfKey(key: string): { box: Box; zoom: number } {
  const [west, south, east, north, zoom] = JSON.parse(key) as [...Box, number];
  return { box: [west, south, east, north], zoom };
}

const icons = new Map<string, L.DivIcon>();

/**
 * The marker icon showing `text` in `className`'s style, made once: a new icon would replace the
 * marker's element on every render, and with it its accessible name and focus.
 */
function iconOf(kind: 'cluster' | 'price', text: string): L.DivIcon {
  const key = `${kind}:${text}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className: kind === 'cluster' ? styles.clusterIcon : styles.priceIcon,
      // eslint-disable-next-line lingui/no-unlocalized-strings -- markup around the marker's text, no words
      html: `<span class="${kind === 'cluster' ? styles.cluster : styles.price}">${text}</span>`,
      iconSize: undefined,
    });
    icons.set(key, icon);
  }
  return icon;
}

/** A price marker's name: the home, the price as the marker shows it, then in full ("Flat, £2.4k: £2,400 / Month"). */
const markerName = (i18n: I18n, name: string, shown: string, price: string) => i18n._(msg`${name}, ${shown}: ${price}`);

/** Gives a marker's element the accessible name of what it stands for (Leaflet makes it a button). */
const named = (label: string) => ({
  add: (event: L.LeafletEvent) => (event.target as L.Marker).getElement()?.setAttribute('aria-label', label),
});

/**
 * A marker that acts as a button: named, chosen by a click, and by Enter or Space when it has the
 * keyboard focus, as any button (issue 35, defect 9: a cluster ignored both keys).
 */
const actionMarker = (label: string, act: () => void) => ({
  add: (event: L.LeafletEvent) => {
    const element = (event.target as L.Marker).getElement();
    element?.setAttribute('aria-label', label);
    element?.addEventListener('keydown', (key) => {
      if (key.key !== 'Enter' && key.key !== ' ') return;
      key.preventDefault();
      key.stopPropagation(); // not also Leaflet's own Enter
      act();
    });
  },
  click: act,
});

/**
 * The homes found, as price markers, clustered where they are dense (supercluster): a cluster
 * shows how many homes it holds and zooms in when chosen; a price opens the home's card.
 */
export function HomeMarkers({ listings }: { listings: Listing[] }) {
  const { i18n } = useLingui();
  const map = useMap();
  // The view as an external store: subscribed once (react-leaflet's useMapEvents takes its handler
  // off and back on at every render, and a move made by a sibling's effect in the same commit, as
  // ViewKeeper fitting the map to new homes, fell between the two: the clusters stayed those of
  // the old view, homes outside it missing; issue 35, defect 2). React also reads the view again
  // once subscribed, so a move before that is not missed either.
  const subscribe = useCallback(
    (changed: () => void) => {
      map.on('moveend', changed);
      return () => {
        map.off('moveend', changed);
      };
    },
    [map],
  );
  const viewKey = useSyncExternalStore(subscribe, () => viewKeyOf(map));
  const view = useMemo(() => viewOfKey(viewKey), [viewKey]);

  const byId = useMemo(() => new Map(listings.map((listing) => [listing.id, listing])), [listings]);
  const index = useMemo(
    () => homeClusters(listings.map((listing) => ({ id: listing.id, ...listing.geolocation }))),
    [listings],
  );

  const features = index.getClusters(view.box, view.zoom);
  return features.map((feature) => {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const { cluster_id: clusterId, point_count: count } = feature.properties;
      const zoomIn = () =>
        map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1));
      return (
        <Marker
          key={`cluster-${clusterId}`}
          position={[lat, lng]}
          icon={iconOf('cluster', String(count))}
          eventHandlers={actionMarker(i18n._(msg`${count} homes: zoom in`), zoomIn)}
        />
      );
    }
    const listing = byId.get((feature.properties as HomePoint).id);
    if (!listing) return null;
    const shown = markerPrice(currentPrice(listing), listing.currency);
    return (
      <Marker
        key={listing.id}
        position={[lat, lng]}
        icon={iconOf('price', shown)}
        // Its name holds the price as the marker shows it (WCAG 2.5.3, label in name: issue 86), then
        // the full price a screen reader says.
        eventHandlers={named(markerName(i18n, listing.name, shown, priceText(i18n, listing)))}
      >
        <Popup>
          <MapHomeCard listing={listing} />
        </Popup>
      </Marker>
    );
  });
}
