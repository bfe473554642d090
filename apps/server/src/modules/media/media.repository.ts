import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { comments } from '../../db/schema/comments.js';
import { galleryPhotographs, imageGalleries } from '../../db/schema/galleries.js';
import { mentionImageIsVisible, mentionImages } from '../../db/schema/mentions.js';
import { photographs } from '../../db/schema/photographs.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import { svgTemplates } from '../../db/schema/site.js';
import { type FeedFilters, type FeedRow, feedPageQuery } from '../feed-items/feed-item.repository.js';
import { parseSearchParameters, toFilters } from '../feed-items/feed-item.service.js';

/** The database look-ups behind the media addresses: which original a cover, comment or raw name means. */
export function createMediaRepository(db: Database) {
  return {
    async gallery(id: number) {
      const [row] = await db
        .select({
          id: imageGalleries.id,
          headline: imageGalleries.headline,
          thumbnail: imageGalleries.thumbnail,
          thumbnailSettings: imageGalleries.thumbnailSettings,
          isPrivate: imageGalleries.isPrivate,
          searchParameters: imageGalleries.searchParameters,
        })
        .from(imageGalleries)
        .where(eq(imageGalleries.id, id));
      return row ?? null;
    },

    /**
     * File paths of the best rated photographs a saved search finds (the cover of an album made
     * from a search, which holds no photographs of its own). A search the feed would refuse finds none.
     */
    async searchPhotographPaths(searchParameters: string, limit: number) {
      let filters: FeedFilters;
      try {
        filters = toFilters(parseSearchParameters(searchParameters), false);
      } catch {
        return [];
      }
      const rows = await queryRows<FeedRow>(
        db,
        feedPageQuery({ ...filters, documentTypes: ['Photograph'] }, 'rating', {
          itemsPerPage: limit,
          offset: 0,
          page: 1,
        }),
      );
      return rows.flatMap((row) => (row.images[0] ? [row.images[0].filePath] : []));
    },

    /** File paths of a gallery's photographs in album order (for covers without chosen images). */
    async galleryPhotographPaths(galleryId: number, limit: number) {
      const rows = await db
        .select({ filePath: photographs.filePath })
        .from(galleryPhotographs)
        .innerJoin(photographs, eq(photographs.id, galleryPhotographs.photographId))
        .where(and(eq(galleryPhotographs.galleryId, galleryId), eq(photographs.isHidden, false)))
        .orderBy(asc(galleryPhotographs.position), asc(photographs.id))
        .limit(limit);
      return rows.map((row) => row.filePath);
    },

    /** File paths of visible photographs by id, in the order asked. */
    async photographPaths(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: photographs.id, filePath: photographs.filePath })
        .from(photographs)
        .where(and(inArray(photographs.id, ids), eq(photographs.isHidden, false)));
      return ids.flatMap((id) => rows.find((row) => row.id === id)?.filePath ?? []);
    },

    async template(id: number) {
      const [row] = await db.select().from(svgTemplates).where(eq(svgTemplates.id, id));
      return row ?? null;
    },

    async collection(id: number) {
      const [row] = await db
        .select({ id: photographCollections.id, thumbnail: photographCollections.thumbnail })
        .from(photographCollections)
        .where(eq(photographCollections.id, id));
      if (!row) return null;
      const [first] = await db
        .select({ filePath: photographs.filePath })
        .from(photographs)
        .where(
          and(
            eq(photographs.collectionId, id),
            eq(photographs.isHidden, false),
            isNull(photographs.parentPhotographId),
          ),
        )
        .orderBy(sql`${photographs.internalRating} desc`, asc(photographs.id))
        .limit(1);
      return { ...row, firstPhotograph: first?.filePath ?? null };
    },

    /** The picture a comment marks: the photograph's front or back side, or the RetroSnap. */
    async commentSubject(id: number) {
      const [row] = await db
        .select({
          box: comments.box,
          isPrivate: comments.isPrivate,
          isBackside: comments.isBackside,
          photographPath: photographs.filePath,
          photographBackPath: photographs.backFilePath,
          photographHidden: photographs.isHidden,
          retrosnapPath: retrosnaps.filePath,
        })
        .from(comments)
        .leftJoin(photographs, eq(photographs.id, comments.photographId))
        .leftJoin(retrosnaps, eq(retrosnaps.id, comments.retrosnapId))
        .where(eq(comments.id, id));
      if (!row || row.isPrivate || row.photographHidden) return null;
      const filePath =
        (row.isBackside ? row.photographBackPath : null) ?? row.photographPath ?? row.retrosnapPath ?? null;
      return filePath ? { filePath, box: row.box } : null;
    },

    /** Whether a person's crop may be shown: a known crop, and its picture may be shown. */
    async mentionImageVisible(imagePath: string) {
      const [row] = await db
        .select({ id: mentionImages.id })
        .from(mentionImages)
        .leftJoin(photographs, eq(photographs.id, mentionImages.photographId))
        .leftJoin(comments, eq(comments.id, mentionImages.commentId))
        .where(and(eq(mentionImages.imagePath, imagePath), mentionImageIsVisible));
      return row !== undefined;
    },

    /**
     * A photograph of a collection by the name in its raw address: the stored file's name without
     * extension, or the name it was uploaded under.
     */
    async rawPhotograph(collectionId: number, name: string) {
      const lowered = name.toLowerCase();
      const [row] = await db
        .select({ filePath: photographs.filePath })
        .from(photographs)
        .where(
          and(
            eq(photographs.collectionId, collectionId),
            eq(photographs.isHidden, false),
            or(
              sql`regexp_replace(${photographs.filePath}, '^.*/|\\.[^.]*$', '', 'g') = ${name}`,
              sql`lower(regexp_replace(${photographs.originalName}, '\\.[^.]*$', '')) = ${lowered}`,
            ),
          ),
        )
        .limit(1);
      return row?.filePath ?? null;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
