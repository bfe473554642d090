import { RETROSNAP_GALLERY_NAME } from '@retropics/domain/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { galleryRetrosnaps, imageGalleries, imageGalleryTranslations } from '../../db/schema/galleries.js';
import { mediaUploads } from '../../db/schema/media.js';
import { people, users } from '../../db/schema/people.js';
import { photographs, photographTranslations } from '../../db/schema/photographs.js';
import { retrosnaps, type StoredAlignment } from '../../db/schema/retrosnaps.js';

export type NewRetrosnap = typeof retrosnaps.$inferInsert;
export type RetrosnapUpload = typeof mediaUploads.$inferSelect;

const RETROSNAP_PURPOSE = 'retrosnap';

/** The RetroSnap rows people write: their pictures, their album 'My RetroSnaps', the owner to tell. */
export function createRetrosnapWriteRepository(db: Database) {
  return {
    /** The photograph a RetroSnap repeats, with what the news to its collection's owner needs. */
    async findPhotograph(id: number) {
      const [row] = await db
        .select({
          id: photographs.id,
          isHidden: photographs.isHidden,
          width: photographs.width,
          height: photographs.height,
          collectionId: photographs.collectionId,
          collectionOwnerId: photographCollections.ownerId,
          reportLocale: photographCollections.reportLocale,
        })
        .from(photographs)
        .leftJoin(photographCollections, eq(photographCollections.id, photographs.collectionId))
        .where(eq(photographs.id, id));
      return row ?? null;
    },

    /** The photograph's title per language, for the owner's news. */
    async photographTitles(id: number) {
      const rows = await db
        .select({ locale: photographTranslations.locale, name: photographTranslations.name })
        .from(photographTranslations)
        .where(eq(photographTranslations.photographId, id));
      return Object.fromEntries(rows.map((row) => [row.locale, row.name])) as Record<string, string>;
    },

    /** The RetroSnap as stored, whether or not its photograph is shown. */
    async findById(id: number) {
      const [row] = await db.select().from(retrosnaps).where(eq(retrosnaps.id, id));
      return row ?? null;
    },

    async findByClientKey(authorId: number, clientKey: string) {
      const [row] = await db
        .select()
        .from(retrosnaps)
        .where(and(eq(retrosnaps.authorId, authorId), eq(retrosnaps.clientKey, clientKey)));
      return row ?? null;
    },

    /**
     * The person's RetroSnap upload of this filePath, locked until the transaction ends, so two
     * creates with one picture cannot both see it unused.
     */
    async lockUpload(filePath: string, uploaderId: number) {
      const [row] = await db
        .select()
        .from(mediaUploads)
        .where(
          and(
            eq(mediaUploads.purpose, RETROSNAP_PURPOSE),
            eq(mediaUploads.filePath, filePath),
            eq(mediaUploads.uploadedById, uploaderId),
          ),
        )
        .for('update');
      return row ?? null;
    },

    async isFileUsed(filePath: string) {
      const [row] = await db
        .select({ id: retrosnaps.id })
        .from(retrosnaps)
        .where(eq(retrosnaps.filePath, filePath))
        .limit(1);
      return row !== undefined;
    },

    /** Inserts unless the author already has a RetroSnap with this clientKey (then null). */
    async insert(values: NewRetrosnap) {
      const [row] = await db.insert(retrosnaps).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /**
     * The author's private user album 'My RetroSnaps', made when missing. The person's row is
     * locked first: two creates at once wait for each other, so a person never gets two. (Not
     * FOR UPDATE: that would wait for the key-share locks the rows pointing to the person hold.)
     */
    async ensureSnapAlbum(personId: number) {
      await db.select({ id: people.id }).from(people).where(eq(people.id, personId)).for('no key update');
      const [found] = await db
        .select({ id: imageGalleries.id })
        .from(imageGalleries)
        .where(
          and(
            eq(imageGalleries.ownerId, personId),
            eq(imageGalleries.isUserAlbum, true),
            eq(imageGalleries.headline, RETROSNAP_GALLERY_NAME),
          ),
        )
        .orderBy(imageGalleries.id)
        .limit(1);
      if (found) return found.id;
      const [made] = await db
        .insert(imageGalleries)
        .values({
          headline: RETROSNAP_GALLERY_NAME,
          isPrivate: true,
          isUserAlbum: true,
          ownerId: personId,
        })
        .returning({ id: imageGalleries.id });
      if (!made) throw new Error('album not inserted');
      await db
        .insert(imageGalleryTranslations)
        .values({ galleryId: made.id, locale: 'de', headline: RETROSNAP_GALLERY_NAME });
      return made.id;
    },

    /** Adds the RetroSnap at the end of the album (once). */
    async appendToAlbum(galleryId: number, retrosnapId: number) {
      await db
        .insert(galleryRetrosnaps)
        .values({
          galleryId,
          retrosnapId,
          position: sql`(select coalesce(max(${galleryRetrosnaps.position}) + 1, 0) from ${galleryRetrosnaps} where ${galleryRetrosnaps.galleryId} = ${galleryId})`,
        })
        .onConflictDoNothing();
    },

    async update(id: number, changes: { text?: string; alignment?: StoredAlignment | null }) {
      if (Object.keys(changes).length === 0) return;
      await db.update(retrosnaps).set(changes).where(eq(retrosnaps.id, id));
    },

    async delete(id: number) {
      await db.delete(retrosnaps).where(eq(retrosnaps.id, id));
    },

    /** The upload row of a RetroSnap's picture. */
    async deleteUpload(filePath: string) {
      const rows = await db
        .delete(mediaUploads)
        .where(and(eq(mediaUploads.purpose, RETROSNAP_PURPOSE), eq(mediaUploads.filePath, filePath)))
        .returning({ storageKey: mediaUploads.storageKey });
      return rows.map((row) => row.storageKey);
    },

    /** Where news of a RetroSnap goes: the person's account address, if they have an account. */
    async account(personId: number) {
      const [row] = await db
        .select({ email: users.email, name: people.name })
        .from(users)
        .innerJoin(people, eq(people.id, users.personId))
        .where(eq(users.personId, personId));
      return row ?? null;
    },

    /** A RetroSnap upload by id, locked until the transaction ends (the clean-up of unclaimed ones). */
    async lockUploadById(id: number) {
      const [row] = await db
        .select()
        .from(mediaUploads)
        .where(and(eq(mediaUploads.id, id), eq(mediaUploads.purpose, RETROSNAP_PURPOSE)))
        .for('update');
      return row ?? null;
    },

    async deleteUploadById(id: number) {
      await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
    },
  };
}

export type RetrosnapWriteRepository = ReturnType<typeof createRetrosnapWriteRepository>;
