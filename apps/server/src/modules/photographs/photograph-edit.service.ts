import {
  ATTRIBUTE_MESSAGES,
  attributeDefinitionsOf,
  categoryAttributesSchema,
} from '@retropics/domain/contracts/category-attributes.contract';
import {
  PHOTOGRAPH_MESSAGES,
  type PhotographUpdateBody,
} from '@retropics/domain/contracts/photograph.contract';
import {
  canDeletePhotograph,
  canEditPhotograph,
  canSeeGallery,
  canSetInternalRating,
} from '@retropics/domain/permissions';
import type { Database } from '../../db/database.js';
import { notFound, ValidationFailed, type Violation } from '../../hydra/hydra-errors.js';
import { enqueueColorization } from '../../image-models/colorize-jobs.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { allows, authorize } from '../auth/auth.policy.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import type { GalleryWriteRepository } from '../image-galleries/image-gallery-write.repository.js';
import { refreshGeoAggregates } from '../places/geo-aggregate.repository.js';
import {
  createPhotographEditRepository,
  type PhotographChanges,
  type PhotographEditRepository,
  type PhotographSurroundings,
} from './photograph-edit.repository.js';

type Lookups = Pick<
  GalleryWriteRepository,
  'findCategories' | 'placeExists' | 'placeIdOfKey' | 'findGalleries'
>;

const categoryIri = (id: number) => `/categories/${id}`;

/**
 * The curators' and the collection owner's side of a photograph (spec §2 PhotographUpdate, §6):
 * correct its texts, dates, place and categories, hide it, swap its sides, delete it. Every
 * problem of a write is collected into one 422; the write and the feed, map and search rows that
 * show the photograph change in one transaction.
 */
export function createPhotographEditService(deps: {
  db: Database;
  edits: PhotographEditRepository;
  lookups: Lookups;
  /** The operator configured a colorization model: marking a photograph black-and-white queues it. */
  colorizeModel: boolean;
}) {
  const { db, edits, lookups } = deps;

  /** The photograph, if the user may change it; an unknown id is refused like a foreign one. */
  async function editable(
    user: AuthUser,
    id: number,
    predicate: typeof canEditPhotograph | typeof canDeletePhotograph,
  ) {
    const found = await edits.findEditable(id);
    authorize(user, predicate, { collectionOwnerId: found?.collectionOwnerId ?? null });
    // Only a curator gets this far without a photograph: for them it is simply not there.
    if (!found) throw notFound('Photograph');
    return found;
  }

  async function checkedPlace(body: PhotographUpdateBody, violations: Violation[]) {
    const place = body.place;
    if (place === undefined || place === null) return place;
    const placeId =
      typeof place === 'number'
        ? (await lookups.placeExists(place))
          ? place
          : null
        : await lookups.placeIdOfKey(place);
    if (placeId === null)
      violations.push({ propertyPath: 'place', message: PHOTOGRAPH_MESSAGES.unknownPlace });
    return placeId ?? undefined;
  }

  /** Categories for photographs, each with the attributes its definitions accept. */
  async function checkedCategories(
    user: AuthUser,
    body: PhotographUpdateBody,
    violations: Violation[],
  ): Promise<PhotographChanges['categories']> {
    if (body.categories === undefined) {
      if (body.categoryAttributes)
        violations.push({ propertyPath: 'categoryAttributes', message: ATTRIBUTE_MESSAGES.withoutCategory });
      return undefined;
    }
    const ids = [...new Set(body.categories)];
    const found = await lookups.findCategories(ids);
    const given = body.categoryAttributes ?? {};
    const result: NonNullable<PhotographChanges['categories']> = [];
    for (const [index, id] of ids.entries()) {
      const category = found.find((entry) => entry.id === id);
      if (!category) {
        violations.push({
          propertyPath: `categories.${index}`,
          message: PHOTOGRAPH_MESSAGES.unknownCategory,
        });
        continue;
      }
      if (!category.isForPhotographs) {
        violations.push({
          propertyPath: `categories.${index}`,
          message: PHOTOGRAPH_MESSAGES.notForPhotographs,
        });
        continue;
      }
      const definitions = attributeDefinitionsOf(category.translations);
      const parsed = categoryAttributesSchema(definitions).safeParse(given[categoryIri(id)] ?? {});
      const path = `categoryAttributes.${categoryIri(id)}`;
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          violations.push({
            propertyPath: [path, ...issue.path.map(String)].join('.'),
            message: issue.message,
          });
        continue;
      }
      // An album link must name an album the editor can see, as in an album's own attributes.
      for (const link of definitions.filter((definition) => definition.type === 'AlbumLink')) {
        const value = parsed.data[link.code] as { '@id': string } | undefined;
        if (!value) continue;
        const [album] = await lookups.findGalleries([Number(value['@id'].split('/').pop())]);
        if (!album || !allows(user, canSeeGallery, album))
          violations.push({ propertyPath: `${path}.${link.code}`, message: ATTRIBUTE_MESSAGES.unknown });
      }
      result.push({ categoryId: id, attributes: parsed.data as Record<string, unknown> });
    }
    const chosen = new Set(ids.map(categoryIri));
    for (const key of Object.keys(given)) {
      if (!chosen.has(key) && given[key] && Object.keys(given[key]).length > 0)
        violations.push({
          propertyPath: `categoryAttributes.${key}`,
          message: ATTRIBUTE_MESSAGES.withoutCategory,
        });
    }
    return result;
  }

  /** Texts: one name must remain among the languages after the write. */
  async function checkedTranslations(id: number, body: PhotographUpdateBody, violations: Violation[]) {
    if (!body.translations) return;
    const names = new Map((await edits.translationsOf(id)).map((row) => [row.locale, row.name]));
    for (const { locale, name, description } of body.translations) {
      if (name === '' && description === '') names.delete(locale);
      else names.set(locale, name);
    }
    if (![...names.values()].some((name) => name !== ''))
      violations.push({ propertyPath: 'translations', message: PHOTOGRAPH_MESSAGES.oneName });
  }

  /** Feed, search and map follow the photograph and everything that shows it. */
  async function refreshAround(
    tx: Database,
    id: number,
    collectionId: number | null,
    around: PhotographSurroundings,
    placeKeys: string[] | null,
  ) {
    await refreshFeedItems(tx, 'Photograph', [id, ...around.dependentIds]);
    await refreshFeedItems(tx, 'Retrosnap', around.retrosnapIds);
    await refreshFeedItems(tx, 'ImageGallery', around.galleryIds);
    if (collectionId !== null) await refreshFeedItems(tx, 'PhotographCollection', [collectionId]);
    if (placeKeys && placeKeys.length > 0) await refreshGeoAggregates(tx, placeKeys);
  }

  return {
    /** PUT /photographs/{id}: what is given changes, the rest stays. */
    async update(user: AuthUser, id: number, body: PhotographUpdateBody) {
      const { photograph } = await editable(user, id, canEditPhotograph);
      const violations: Violation[] = [];
      if (body.internalRating !== undefined && body.internalRating !== photograph.internalRating) {
        authorize(user, canSetInternalRating, null);
      }
      if (body.swapSides && photograph.backFilePath === null) {
        violations.push({ propertyPath: 'swapSides', message: PHOTOGRAPH_MESSAGES.noBackSide });
      }
      const placeId = await checkedPlace(body, violations);
      const categories = await checkedCategories(user, body, violations);
      await checkedTranslations(id, body, violations);
      if (violations.length > 0) throw new ValidationFailed(violations);

      const columns: PhotographChanges['columns'] = {};
      if (body.dateText !== undefined) columns.dateText = body.dateText;
      if (body.years) Object.assign(columns, body.years);
      if (placeId !== undefined) columns.placeId = placeId;
      if (body.isHidden !== undefined) columns.isHidden = body.isHidden;
      if (body.isBlackAndWhite !== undefined) columns.isBlackAndWhite = body.isBlackAndWhite;
      if (body.internalRating !== undefined) columns.internalRating = body.internalRating;

      const placeChanged = placeId !== undefined && placeId !== photograph.placeId;
      const visibilityChanged = body.isHidden !== undefined && body.isHidden !== photograph.isHidden;
      await db.transaction(async (tx) => {
        const inTransaction = createPhotographEditRepository(tx);
        await inTransaction.update(id, {
          columns,
          translations: body.translations,
          categories,
          swapSides: body.swapSides === true,
        });
        const placeKeys =
          placeChanged || visibilityChanged
            ? await inTransaction.placeKeysOf([photograph.placeId, placeId ?? null])
            : null;
        const around = await inTransaction.surroundingsOf(id);
        await refreshAround(tx, id, photograph.collectionId, around, placeKeys);
        // Marked black-and-white: the operator's colorization model (if any) may now make its versions.
        if (deps.colorizeModel && body.isBlackAndWhite === true && !photograph.isBlackAndWhite)
          await enqueueColorization(tx, id, { back: photograph.backFilePath !== null });
      });
    },

    /**
     * DELETE /photographs/{id}: the photograph and what exists only because of it (see the
     * repository). Its files stay in storage: a file is addressed by its content and may be
     * shared (a collection cover, an album's uploaded cover, a re-import).
     */
    async remove(user: AuthUser, id: number) {
      const { photograph } = await editable(user, id, canDeletePhotograph);
      await db.transaction(async (tx) => {
        const inTransaction = createPhotographEditRepository(tx);
        const around = await inTransaction.surroundingsOf(id);
        const placeKeys = await inTransaction.placeKeysOf([photograph.placeId]);
        await inTransaction.delete(id);
        await refreshAround(tx, id, photograph.collectionId, around, placeKeys);
      });
      return { collectionId: photograph.collectionId };
    },
  };
}

export type PhotographEditService = ReturnType<typeof createPhotographEditService>;
