import type { Locale } from '@retropics/domain/constants';
import {
  ATTRIBUTE_MESSAGES,
  attributeDefinitionsOf,
  categoryAttributesSchema,
} from '@retropics/domain/contracts/category-attributes.contract';
import { GALLERY_MESSAGES, type GalleryWriteBody } from '@retropics/domain/contracts/image-gallery.contract';
import {
  canAddCommentToGallery,
  canEditGallery,
  canNestGallery,
  canSeeGallery,
} from '@retropics/domain/permissions';
import { notFound, ValidationFailed, type Violation } from '../../hydra/hydra-errors.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { allows, authorize, authorizeRead } from '../auth/auth.policy.js';
import { sanitizeCommentText } from '../comments/comment-text.js';
import type { GalleryRepository, GalleryRow } from './image-gallery.repository.js';
import type {
  GalleryColumns,
  GalleryItems,
  GalleryWriteRepository,
} from './image-gallery-write.repository.js';

/** Spec §9: a cover template takes six pictures unless it says otherwise. */
const DEFAULT_IMAGES_COUNT = 6;

/** Each id once, in the order first given (spec §5 'Adding to a gallery removes duplicates'). */
const unique = (ids: readonly number[]) => [...new Set(ids)];

/** The violations of entries in a list that are not among the known ones, named by their position. */
function unknownEntries(
  field: string,
  ids: readonly number[],
  known: Set<number>,
  message: string,
): Violation[] {
  return ids.flatMap((id, index) => (known.has(id) ? [] : [{ propertyPath: `${field}.${index}`, message }]));
}

/**
 * The owner's side of albums (spec §6 'Owner'): create, change and delete, with the rules of
 * spec §5. Every problem of a write is collected so the form shows them all at once (422, one
 * violation per field), and the album is written in one transaction: nothing half-saved.
 */
export function createGalleryWriteService(deps: {
  galleries: GalleryRepository;
  writes: GalleryWriteRepository;
  /** The feed (and the map, which reads it) follows every write at once. */
  refreshFeed: (galleryId: number) => Promise<void>;
}) {
  const { galleries, writes } = deps;
  const missing = () => notFound('Image gallery');

  /** The categories must be for albums; the attributes must match their definitions. */
  async function checkedCategories(user: AuthUser, body: GalleryWriteBody, violations: Violation[]) {
    const categoryIds = unique(body.categories);
    const found = await writes.findCategories(categoryIds);
    for (const [index, id] of categoryIds.entries()) {
      const category = found.find((entry) => entry.id === id);
      if (!category)
        violations.push({ propertyPath: `categories.${index}`, message: GALLERY_MESSAGES.unknownCategory });
      else if (!category.isForGalleries)
        violations.push({ propertyPath: `categories.${index}`, message: GALLERY_MESSAGES.notForGalleries });
    }
    const given = body.categoryAttributes;
    if (categoryIds.length === 0) {
      if (Object.values(given).some((value) => value !== null && value !== undefined)) {
        violations.push({ propertyPath: 'categoryAttributes', message: ATTRIBUTE_MESSAGES.withoutCategory });
      }
      return { categoryIds, categoryAttributes: {} };
    }
    const definitions = attributeDefinitionsOf(found.flatMap((category) => category.translations));
    const parsed = categoryAttributesSchema(definitions).safeParse(given);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        violations.push({
          propertyPath: ['categoryAttributes', ...issue.path.map(String)].join('.'),
          message: issue.message,
        });
      }
      return { categoryIds, categoryAttributes: {} };
    }
    // An album link must name an album the owner can see.
    for (const link of definitions.filter((definition) => definition.type === 'AlbumLink')) {
      const value = parsed.data[link.code] as { '@id': string } | undefined;
      if (!value) continue;
      const [album] = await writes.findGalleries([Number(value['@id'].split('/').pop())]);
      if (!album || !allows(user, canSeeGallery, album)) {
        violations.push({
          propertyPath: `categoryAttributes.${link.code}`,
          message: GALLERY_MESSAGES.unknownGallery,
        });
      }
    }
    return { categoryIds, categoryAttributes: parsed.data as Record<string, unknown> };
  }

  /** Sub-albums: existing, public or the owner's own, and never a circle back to this album. */
  async function checkedSubGalleries(
    user: AuthUser,
    galleryId: number | null,
    ids: number[],
    violations: Violation[],
  ) {
    const found = await writes.findGalleries(ids);
    const below = galleryId === null ? new Set<number>() : await writes.descendantsOf(ids);
    for (const [index, id] of ids.entries()) {
      const propertyPath = `subGalleries.${index}`;
      const child = found.find((entry) => entry.id === id);
      // Someone else's private album is not there for this person, as everywhere else.
      if (!child || !allows(user, canSeeGallery, child)) {
        violations.push({ propertyPath, message: GALLERY_MESSAGES.unknownGallery });
      } else if (!allows(user, canNestGallery, child)) {
        violations.push({ propertyPath, message: GALLERY_MESSAGES.foreignPrivateSubGallery });
      } else if (id === galleryId) {
        violations.push({ propertyPath, message: GALLERY_MESSAGES.ownSubGallery });
      }
    }
    if (galleryId !== null && below.has(galleryId)) {
      violations.push({ propertyPath: 'subGalleries', message: GALLERY_MESSAGES.subGalleryCycle });
    }
  }

  /**
   * Photograph comments the album shows: those it shows already may stay or go; a new one must
   * pass 'add comment to gallery' (the owner's own comment with a marked area).
   */
  async function checkedComments(
    user: AuthUser,
    galleryId: number | null,
    ids: number[],
    violations: Violation[],
  ) {
    const shown = galleryId === null ? new Set<number>() : await writes.commentIdsShownIn(galleryId);
    const added = ids.filter((id) => !shown.has(id));
    const found = await writes.boxedComments(added);
    for (const id of added) {
      const comment = found.find((entry) => entry.id === id);
      const fits =
        comment !== undefined &&
        !comment.isPrivate &&
        allows(user, canAddCommentToGallery, { comment, gallery: { ownerId: user.personId } });
      if (!fits) {
        violations.push({
          propertyPath: `photographComments.${ids.indexOf(id)}`,
          message: GALLERY_MESSAGES.unknownComment,
        });
      }
    }
  }

  /** The cover: an uploaded image, or a template (the default one unless chosen) filled with photographs of the album. */
  async function checkedCover(body: GalleryWriteBody, photographIds: number[], violations: Violation[]) {
    const settings = body.thumbnailSettings;
    const useTemplate = settings?.useTemplate ?? body.thumbnail === null;
    let template = settings?.template ?? null;
    let imagesCount = DEFAULT_IMAGES_COUNT;
    if (template !== null) {
      const count = await writes.templateImagesCount(template);
      if (count === null)
        violations.push({
          propertyPath: 'thumbnailSettings.template',
          message: GALLERY_MESSAGES.unknownTemplate,
        });
      else imagesCount = count;
    } else if (useTemplate) {
      const fallback = await writes.defaultTemplate();
      template = fallback?.id ?? null;
      imagesCount = fallback?.imagesCount ?? DEFAULT_IMAGES_COUNT;
    }
    const chosen = unique(settings?.images ?? []);
    const inAlbum = new Set(photographIds);
    violations.push(
      ...unknownEntries('thumbnailSettings.images', chosen, inAlbum, GALLERY_MESSAGES.coverImage),
    );
    // Without a choice none are stored: the cover shows the album's first pictures at the time it
    // is drawn (media-address.service), so it follows the album as pictures are added or moved.
    return {
      useTemplate,
      template,
      images: chosen.slice(0, imagesCount),
      originalName: settings?.originalName ?? null,
    };
  }

  /** The place row a body names (a row id, or a key from the place search); undefined: no such place. */
  async function placeIdOf(place: GalleryWriteBody['place']): Promise<number | null | undefined> {
    if (place === null) return null;
    if (typeof place === 'number') return (await writes.placeExists(place)) ? place : undefined;
    return (await writes.placeIdOfKey(place)) ?? undefined;
  }

  /** Checks the whole body against the rules and the database; throws 422 with every violation. */
  async function checkedWrite(
    user: AuthUser,
    galleryId: number | null,
    body: GalleryWriteBody,
  ): Promise<{ columns: GalleryColumns; items: GalleryItems }> {
    const violations: Violation[] = [];
    const placeId = await placeIdOf(body.place);
    if (placeId === undefined) {
      violations.push({ propertyPath: 'place', message: GALLERY_MESSAGES.unknownPlace });
    }
    const { categoryIds, categoryAttributes } = await checkedCategories(user, body, violations);
    const photographIds = unique(body.photographs);
    violations.push(
      ...unknownEntries(
        'photographs',
        photographIds,
        await writes.visiblePhotographIds(photographIds),
        GALLERY_MESSAGES.unknownPhotograph,
      ),
    );
    const retrosnapIds = unique(body.retrosnaps);
    violations.push(
      ...unknownEntries(
        'retrosnaps',
        retrosnapIds,
        await writes.visibleRetrosnapIds(retrosnapIds),
        GALLERY_MESSAGES.unknownRetrosnap,
      ),
    );
    const subGalleryIds = unique(body.subGalleries);
    await checkedSubGalleries(user, galleryId, subGalleryIds, violations);
    const photographCommentIds =
      body.photographComments === undefined ? undefined : unique(body.photographComments);
    if (photographCommentIds) await checkedComments(user, galleryId, photographCommentIds, violations);
    const thumbnailSettings = await checkedCover(body, photographIds, violations);
    if (violations.length > 0) throw new ValidationFailed(violations);
    const columns: GalleryColumns = {
      headline: body.headline,
      description: body.description,
      text: sanitizeCommentText(body.text),
      isPrivate: body.isPrivate,
      placeId: placeId ?? null,
      categoryAttributes,
      fromYear: body.fromYear,
      toYear: body.toYear,
      searchParameters: body.searchParameters,
      thumbnail: body.thumbnail,
      thumbnailSettings,
      titleAlreadyInImage: body.titleAlreadyInImage,
    };
    return {
      columns,
      items: { categoryIds, photographIds, retrosnapIds, subGalleryIds, photographCommentIds },
    };
  }

  /** The album the signed-in person means: one they can see (else 404, as for a read), and theirs. */
  async function ownGallery(user: AuthUser, id: number): Promise<GalleryRow> {
    const row = await galleries.findById(id);
    if (!row) throw missing();
    authorizeRead(user, canSeeGallery, row, missing);
    authorize(user, canEditGallery, row);
    return row;
  }

  return {
    /** POST /image_galleries: a new album of the signed-in person. Returns its id. */
    async create(user: AuthUser, body: GalleryWriteBody, locale: Locale) {
      const checked = await checkedWrite(user, null, body);
      const row = await writes.insert(user.personId, { ...checked, locale });
      await deps.refreshFeed(row.id);
      return row.id;
    },

    /** PUT {gallery @id}: the owner sets the whole album; the texts are those of the request's language. */
    async update(user: AuthUser, id: number, body: GalleryWriteBody, locale: Locale) {
      const before = await ownGallery(user, id);
      const checked = await checkedWrite(user, id, body);
      await writes.update(id, { ...checked, locale }, before);
      await deps.refreshFeed(id);
      return id;
    },

    /** DELETE {gallery @id}: the owner removes the album; what it showed stays in the archive. */
    async remove(user: AuthUser, id: number) {
      await ownGallery(user, id);
      await writes.delete(id);
      await deps.refreshFeed(id);
    },
  };
}
