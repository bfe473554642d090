import type { GalleryListQuery } from '@retropics/domain/contracts/image-gallery.contract';
import type { Viewer } from '@retropics/domain/permissions';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { containing } from '../../db/like.js';
import { comments, galleryComments } from '../../db/schema/comments.js';
import {
  galleryCategories,
  galleryPhotographs,
  galleryRetrosnaps,
  gallerySubGalleries,
  imageGalleries,
  imageGalleryTranslations,
} from '../../db/schema/galleries.js';
import { mentionImageIsVisible, mentionImages, mentions } from '../../db/schema/mentions.js';
import { photographs } from '../../db/schema/photographs.js';
import { places } from '../../db/schema/places.js';
import { retrosnaps } from '../../db/schema/retrosnaps.js';
import type { Page } from '../../hydra/pagination.js';
import { galleryVisibleTo } from './gallery-visibility.js';

export type GalleryRow = typeof imageGalleries.$inferSelect;

/** `%` and `_` typed into the search box are letters, not wildcards. */

const linkedGallery = alias(imageGalleries, 'linked_gallery');

export function createGalleryRepository(db: Database) {
  function conditions(query: GalleryListQuery, viewer: Viewer) {
    // A private album is listed to its owner (and admins) only.
    const where: SQL[] = [galleryVisibleTo(viewer, imageGalleries)];
    const headline = query.headline?.trim();
    if (headline) where.push(ilike(imageGalleries.headline, containing(headline)));
    if (query.owner !== undefined) where.push(eq(imageGalleries.ownerId, query.owner));
    if (query.parentGalleries !== undefined) {
      // The sub-albums of a private album are listed only to those who may see the album.
      const childrenOfVisibleParent = db
        .select({ id: gallerySubGalleries.childId })
        .from(gallerySubGalleries)
        .innerJoin(linkedGallery, eq(linkedGallery.id, gallerySubGalleries.parentId))
        .where(
          and(
            eq(gallerySubGalleries.parentId, query.parentGalleries),
            galleryVisibleTo(viewer, linkedGallery),
          ),
        );
      where.push(inArray(imageGalleries.id, childrenOfVisibleParent));
    }
    return and(...where);
  }

  /** Sub-albums come in the order their parent gives them; everything else by id. */
  function ordering(query: GalleryListQuery): SQL[] {
    if (query.parentGalleries === undefined) return [asc(imageGalleries.id)];
    const position = sql`(select ${gallerySubGalleries.position} from ${gallerySubGalleries}
      where ${gallerySubGalleries.parentId} = ${query.parentGalleries}
      and ${gallerySubGalleries.childId} = ${imageGalleries.id})`;
    return [asc(position), asc(imageGalleries.id)];
  }

  return {
    async findPage(query: GalleryListQuery, page: Page, viewer: Viewer) {
      const where = conditions(query, viewer);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(imageGalleries)
          .where(where)
          .orderBy(...ordering(query))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(imageGalleries).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number) {
      const [row] = await db.select().from(imageGalleries).where(eq(imageGalleries.id, id));
      return row ?? null;
    },

    /**
     * Everything an album shows beside the record itself, loaded for a page of albums at once;
     * linked sub- and parent albums only where the viewer may see them.
     */
    async findRelations(rows: GalleryRow[], viewer: Viewer) {
      const ids = rows.map((row) => row.id);
      const placeIds = [...new Set(rows.flatMap((row) => (row.placeId === null ? [] : [row.placeId])))];
      if (ids.length === 0) {
        return {
          places: [],
          categories: [],
          photographs: [],
          comments: [],
          retrosnaps: [],
          subGalleries: [],
          parentGalleries: [],
          mentions: [],
          translations: [],
        };
      }
      const [
        placeRows,
        categoryRows,
        photographRows,
        commentRows,
        retrosnapRows,
        children,
        parents,
        mentionRows,
        translationRows,
      ] = await Promise.all([
        placeIds.length > 0 ? db.select().from(places).where(inArray(places.id, placeIds)) : [],
        db
          .select()
          .from(galleryCategories)
          .where(inArray(galleryCategories.galleryId, ids))
          .orderBy(asc(galleryCategories.categoryId)),
        db
          .select({ galleryId: galleryPhotographs.galleryId, id: galleryPhotographs.photographId })
          .from(galleryPhotographs)
          .innerJoin(photographs, eq(photographs.id, galleryPhotographs.photographId))
          .where(and(inArray(galleryPhotographs.galleryId, ids), eq(photographs.isHidden, false)))
          .orderBy(asc(galleryPhotographs.position), asc(galleryPhotographs.photographId)),
        db
          .select({ galleryId: galleryComments.galleryId, id: galleryComments.commentId })
          .from(galleryComments)
          .innerJoin(comments, eq(comments.id, galleryComments.commentId))
          .where(and(inArray(galleryComments.galleryId, ids), eq(comments.isPrivate, false)))
          .orderBy(asc(galleryComments.position), asc(galleryComments.commentId)),
        db
          .select({ galleryId: galleryRetrosnaps.galleryId, id: galleryRetrosnaps.retrosnapId })
          .from(galleryRetrosnaps)
          .innerJoin(retrosnaps, eq(retrosnaps.id, galleryRetrosnaps.retrosnapId))
          .innerJoin(photographs, eq(photographs.id, retrosnaps.photographId))
          .where(and(inArray(galleryRetrosnaps.galleryId, ids), eq(photographs.isHidden, false)))
          .orderBy(asc(galleryRetrosnaps.position), asc(galleryRetrosnaps.retrosnapId)),
        db
          .select({ galleryId: gallerySubGalleries.parentId, id: gallerySubGalleries.childId })
          .from(gallerySubGalleries)
          .innerJoin(linkedGallery, eq(linkedGallery.id, gallerySubGalleries.childId))
          .where(and(inArray(gallerySubGalleries.parentId, ids), galleryVisibleTo(viewer, linkedGallery)))
          .orderBy(asc(gallerySubGalleries.position), asc(gallerySubGalleries.childId)),
        db
          .select({ galleryId: gallerySubGalleries.childId, id: gallerySubGalleries.parentId })
          .from(gallerySubGalleries)
          .innerJoin(linkedGallery, eq(linkedGallery.id, gallerySubGalleries.parentId))
          .where(and(inArray(gallerySubGalleries.childId, ids), galleryVisibleTo(viewer, linkedGallery)))
          .orderBy(asc(gallerySubGalleries.parentId)),
        // The crops of the people whose albums these are, while their pictures may be shown.
        db
          .select({ galleryId: mentions.galleryId, imagePath: mentionImages.imagePath })
          .from(mentionImages)
          .innerJoin(mentions, eq(mentions.id, mentionImages.mentionId))
          .leftJoin(photographs, eq(photographs.id, mentionImages.photographId))
          .leftJoin(comments, eq(comments.id, mentionImages.commentId))
          .where(and(inArray(mentions.galleryId, ids), mentionImageIsVisible))
          .orderBy(asc(mentionImages.id)),
        db
          .select()
          .from(imageGalleryTranslations)
          .where(inArray(imageGalleryTranslations.galleryId, ids))
          .orderBy(asc(imageGalleryTranslations.locale)),
      ]);
      return {
        places: placeRows,
        categories: categoryRows,
        photographs: photographRows,
        comments: commentRows,
        retrosnaps: retrosnapRows,
        subGalleries: children,
        parentGalleries: parents,
        mentions: mentionRows,
        translations: translationRows,
      };
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
export type GalleryRelations = Awaited<ReturnType<GalleryRepository['findRelations']>>;
