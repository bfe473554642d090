import { MAP } from '@retropics/domain/constants';
import Supercluster, { type ClusterProperties } from 'supercluster';
import type { MapItem } from '../../../lib/resources/map';

/** Size of a picture marker in CSS pixels; clusters form where two would overlap. */
export const PICTURE_MARKER_PX = 48;
/** The best-rated pictures of a viewport show as thumbnails; the rest as small dots (spec §2 Map). */
export const MAX_PICTURE_MARKERS = 150;
/** Albums and collections each keep a marker of their own, up to this many. */
export const MAX_DOCUMENT_MARKERS = 80;

export type PictureMarker =
  | { kind: 'single'; item: MapItem; lat: number; lon: number }
  | {
      kind: 'cluster';
      id: number;
      count: number;
      lat: number;
      lon: number;
      cover: MapItem;
      expansionZoom: number;
    };

export interface MarkerLayout {
  pictures: PictureMarker[];
  dots: MapItem[];
  albums: MapItem[];
  collections: MapItem[];
  /** Leaves of a cluster (at most 100, spec §9), best-rated first. */
  leaves: (clusterId: number) => MapItem[];
}

type Props = { item: MapItem };

/**
 * Splits the loaded items into what the map draws: albums and collections as their own markers,
 * the best-rated pictures as thumbnails clustered where they would overlap, and the others as
 * dots sized by rating. Pictures at one spot stay a cluster at any zoom (max zoom 30, spec §9),
 * so clicking lists them instead of stacking them.
 */
export function layoutMarkers(items: readonly MapItem[], zoom: number): MarkerLayout {
  const mapped = items.filter(
    (item): item is MapItem & { geo: { lat: number; lon: number } } => item.geo !== null,
  );
  const albums = mapped.filter((item) => item.documentType === 'ImageGallery').slice(0, MAX_DOCUMENT_MARKERS);
  const collections = mapped
    .filter((item) => item.documentType === 'PhotographCollection')
    .slice(0, MAX_DOCUMENT_MARKERS);
  const pictures = mapped
    .filter((item) => item.documentType === 'Photograph' || item.documentType === 'Retrosnap')
    .sort((a, b) => b.computedRating - a.computedRating);
  const thumbnails = pictures.slice(0, MAX_PICTURE_MARKERS);
  const dots = pictures.slice(MAX_PICTURE_MARKERS);

  // Supercluster's radius is in pixels of its tile extent: with a 256 px extent, as on the map,
  // a radius of one marker width (spec §9 'cluster radius 1') merges markers that would overlap.
  const index = new Supercluster<Props, Props>({
    radius: MAP.clusterRadius * PICTURE_MARKER_PX,
    extent: 256,
    maxZoom: MAP.clusterMaxZoom,
  });
  index.load(
    thumbnails.map((item) => ({
      type: 'Feature' as const,
      properties: { item },
      geometry: { type: 'Point' as const, coordinates: [item.geo.lon, item.geo.lat] },
    })),
  );
  const z = Math.max(0, Math.floor(zoom));
  const features = index.getClusters([-180, -85, 180, 85], z);
  const leaves = (clusterId: number) =>
    index
      .getLeaves(clusterId, MAP.clusterMaxLeaves)
      .map((leaf) => leaf.properties.item)
      .sort((a, b) => b.computedRating - a.computedRating);
  const markers: PictureMarker[] = features.map((feature) => {
    const [lon, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as Props | ClusterProperties;
    if ('cluster' in properties && properties.cluster) {
      const id = properties.cluster_id;
      const cover = leaves(id)[0] as MapItem;
      return {
        kind: 'cluster',
        id,
        count: properties.point_count,
        lat,
        lon,
        cover,
        expansionZoom: index.getClusterExpansionZoom(id),
      };
    }
    const { item } = properties as Props;
    return { kind: 'single', item, lat, lon };
  });
  return { pictures: markers, dots, albums, collections, leaves };
}

/** Dot radius from the item's rating relative to the viewport's best: 3 to 6 px. */
export function dotRadius(rating: number, best: number): number {
  if (best <= 0) return 3;
  return 3 + Math.round(3 * Math.max(0, Math.min(1, rating / best)));
}
