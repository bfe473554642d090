/// <reference path="./map-water.d.ts" />
import type { Feature, FeatureCollection, Geometry, MultiLineString } from 'geojson';
import L from 'leaflet';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { coastParts, continuousRing } from './coastline';

export interface BaseMap {
  setTheme(dark: boolean): void;
  setTiles(url: string | null, attribution: string | null, maxZoom: number | null): void;
}

/**
 * Colours of the drawn layers; the sea is the map's background (map.css `--rp-sea`), and lakes and
 * rivers take its colour so all water reads as one.
 */
const PALETTE = {
  dark: {
    land: '#26241f',
    coast: '#45596a',
    border: '#6f6658',
    water: '#1b2a35',
    waterEdge: '#3a5163',
    river: '#35546a',
  },
  light: {
    land: '#f3efe6',
    coast: '#8ea8b8',
    border: '#a2957f',
    water: '#b9cfdc',
    waterEdge: '#93b2c4',
    river: '#8fb3c8',
  },
} as const;

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

/** Rivers get thicker as the map closes in; at world scale they would only be noise. */
function riverWeight(zoom: number): number {
  if (zoom < 5) return 0;
  return Math.min(2.4, 0.6 + (zoom - 5) * 0.3);
}

/**
 * The base map, drawn on one canvas with no tile server: land, coasts and borders from Natural
 * Earth (world-atlas, 1:50m), lakes and rivers of the Alps and around (`virtual:map-water`), both
 * shipped with the app so the map works offline and in tests. Town names are markers of the map
 * controller. A tile server set on the server (`MAP_TILE_URL`) is laid over it; where its tiles
 * cannot load, the drawn map shows through.
 */
export function addBaseMap(map: L.Map, pane: string): BaseMap {
  const renderer = L.canvas({ pane, padding: 0.5 });
  let dark = true;
  const layers: {
    land?: L.GeoJSON;
    coast?: L.GeoJSON;
    borders?: L.GeoJSON;
    lakes?: L.GeoJSON;
    rivers?: L.GeoJSON;
  } = {};
  let tiles: L.TileLayer | null = null;
  let tileKey: string | null = null;

  const styles = () => {
    const colours = dark ? PALETTE.dark : PALETTE.light;
    return {
      // The fill alone: its outline would trace the antimeridian and polar cuts (see coastParts).
      land: { renderer, stroke: false, fillColor: colours.land, fillOpacity: 1 },
      coast: { renderer, color: colours.coast, weight: 1, opacity: 1, fill: false },
      borders: { renderer, color: colours.border, weight: 0.9, opacity: 0.8, dashArray: '4 3', fill: false },
      lakes: {
        renderer,
        color: colours.waterEdge,
        weight: 0.7,
        fillColor: colours.water,
        fillOpacity: 1,
      },
      rivers: {
        renderer,
        color: colours.river,
        weight: riverWeight(map.getZoom()),
        opacity: riverWeight(map.getZoom()) > 0 ? 0.9 : 0,
        fill: false,
        lineCap: 'round' as const,
        lineJoin: 'round' as const,
      },
    };
  };

  const add = (data: Feature | FeatureCollection, style: () => L.PathOptions) =>
    L.geoJSON(data, { pane, interactive: false, style }).addTo(map);

  // Chunks of their own: they load beside the map's code and are kept by the service worker.
  const outlines = import('world-atlas/countries-50m.json').then((module) => {
    const topology = (module.default ?? module) as unknown as Countries;
    const land = feature(topology, topology.objects.land) as FeatureCollection<Geometry>;
    for (const part of land.features) {
      const geometry = part.geometry;
      if (geometry.type === 'Polygon') geometry.coordinates = geometry.coordinates.map(continuousRing);
      if (geometry.type === 'MultiPolygon')
        geometry.coordinates = geometry.coordinates.map((polygon) => polygon.map(continuousRing));
    }
    layers.land = add(land, () => styles().land);
    const inner = mesh(topology, topology.objects.countries, (a, b) => a !== b);
    const borders: MultiLineString = { type: 'MultiLineString', coordinates: coastParts(inner.coordinates) };
    layers.borders = add({ type: 'Feature', properties: {}, geometry: borders }, () => styles().borders);
    const outer = mesh(topology, topology.objects.land, (a, b) => a === b);
    const coast: MultiLineString = { type: 'MultiLineString', coordinates: coastParts(outer.coordinates) };
    layers.coast = add({ type: 'Feature', properties: {}, geometry: coast }, () => styles().coast);
  });
  // Water goes above the land: wait for it, so lakes are not hidden under a later land fill.
  void Promise.all([outlines, import('virtual:map-water')]).then(([, module]) => {
    const water = module.default;
    layers.lakes = add(
      { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: water.lakes } },
      () => styles().lakes,
    );
    layers.rivers = add(
      { type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: water.rivers } },
      () => styles().rivers,
    );
    layers.lakes.bringToFront();
    layers.rivers.bringToBack();
    layers.land?.bringToBack();
  });

  map.on('zoomend', () => layers.rivers?.setStyle(styles().rivers));
  map.attributionControl.addAttribution('Natural Earth');
  map.attributionControl.addAttribution('GeoNames');
  map.attributionControl.addAttribution('© OpenStreetMap');

  return {
    setTheme(next: boolean) {
      dark = next;
      const current = styles();
      layers.land?.setStyle(current.land);
      layers.coast?.setStyle(current.coast);
      layers.borders?.setStyle(current.borders);
      layers.lakes?.setStyle(current.lakes);
      layers.rivers?.setStyle(current.rivers);
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
