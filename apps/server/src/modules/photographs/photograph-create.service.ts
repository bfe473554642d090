import { parseDateText } from '@retropics/domain/date-text';
import type { SidecarRow } from '@retropics/domain/scan-files';
import { titleFromFileName } from '@retropics/domain/scan-files';
import type { Database } from '../../db/database.js';
import { enqueueFaceDetection } from '../../faces/face-jobs.js';
import { enqueueDepthEstimate } from '../../image-models/depth-estimate-jobs.js';
import type { Media } from '../../media/media.plugin.js';
import { extensionOf, photographOriginal, type UploadType } from '../../media/media-paths.js';
import type { InspectedFile, Placement } from '../../media/upload.store.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import { createGazetteerRepository } from '../places/gazetteer.repository.js';
import { createPlaceRepository } from '../places/place.repository.js';
import { createPhotographRepository } from './photograph.repository.js';

export type Locale = 'de' | 'en' | 'it';

/** One photograph to add to a collection: its checked files, where they go, and what is known about it. */
export type NewPhotograph = {
  front: InspectedFile;
  back?: InspectedFile | undefined;
  frontPath: string;
  backPath: string | null;
  title: string;
  description?: string | undefined;
  locale: Locale;
  /** As written on the picture or in the sidecar ('ca. 1905'); without it, the EXIF date when it is old enough. */
  dateText?: string | undefined;
  photographer?: string | undefined;
  source?: string | undefined;
  licenseName?: string | undefined;
};

/**
 * Where a scan of a collection is stored: named by its content, so that a repeated import or
 * upload finds it there already (see `isStored`).
 */
export const scanPath = (collectionId: number, hash: string, type: UploadType) =>
  `photograph_collection/raw/${collectionId}/${hash}.${extensionOf[type]}`;

const LOCALES = ['de', 'en', 'it'] as const;

/** What a sidecar row (or, without one, the file name) says of a photograph. */
export function describedBy(row: SidecarRow | undefined, fileName: string, locale: Locale) {
  return {
    title: row?.title?.trim() || titleFromFileName(fileName),
    description: row?.description,
    dateText: row?.date,
    photographer: row?.photographer || undefined,
    source: row?.source || undefined,
    licenseName: row?.license || undefined,
    locale: LOCALES.find((l) => l === row?.locale) ?? locale,
  };
}

function placementsOf(items: NewPhotograph[]): Placement[] {
  return items.flatMap((item) => [
    {
      file: item.front,
      storageKey: `photographs/${item.frontPath}`,
      filePath: item.frontPath,
      purpose: 'photograph',
    },
    ...(item.back && item.backPath
      ? [
          {
            file: item.back,
            storageKey: `photographs/${item.backPath}`,
            filePath: item.backPath,
            purpose: 'photograph' as const,
          },
        ]
      : []),
  ]);
}

/**
 * How photographs come into being: the upload call and the import command both add scans to a
 * collection through here, so both date, place and queue them the same way.
 */
/**
 * `models.depth`: the operator configured a depth model, so each new photograph queues its
 * estimate. Without one nothing is queued: a model configured later sweeps the archive once.
 */
export function createPhotographCreateService(media: Media, db: Database, models: { depth: boolean }) {
  const gazetteer = createGazetteerRepository();

  /** The rows (with translation, place from GPS, years from the date), the pyramids and face searches, inside `tx`. */
  async function insertRows(tx: Database, collectionId: number, items: NewPhotograph[]) {
    const photographs = createPhotographRepository(tx);
    const places = createPlaceRepository(tx);
    const created: number[] = [];
    for (const item of items) {
      const { facts } = item.front;
      // EXIF dates of scans are usually the day of scanning: only a date in the archive's range is the picture's.
      const dateText =
        item.dateText?.trim() ||
        (facts.takenAt && parseDateText(facts.takenAt.date) ? facts.takenAt.date : null);
      const years = dateText ? parseDateText(dateText) : null;
      let placeId: number | null = null;
      let cityId: number | null = null;
      if (facts.gps) {
        const town = gazetteer.nearest(facts.gps.latitude, facts.gps.longitude);
        placeId = (await places.ensurePlace(town)).id;
        cityId = await places.cityIdFor(town.name);
      }
      const id = await photographs.create(
        {
          collectionId,
          filePath: item.frontPath,
          originalName: item.front.originalName,
          width: facts.width,
          height: facts.height,
          backFilePath: item.backPath,
          backOriginalName: item.back?.originalName ?? null,
          backWidth: item.back?.facts.width ?? null,
          backHeight: item.back?.facts.height ?? null,
          dateText,
          fromYear: years?.fromYear ?? null,
          toYear: years?.toYear ?? null,
          placeId,
          cityId,
          photographer: item.photographer ?? null,
          source: item.source ?? null,
          licenseName: item.licenseName ?? null,
        },
        { locale: item.locale, name: item.title, description: item.description ?? '' },
      );
      created.push(id);
      await media.enqueuePyramid(photographOriginal(item.frontPath), { upload: true, executor: tx });
      if (item.backPath)
        await media.enqueuePyramid(photographOriginal(item.backPath), { upload: true, executor: tx });
      await enqueueFaceDetection(tx, id, { back: item.backPath !== null });
      if (models.depth) await enqueueDepthEstimate(tx, id);
    }
    return created;
  }

  return {
    /**
     * Stores the files and writes the photographs in one transaction (all or nothing) and queues
     * their pyramids; answers the new ids. They reach the feed with `publish`.
     */
    addToCollection(collectionId: number, items: NewPhotograph[], uploaderId: number | null) {
      return media.uploads.keep(placementsOf(items), uploaderId, (tx) => insertRows(tx, collectionId, items));
    },

    /** Whether a scan with this content is in the collection already. */
    async isStored(collectionId: number, hash: string) {
      const keys = (['jpeg', 'png', 'gif'] as const).map(
        (type) => `photographs/${scanPath(collectionId, hash, type)}`,
      );
      return (await media.uploads.storedKeys(keys)).length > 0;
    },

    /** Shows new photographs, and their collection's new count, in the feed; once per batch is enough. */
    async publish(collectionId: number, ids: number[]) {
      if (ids.length === 0) return;
      await refreshFeedItems(db, 'Photograph', ids);
      await refreshFeedItems(db, 'PhotographCollection', [collectionId]);
    },
  };
}

export type PhotographCreateService = ReturnType<typeof createPhotographCreateService>;
