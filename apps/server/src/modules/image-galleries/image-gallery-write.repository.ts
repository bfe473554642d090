import type { Locale } from '@retropics/domain/constants';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import { categories } from '../../db/schema/categories.js';
import { comments, galleryComments } from '../../db/schema/comments.js';
import {
  galleryCategories,
  galleryPhotographs,
  galleryRetrosnaps,
  gallerySubGalleries,
  imageGalleries,
  imageGalleryTranslations,
  type ThumbnailSettings,
} from '../../db/schema/galleries.js';
import { photographs } from '../../db/schema/photographs.js';
import { places } from '../../db/schema/places.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import { svgTemplates } from '../../db/schema/site.js';
import { createGazetteerRepository } from '../places/gazetteer.repository.js';
import { createPlaceRepository } from '../places/place.repository.js';

/** The album's own columns a write sets. */
export type GalleryColumns = {
  headline: string;
  description: string;
  text: string;
  isPrivate: boolean;
  placeId: number | null;
  categoryAttributes: Record<string, unknown>;
  fromYear: number;
  toYear: number;
  searchParameters: string | null;
  thumbnail: string | null;
  thumbnailSettings: ThumbnailSettings;
  titleAlreadyInImage: boolean;
};

/** What the album holds, each list in the album's order and without repeats. */
export type GalleryItems = {
  categoryIds: number[];
  photographIds: number[];
  retrosnapIds: number[];
  subGalleryIds: number[];
  /** Left alone when undefined (the form of the spec does not send them). */
  photographCommentIds?: number[];
};

export type GalleryWrite = { columns: GalleryColumns; items: GalleryItems; locale: Locale };

/** The lookups the rules of an album write need, and the write itself in one transaction. */
export function createGalleryWriteRepository(db: Database) {
  const placeRepository = createPlaceRepository(db);
  const gazetteer = createGazetteerRepository();
  type Executor = Pick<Database, 'insert' | 'delete' | 'update' | 'select'>;

  async function replaceItems(tx: Executor, galleryId: number, items: GalleryItems) {
    await tx.delete(galleryCategories).where(eq(galleryCategories.galleryId, galleryId));
    await tx.delete(galleryPhotographs).where(eq(galleryPhotographs.galleryId, galleryId));
    await tx.delete(galleryRetrosnaps).where(eq(galleryRetrosnaps.galleryId, galleryId));
    await tx.delete(gallerySubGalleries).where(eq(gallerySubGalleries.parentId, galleryId));
    if (items.categoryIds.length > 0) {
      await tx
        .insert(galleryCategories)
        .values(items.categoryIds.map((categoryId) => ({ galleryId, categoryId })));
    }
    if (items.photographIds.length > 0) {
      await tx
        .insert(galleryPhotographs)
        .values(items.photographIds.map((photographId, position) => ({ galleryId, photographId, position })));
    }
    if (items.retrosnapIds.length > 0) {
      await tx
        .insert(galleryRetrosnaps)
        .values(items.retrosnapIds.map((retrosnapId, position) => ({ galleryId, retrosnapId, position })));
    }
    if (items.subGalleryIds.length > 0) {
      await tx
        .insert(gallerySubGalleries)
        .values(items.subGalleryIds.map((childId, position) => ({ parentId: galleryId, childId, position })));
    }
    if (items.photographCommentIds !== undefined) {
      await tx.delete(galleryComments).where(eq(galleryComments.galleryId, galleryId));
      if (items.photographCommentIds.length > 0) {
        await tx
          .insert(galleryComments)
          .values(
            items.photographCommentIds.map((commentId, position) => ({ galleryId, commentId, position })),
          );
      }
    }
  }

  /**
   * The texts of the request's language go to its translation row; the album's own columns are
   * the German text (see imageGalleryTranslations), so a German write sets both, and another
   * language keeps a German row from the columns before they change.
   */
  async function writeTexts(
    tx: Executor,
    galleryId: number,
    write: GalleryWrite,
    before: GalleryColumns | null,
  ) {
    const { headline, description, text } = write.columns;
    if (write.locale !== 'de' && before) {
      await tx
        .insert(imageGalleryTranslations)
        .values({
          galleryId,
          locale: 'de',
          headline: before.headline,
          description: before.description,
          text: before.text,
        })
        .onConflictDoNothing();
    }
    await tx
      .insert(imageGalleryTranslations)
      .values({ galleryId, locale: write.locale, headline, description, text })
      .onConflictDoUpdate({
        target: [imageGalleryTranslations.galleryId, imageGalleryTranslations.locale],
        set: { headline, description, text },
      });
  }

  return {
    async findCategories(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: categories.id,
          isForGalleries: categories.isForGalleries,
          isForPhotographs: categories.isForPhotographs,
          translations: categories.translations,
        })
        .from(categories)
        .where(inArray(categories.id, [...ids]));
    },

    async placeExists(id: number) {
      const [row] = await db.select({ id: places.id }).from(places).where(eq(places.id, id));
      return row !== undefined;
    },

    /**
     * The place of a key the place search answered: an archive place, or a town of the gazetteer,
     * which becomes a place now (as an import does); null for a key that names neither.
     */
    async placeIdOfKey(key: string) {
      const known = await placeRepository.findByKey(key);
      if (known) return known.id;
      const town = gazetteer.byKey(key);
      return town ? (await placeRepository.ensurePlace(town)).id : null;
    },

    /** Photographs anyone may see (hidden ones are not there for an album). */
    async visiblePhotographIds(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: photographs.id })
        .from(photographs)
        .where(and(inArray(photographs.id, [...ids]), eq(photographs.isHidden, false)));
      return new Set(rows.map((row) => row.id));
    },

    async visibleRetrosnapIds(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: retrosnaps.id })
        .from(retrosnaps)
        .innerJoin(photographs, eq(photographs.id, retrosnaps.photographId))
        .where(and(inArray(retrosnaps.id, [...ids]), eq(photographs.isHidden, false)));
      return new Set(rows.map((row) => row.id));
    },

    /** Comments with a marked area, for 'add comment to gallery'. */
    async boxedComments(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: comments.id,
          authorId: comments.authorId,
          box: comments.box,
          isPrivate: comments.isPrivate,
        })
        .from(comments)
        .where(and(inArray(comments.id, [...ids]), isNotNull(comments.box)));
    },

    async commentIdsShownIn(galleryId: number) {
      const rows = await db
        .select({ id: galleryComments.commentId })
        .from(galleryComments)
        .where(eq(galleryComments.galleryId, galleryId));
      return new Set(rows.map((row) => row.id));
    },

    async findGalleries(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: imageGalleries.id,
          ownerId: imageGalleries.ownerId,
          isPrivate: imageGalleries.isPrivate,
        })
        .from(imageGalleries)
        .where(inArray(imageGalleries.id, [...ids]));
    },

    /** Every album below the given ones, at any depth (for the cycle rule). */
    async descendantsOf(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        with recursive below(id) as (
          select child_id from gallery_sub_galleries where parent_id = any(${sql.param([...ids])}::int[])
          union
          select s.child_id from gallery_sub_galleries s join below b on s.parent_id = b.id
        )
        select id from below`,
      );
      return new Set(rows.map((row) => Number(row.id)));
    },

    async templateImagesCount(id: number) {
      const [row] = await db
        .select({ settings: svgTemplates.settings })
        .from(svgTemplates)
        .where(eq(svgTemplates.id, id));
      return row ? (row.settings.imagesCount ?? 6) : null;
    },

    /** The default cover template: the first there is. */
    async defaultTemplate() {
      const [row] = await db
        .select({ id: svgTemplates.id, settings: svgTemplates.settings })
        .from(svgTemplates)
        .orderBy(asc(svgTemplates.id))
        .limit(1);
      return row ? { id: row.id, imagesCount: row.settings.imagesCount ?? 6 } : null;
    },

    /** A new album with its items and texts: all of it or nothing. */
    async insert(ownerId: number, write: GalleryWrite) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(imageGalleries)
          .values({ ...write.columns, ownerId })
          .returning();
        if (!row) throw new Error('album not inserted');
        await replaceItems(tx, row.id, write.items);
        await writeTexts(tx, row.id, write, null);
        return row;
      });
    },

    /**
     * The album changed as a whole: items and texts in one transaction. Another language than
     * German leaves the German columns as they were.
     */
    async update(id: number, write: GalleryWrite, before: GalleryColumns) {
      return db.transaction(async (tx) => {
        const columns =
          write.locale === 'de'
            ? write.columns
            : {
                ...write.columns,
                headline: before.headline,
                description: before.description,
                text: before.text,
              };
        const [row] = await tx
          .update(imageGalleries)
          .set(columns)
          .where(eq(imageGalleries.id, id))
          .returning();
        if (!row) throw new Error('album not updated');
        await replaceItems(tx, id, write.items);
        await writeTexts(tx, id, write, before);
        return row;
      });
    },

    /**
     * Removes the album with its links and texts; the photographs, RetroSnaps, sub-albums and
     * photograph comments it showed stay where they are (only the link rows go).
     */
    async delete(id: number) {
      await db.delete(imageGalleries).where(eq(imageGalleries.id, id));
    },
  };
}

export type GalleryWriteRepository = ReturnType<typeof createGalleryWriteRepository>;
