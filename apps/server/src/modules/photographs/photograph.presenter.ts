import type { Locale } from '@retropics/domain/constants';
import type { PhotographOutput } from '@retropics/domain/contracts/photograph.contract';
import { iriOrNull } from '../../hydra/iri.js';
import { narrationLocales } from '../../speech/narration-text.js';
import { presentPlace } from '../places/place.presenter.js';
import type { PhotographRelations, PhotographRow } from './photograph.repository.js';

/**
 * `forCurator` adds the internal rating, which only editors and admins may see (spec §6);
 * `voices` are the languages this server can synthesise narrations in.
 */
export function presentPhotograph(
  row: PhotographRow,
  relations: PhotographRelations,
  forCurator = false,
  voices: ReadonlySet<Locale> = new Set(),
): PhotographOutput {
  const place = relations.places.find((entry) => entry.photographId === row.id)?.place ?? null;
  const categories = relations.categories.filter((entry) => entry.photographId === row.id);
  const snaps = relations.retrosnaps.filter((entry) => entry.photographId === row.id);
  const translations = relations.translations.filter((t) => t.photographId === row.id);
  const recorded = relations.narrations.filter((n) => n.photographId === row.id).map((n) => n.locale);
  const hasBack = row.backWidth !== null && row.backHeight !== null;
  return {
    '@id': `/photographs/${row.id}`,
    '@type': 'Photograph',
    id: row.id,
    filePath: row.filePath,
    originalName: row.originalName,
    ratio: row.width / Math.max(row.height, 1),
    size: [row.width, row.height],
    backFilePath: row.backFilePath,
    backOriginalName: row.backOriginalName,
    backRatio: hasBack ? (row.backWidth as number) / Math.max(row.backHeight as number, 1) : null,
    backSize: hasBack ? [row.backWidth as number, row.backHeight as number] : null,
    dateText: row.dateText,
    fromYear: row.fromYear,
    toYear: row.toYear,
    translations: translations.map((t) => ({ locale: t.locale, name: t.name, description: t.description })),
    place: place ? presentPlace(place) : null,
    placeKeys: place?.placeKeys ?? [],
    categories: categories.map((entry) => `/categories/${entry.categoryId}`),
    categoryAttributes: Object.fromEntries(
      categories.map((entry) => [`/categories/${entry.categoryId}`, entry.attributes]),
    ),
    isHidden: row.isHidden,
    isBlackAndWhite: row.isBlackAndWhite,
    hasColorized: row.hasColorized,
    hasColorizedBack: row.hasColorizedBack,
    depthMapPath: row.depthMapPath,
    depthMapData: row.depthMapData ?? null,
    audioLocales: narrationLocales(recorded, translations, voices),
    thumbnailCoordinates: row.thumbnailCoordinates ?? null,
    faces: row.faces.filter((face) => !face.isBackside).map(({ id, bounding_box }) => ({ id, bounding_box })),
    backFaces: row.faces
      .filter((face) => face.isBackside)
      .map(({ id, bounding_box }) => ({ id, bounding_box })),
    city: row.cityId,
    collection: iriOrNull('PhotographCollection', row.collectionId),
    parentPhotograph: iriOrNull('Photograph', row.parentPhotographId),
    frontside: iriOrNull('Photograph', row.frontsideId),
    additionalPhotographs: relations.children
      .filter((c) => c.parentId === row.id)
      .map((c) => `/photographs/${c.id}`),
    retrosnaps: snaps.map((snap) => `/retrosnaps/${snap.id}`),
    commentsCount: relations.commentCounts.find((c) => c.photographId === row.id)?.value ?? 0,
    retrosnapsCount: snaps.length,
    attribution: {
      photographer: row.photographer,
      source: row.source,
      licenseName: row.licenseName,
      licenseUrl: row.licenseUrl,
    },
    dateCreated: row.dateCreated.toISOString(),
    ...(forCurator ? { internalRating: row.internalRating } : {}),
  };
}

/** The answer of POST /photograph_collections/{id}/upload: the new photographs, as one Hydra collection. */
export function presentUploadedPhotographs(collectionId: number, members: PhotographOutput[]) {
  return {
    '@context': '/contexts/Photograph',
    '@id': `/photograph_collections/${collectionId}/upload`,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': members.length,
  };
}
