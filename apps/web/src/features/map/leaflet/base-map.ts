import type { Feature, FeatureCollection, Geometry } from 'geojson';
import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface BaseMap {
  setTheme(dark: boolean): void;
  setTiles(url: string | null, attribution: string | null, maxZoom: number | null): void;
}

const PALETTE = {
  dark: { land: '#2a2620', border: '#7a6f5e', coast: '#8a7f6c' },
  light: { land: '#f4efe4', border: '#9b8f7c', coast: '#7f7463' },
} as const;

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/**
 * The base map. By default it is drawn from Natural Earth's country outlines (world-atlas, 1:50m),
 * shipped with the app, so the map works with no network and in tests; a tile server set on the
 * server (`MAP_TILE_URL`) is laid over it, and where its tiles cannot load the outlines show through.
 */
export function addBaseMap(map: L.Map, pane: string): BaseMap {
  const renderer = L.canvas({ pane, padding: 0.5 });
  let dark = true;
  let land: L.GeoJSON | null = null;
  let borders: L.GeoJSON | null = null;
  let tiles: L.TileLayer | null = null;
  let tileKey: string | null = null;

  const styles = () => {
    const colours = dark ? PALETTE.dark : PALETTE.light;
    return {
      land: {
        renderer,
        stroke: true,
        color: colours.coast,
        weight: 0.8,
        fillColor: colours.land,
        fillOpacity: 1,
      },
      borders: { renderer, color: colours.border, weight: 0.8, opacity: 0.9, fill: false },
    };
  };

  // A chunk of its own: it loads beside the map's code and is kept by the service worker.
  void import('world-atlas/countries-50m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Countries;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection<Geometry>;
    const current = styles();
    land = L.geoJSON(countries as FeatureCollection, {
      pane,
      interactive: false,
      style: () => current.land,
    }).addTo(map);
    const lines = mesh(topology, topology.objects.countries, (a, b) => a !== b);
    borders = L.geoJSON({ type: 'Feature', properties: {}, geometry: lines } as Feature, {
      pane,
      interactive: false,
      style: () => current.borders,
    }).addTo(map);
  });

  map.attributionControl.addAttribution('Natural Earth');

  return {
    setTheme(next: boolean) {
      dark = next;
      const current = styles();
      land?.setStyle(current.land);
      borders?.setStyle(current.borders);
    },
    setTiles(url, attribution, maxZoom) {
      const key = url ? `${url}|${attribution}|${maxZoom}` : null;
      if (key === tileKey) return;
      tileKey = key;
      tiles?.remove();
      tiles = null;
      if (!url) return;
      tiles = L.tileLayer(url, {
        maxZoom: 19,
        maxNativeZoom: maxZoom ?? 19,
        attribution: attribution ?? '',
        crossOrigin: true,
      }).addTo(map);
    },
  };
}
