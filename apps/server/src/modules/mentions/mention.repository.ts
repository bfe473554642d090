import type { MentionListQuery } from '@retropics/domain/contracts/mention.contract';
import { and, asc, count, desc, eq, ilike, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import { containing, escapeLike } from '../../db/like.js';
import { categories } from '../../db/schema/categories.js';
import { comments } from '../../db/schema/comments.js';
import { galleryPhotographs, imageGalleries, imageGalleryTranslations } from '../../db/schema/galleries.js';
import { mediaUploads } from '../../db/schema/media.js';
import { mentionImageIsVisible, mentionImages, mentions } from '../../db/schema/mentions.js';
import { photographs } from '../../db/schema/photographs.js';
import type { Page } from '../../hydra/pagination.js';

export type MentionRow = typeof mentions.$inferSelect;
export type MentionChanges = Partial<Omit<typeof mentions.$inferInsert, 'id' | 'dateCreated'>>;

/** `%` and `_` typed into the search box are letters, not wildcards. */

/**
 * The people named in the pictures, their crops, and what saving one touches besides: the
 * person's album and the photograph's Person comment (written through the comments module).
 * Works on the database or on a transaction alike.
 */
export function createMentionRepository(db: Database) {
  function conditions(query: MentionListQuery): SQL | undefined {
    const where: SQL[] = [];
    const name = query.name?.trim();
    if (name) where.push(ilike(mentions.name, containing(name)));
    const appearsOn = (condition: SQL) =>
      inArray(
        mentions.id,
        db
          .select({ id: mentionImages.mentionId })
          .from(mentionImages)
          .leftJoin(photographs, eq(photographs.id, mentionImages.photographId))
          .leftJoin(comments, eq(comments.id, mentionImages.commentId))
          .where(and(condition, mentionImageIsVisible)),
      );
    if (query.photograph !== undefined)
      where.push(appearsOn(eq(mentionImages.photographId, query.photograph)));
    if (query.comment !== undefined) where.push(appearsOn(eq(mentionImages.commentId, query.comment)));
    if (query.album !== undefined) where.push(eq(mentions.galleryId, query.album));
    return where.length > 0 ? and(...where) : undefined;
  }

  return {
    async findPage(query: MentionListQuery, page: Page) {
      const where = conditions(query);
      const name = query.name?.trim();
      // Names that start with the typed text come before those that merely contain it.
      const startsWithName = name ? [desc(sql`${mentions.name} ilike ${`${escapeLike(name)}%`}`)] : [];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mentions)
          .where(where)
          .orderBy(...startsWithName, asc(sql`lower(${mentions.name})`), asc(mentions.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(mentions).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number): Promise<MentionRow | null> {
      const [row] = await db.select().from(mentions).where(eq(mentions.id, id));
      return row ?? null;
    },

    /** The person, locked until the transaction ends: two mentions of one person queue, so one album is made. */
    async lockById(id: number): Promise<MentionRow | null> {
      const [row] = await db.select().from(mentions).where(eq(mentions.id, id)).for('update');
      return row ?? null;
    },

    async existingIds(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: mentions.id })
        .from(mentions)
        .where(inArray(mentions.id, [...ids]));
      return new Set(rows.map((row) => row.id));
    },

    /** The given people and all their ancestors through mothers and fathers (for the loop rule). */
    async selfAndAncestors(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await queryRows<{ id: number }>(
        db,
        sql`
        with recursive up(id) as (
          select id from mentions where id = any(${sql.param([...ids])}::int[])
          union
          select parent.id from mentions child
            join up on child.id = up.id
            join mentions parent on parent.id = child.mother_id or parent.id = child.father_id
        )
        select id from up`,
      );
      return new Set(rows.map((row) => Number(row.id)));
    },

    async insert(values: typeof mentions.$inferInsert): Promise<MentionRow> {
      const [row] = await db.insert(mentions).values(values).returning();
      if (!row) throw new Error('insert into mentions returned no row');
      return row;
    },

    async update(id: number, values: MentionChanges): Promise<MentionRow> {
      const [row] = await db.update(mentions).set(values).where(eq(mentions.id, id)).returning();
      if (!row) throw new Error(`mention ${id} vanished during its update`);
      return row;
    },

    /** Removes the person with their crops' rows and upload records; answers the crops' paths. */
    async delete(id: number): Promise<string[]> {
      const images = await db
        .select({ imagePath: mentionImages.imagePath })
        .from(mentionImages)
        .where(eq(mentionImages.mentionId, id));
      const paths = images.map((image) => image.imagePath);
      await db.delete(mentions).where(eq(mentions.id, id));
      if (paths.length > 0) {
        await db.delete(mediaUploads).where(
          inArray(
            mediaUploads.storageKey,
            paths.map((path) => `mentions/${path}`),
          ),
        );
      }
      return paths;
    },

    async addImage(values: typeof mentionImages.$inferInsert) {
      await db.insert(mentionImages).values(values);
    },

    /** Every crop of the person, whoever may see it (the portrait may be any of them). */
    async imagePathsOf(mentionId: number) {
      const rows = await db
        .select({ imagePath: mentionImages.imagePath })
        .from(mentionImages)
        .where(eq(mentionImages.mentionId, mentionId));
      return new Set(rows.map((row) => row.imagePath));
    },

    /** The crops anyone may see, and the children, of a page of people, in two queries. */
    async findRelations(ids: readonly number[]) {
      if (ids.length === 0) return { images: [], children: [] };
      const [images, children] = await Promise.all([
        db
          .select({
            mentionId: mentionImages.mentionId,
            imagePath: mentionImages.imagePath,
            photographId: mentionImages.photographId,
            commentId: mentionImages.commentId,
            isBackside: mentionImages.isBackside,
          })
          .from(mentionImages)
          .leftJoin(photographs, eq(photographs.id, mentionImages.photographId))
          .leftJoin(comments, eq(comments.id, mentionImages.commentId))
          .where(and(inArray(mentionImages.mentionId, [...ids]), mentionImageIsVisible))
          .orderBy(asc(mentionImages.id)),
        db
          .select({ id: mentions.id, motherId: mentions.motherId, fatherId: mentions.fatherId })
          .from(mentions)
          .where(or(inArray(mentions.motherId, [...ids]), inArray(mentions.fatherId, [...ids])))
          .orderBy(asc(mentions.id)),
      ]);
      return { images, children };
    },

    /** The Person comments that name the person, for a change of name. */
    async commentIdsOf(mentionId: number) {
      const rows = await db
        .select({ id: mentionImages.commentId })
        .from(mentionImages)
        .where(eq(mentionImages.mentionId, mentionId));
      return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    },

    /** The id of the comment category of people (spec §3: 'Person'), if the archive has it. */
    async personCategoryId() {
      const [row] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(sql`lower(${categories.name})`, 'person'));
      return row?.id ?? null;
    },

    async findGallery(id: number) {
      const [row] = await db
        .select({ id: imageGalleries.id, headline: imageGalleries.headline })
        .from(imageGalleries)
        .where(eq(imageGalleries.id, id));
      return row ?? null;
    },

    /** The photographs an album holds, in its order. */
    async galleryPhotographIds(galleryId: number) {
      const rows = await db
        .select({ id: galleryPhotographs.photographId })
        .from(galleryPhotographs)
        .where(eq(galleryPhotographs.galleryId, galleryId))
        .orderBy(asc(galleryPhotographs.position), asc(galleryPhotographs.photographId));
      return rows.map((row) => row.id);
    },

    /** Puts the photograph at the end of the album (an album holds each photograph once). */
    async appendGalleryPhotograph(galleryId: number, photographId: number) {
      const [last] = await db
        .select({ position: max(galleryPhotographs.position) })
        .from(galleryPhotographs)
        .where(eq(galleryPhotographs.galleryId, galleryId));
      await db
        .insert(galleryPhotographs)
        .values({ galleryId, photographId, position: (last?.position ?? -1) + 1 })
        .onConflictDoNothing();
    },

    /**
     * A person's album is made by the app for a person, not chosen by someone (isUserAlbum), and
     * stays out of the start feed; search and links find it.
     */
    async markPersonAlbum(galleryId: number) {
      await db
        .update(imageGalleries)
        .set({ isUserAlbum: true, showInFeed: false })
        .where(eq(imageGalleries.id, galleryId));
    },

    /**
     * The album's headline or description follows the person's name or description in every
     * language where it still reads as before; what its owner wrote differently stays.
     */
    async followInAlbum(galleryId: number, field: 'headline' | 'description', before: string, after: string) {
      await db
        .update(imageGalleries)
        .set({ [field]: after })
        .where(and(eq(imageGalleries.id, galleryId), eq(imageGalleries[field], before)));
      await db
        .update(imageGalleryTranslations)
        .set({ [field]: after })
        .where(
          and(eq(imageGalleryTranslations.galleryId, galleryId), eq(imageGalleryTranslations[field], before)),
        );
    },
  };
}

export type MentionRepository = ReturnType<typeof createMentionRepository>;
export type MentionRelations = Awaited<ReturnType<MentionRepository['findRelations']>>;
