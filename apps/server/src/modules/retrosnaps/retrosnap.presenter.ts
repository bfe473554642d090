import type { RetrosnapOutput } from '@retropics/domain/contracts/retrosnap.contract';
import type { StoredAlignment } from '../../db/schema/retrosnaps.js';
import { documentIri } from '../../hydra/iri.js';
import type { RetrosnapRelations, RetrosnapRow } from './retrosnap.repository.js';

export function presentRetrosnap(row: RetrosnapRow, relations: RetrosnapRelations): RetrosnapOutput {
  const author =
    row.authorId === null ? undefined : relations.authors.find((person) => person.id === row.authorId);
  const hasGeo = row.latitude !== null && row.longitude !== null;
  return {
    '@id': documentIri('Retrosnap', row.id),
    '@type': 'Retrosnap',
    id: row.id,
    text: row.text,
    filePath: row.filePath,
    originalName: row.originalName,
    size: [row.width, row.height],
    ratio: row.width / Math.max(row.height, 1),
    photograph: documentIri('Photograph', row.photographId),
    author: author ? { '@id': documentIri('Person', author.id), name: author.name } : null,
    dateCreated: row.dateCreated.toISOString(),
    place: hasGeo
      ? { name: row.placeName ?? '', geo: { lat: row.latitude as number, lon: row.longitude as number } }
      : null,
    altitude: row.altitude,
    orientation: row.orientation ?? null,
    backFilePath: row.backFilePath,
    galleries: relations.galleries
      .filter((entry) => entry.retrosnapId === row.id)
      .map((entry) => documentIri('ImageGallery', entry.galleryId)),
    dateText: row.dateText,
    attribution: {
      photographer: row.photographer,
      source: row.source,
      licenseName: row.licenseName,
      licenseUrl: row.licenseUrl,
    },
    commentsCount: relations.commentCounts.find((entry) => entry.retrosnapId === row.id)?.value ?? 0,
    alignment: presentAlignment(row.alignment),
  };
}

/** The author's alignment wins; else the matcher's; 'pending' until the matcher ran. */
export function presentAlignment(stored: StoredAlignment | null): RetrosnapOutput['alignment'] {
  const automatic = stored?.automatic ?? null;
  const manual = stored?.manual ?? null;
  const ran = stored?.alignedAt !== undefined && stored !== null;
  return {
    state: manual ? 'manual' : automatic ? 'aligned' : ran ? 'failed' : 'pending',
    homography: manual ? [...manual] : automatic ? [...automatic.homography] : null,
    automatic: automatic ? [...automatic.homography] : null,
    inliers: automatic?.inliers ?? null,
    errorPx: automatic?.errorPx ?? null,
  };
}
