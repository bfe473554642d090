import type { Locale } from '@retropics/domain/constants';
import { and, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { comments, galleryComments } from '../../db/schema/comments.js';
import { photographFaces } from '../../db/schema/faces.js';
import { galleryPhotographs, galleryRetrosnaps } from '../../db/schema/galleries.js';
import { mentionImages } from '../../db/schema/mentions.js';
import { photographCategories, photographs, photographTranslations } from '../../db/schema/photographs.js';
import { places } from '../../db/schema/places.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';

type PhotographColumns = Partial<typeof photographs.$inferInsert>;

/** What a write changes: the photograph's own columns, and its texts and categories when given. */
export type PhotographChanges = {
  columns: PhotographColumns;
  /** The languages to set; a language with an empty name and description loses its text. */
  translations?: Array<{ locale: Locale; name: string; description: string }>;
  /** All categories with their attributes; undefined leaves them as they are. */
  categories?: Array<{ categoryId: number; attributes: Record<string, unknown> }>;
  swapSides: boolean;
};

/** Everything that shows a photograph outside its own page, for the feed and map to follow a change. */
export type PhotographSurroundings = {
  galleryIds: number[];
  retrosnapIds: number[];
  /** Additional photographs and back sides stored as their own records: they go with it. */
  dependentIds: number[];
};

/** The photograph edit screen's reads and writes; the service runs a write inside its transaction. */
export function createPhotographEditRepository(db: Database) {
  return {
    /** The photograph with the owner of its collection (who may edit it besides the curators). */
    async findEditable(id: number) {
      const [row] = await db
        .select({ photograph: photographs, collectionOwnerId: photographCollections.ownerId })
        .from(photographs)
        .leftJoin(photographCollections, eq(photographCollections.id, photographs.collectionId))
        .where(eq(photographs.id, id));
      return row ?? null;
    },

    async placeKeysOf(placeIds: ReadonlyArray<number | null>) {
      const ids = placeIds.filter((id): id is number => id !== null);
      if (ids.length === 0) return [];
      const rows = await db.select({ keys: places.placeKeys }).from(places).where(inArray(places.id, ids));
      return [...new Set(rows.flatMap((row) => row.keys))];
    },

    /** The names of the languages the photograph has a text in. */
    async translationsOf(id: number) {
      return db
        .select({ locale: photographTranslations.locale, name: photographTranslations.name })
        .from(photographTranslations)
        .where(eq(photographTranslations.photographId, id));
    },

    async surroundingsOf(id: number): Promise<PhotographSurroundings> {
      const snaps = await db
        .select({ id: retrosnaps.id })
        .from(retrosnaps)
        .where(eq(retrosnaps.photographId, id));
      const retrosnapIds = snaps.map((row) => row.id);
      const dependents = await db
        .select({ id: photographs.id })
        .from(photographs)
        .where(or(eq(photographs.parentPhotographId, id), eq(photographs.frontsideId, id)));
      // Albums that hold it, one of its RetroSnaps or one of its comments, or show it on the cover.
      const galleries = await queryRows<{ id: number }>(
        db,
        sql`select gallery_id as id from ${galleryPhotographs} where photograph_id = ${id}
          union select gr.gallery_id from ${galleryRetrosnaps} gr join ${retrosnaps} r on r.id = gr.retrosnap_id where r.photograph_id = ${id}
          union select gc.gallery_id from ${galleryComments} gc join ${comments} c on c.id = gc.comment_id where c.photograph_id = ${id}
          union select id from image_galleries where thumbnail_settings->'images' @> ${JSON.stringify([id])}::jsonb`,
      );
      return {
        galleryIds: galleries.map((row) => Number(row.id)),
        retrosnapIds,
        dependentIds: dependents.map((row) => row.id),
      };
    },

    async update(id: number, changes: PhotographChanges) {
      const columns = { ...changes.columns };
      if (changes.swapSides) {
        // Each side's file travels with its name and size; what was made of the old front (the
        // feed crop, the depth map) would now describe the wrong picture.
        Object.assign(columns, {
          filePath: sql`${photographs.backFilePath}`,
          backFilePath: sql`${photographs.filePath}`,
          originalName: sql`${photographs.backOriginalName}`,
          backOriginalName: sql`${photographs.originalName}`,
          width: sql`${photographs.backWidth}`,
          backWidth: sql`${photographs.width}`,
          height: sql`${photographs.backHeight}`,
          backHeight: sql`${photographs.height}`,
          thumbnailCoordinates: null,
          depthMapPath: null,
          depthMapData: null,
          faces: sql`coalesce((select jsonb_agg(f || jsonb_build_object('isBackside', not coalesce((f->>'isBackside')::boolean, false)))
            from jsonb_array_elements(${photographs.faces}) f), '[]'::jsonb)`,
        });
        // Marked areas, faces and the crops cut from them stay on the side they were drawn on.
        await db
          .update(comments)
          .set({ isBackside: sql`not ${comments.isBackside}` })
          .where(eq(comments.photographId, id));
        await db
          .update(photographFaces)
          .set({ isBackside: sql`not ${photographFaces.isBackside}` })
          .where(eq(photographFaces.photographId, id));
        await db
          .update(mentionImages)
          .set({ isBackside: sql`not ${mentionImages.isBackside}` })
          .where(eq(mentionImages.photographId, id));
      }
      if (Object.keys(columns).length > 0) {
        await db.update(photographs).set(columns).where(eq(photographs.id, id));
      }
      for (const translation of changes.translations ?? []) {
        const { locale, name, description } = translation;
        if (name === '' && description === '') {
          await db
            .delete(photographTranslations)
            .where(
              and(eq(photographTranslations.photographId, id), eq(photographTranslations.locale, locale)),
            );
          continue;
        }
        await db
          .insert(photographTranslations)
          .values({ photographId: id, locale, name, description })
          .onConflictDoUpdate({
            target: [photographTranslations.photographId, photographTranslations.locale],
            set: { name, description },
          });
      }
      if (changes.categories) {
        const keep = changes.categories.map((entry) => entry.categoryId);
        await db
          .delete(photographCategories)
          .where(
            and(
              eq(photographCategories.photographId, id),
              keep.length > 0 ? notInArray(photographCategories.categoryId, keep) : undefined,
            ),
          );
        for (const { categoryId, attributes } of changes.categories) {
          await db
            .insert(photographCategories)
            .values({ photographId: id, categoryId, attributes })
            .onConflictDoUpdate({
              target: [photographCategories.photographId, photographCategories.categoryId],
              set: { attributes },
            });
        }
      }
    },

    /**
     * Removes the photograph. The database takes with it what exists only because of it: its
     * texts, categories, comments (and their votes and the crops of people named there), face
     * records, RetroSnaps, additional photographs and back-side records, and its places in albums.
     * An album's cover choice is a list in a JSON column, so the id is taken out of it here.
     */
    async delete(id: number) {
      await db.execute(sql`
        update image_galleries set thumbnail_settings = jsonb_set(thumbnail_settings, '{images}',
          coalesce((select jsonb_agg(i) from jsonb_array_elements(thumbnail_settings->'images') i where i <> ${JSON.stringify(id)}::jsonb), '[]'::jsonb))
        where thumbnail_settings->'images' @> ${JSON.stringify([id])}::jsonb`);
      await db.delete(photographs).where(eq(photographs.id, id));
    },
  };
}

export type PhotographEditRepository = ReturnType<typeof createPhotographEditRepository>;
