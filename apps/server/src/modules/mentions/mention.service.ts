import type { Locale } from '@retropics/domain/constants';
import { attributeDefinitionsOf } from '@retropics/domain/contracts/category-attributes.contract';
import { COMMENT_MESSAGES } from '@retropics/domain/contracts/comment.contract';
import { GALLERY_MAX_YEAR, GALLERY_MIN_YEAR } from '@retropics/domain/contracts/image-gallery.contract';
import {
  MENTION_MESSAGES,
  MENTION_SEARCH_PAGE_SIZE,
  type MentionListQuery,
  type SaveMentionFields,
  saveMentionFields,
  type UpdateMentionBody,
} from '@retropics/domain/contracts/mention.contract';
import { galleryHolds, galleryItem } from '@retropics/domain/gallery-items';
import { canEditMention } from '@retropics/domain/permissions';
import type { Database } from '../../db/database.js';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound, ValidationFailed, type Violation } from '../../hydra/hydra-errors.js';
import { violationsOf } from '../../hydra/input-validation.js';
import { documentIri } from '../../hydra/iri.js';
import { toPage } from '../../hydra/pagination.js';
import { derivedPrefixes, newUploadPath } from '../../media/media-paths.js';
import type { MediaStorage } from '../../media/storage.js';
import type { UploadStore } from '../../media/upload.store.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { authorize } from '../auth/auth.policy.js';
import { createCommentRepository } from '../comments/comment.repository.js';
import { createCommentService } from '../comments/comment.service.js';
import type { CommentNews } from '../comments/comment-news.js';
import { sanitizeCommentText } from '../comments/comment-text.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import { createGalleryWriteRepository } from '../image-galleries/image-gallery-write.repository.js';
import { presentMention } from './mention.presenter.js';
import { createMentionRepository, type MentionRow } from './mention.repository.js';
import { cropBytes, receiveCrop } from './mention-crop.js';

/** A /saveMention without its crop: who, where on which picture, and the new person's details. */
export type MentionPlacement = Omit<SaveMentionFields, 'cropperImage'>;

/** Storage folder of the crops; /media/mentions/{path} serves them. */
const CROP_FOLDER = 'mentions';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The text of the Person comment that names someone: their name, as plain text in rich text. */
const commentTextOf = (name: string) => sanitizeCommentText(escapeHtml(name));

type Category = {
  id: number;
  isForComments: boolean;
  translations: Parameters<typeof attributeDefinitionsOf>[0];
};

/**
 * People in the pictures (spec §3 'Mention', §6): naming someone on a photograph keeps the crop,
 * creates or reuses the person, marks the area with a Person comment and files the photograph
 * in the person's album — in one transaction together with the crop file, so that a refusal or a
 * failure leaves neither rows nor file behind. Changing or removing a person is for whoever named
 * them first and for editors and admins (`canEditMention`).
 */
export function createMentionService(deps: {
  db: Database;
  uploads: UploadStore;
  storage: MediaStorage;
  scratchDir: string;
  /** Web push about a new comment on a picture; runs after the answer, as for any comment. */
  commentNews: CommentNews;
  log: { warn: (details: object, message: string) => void };
}) {
  const { db, uploads } = deps;
  const reads = createMentionRepository(db);
  /** The comments module knows photographs and categories as a Person comment's rules need them. */
  const commentReads = createCommentRepository(db);
  const missing = () => notFound('Mention');

  /** The comments module working inside the mention's transaction. */
  const commentsIn = (tx: Database) =>
    createCommentService({
      repository: createCommentRepository(tx),
      news: deps.commentNews,
      refreshPhotograph: (photographId) => refreshFeedItems(tx, 'Photograph', [photographId]),
    });

  async function present(row: MentionRow) {
    const relations = await reads.findRelations([row.id]);
    return { '@context': '/contexts/Mention', ...presentMention(row, relations) };
  }

  /** A category given for the Person comment: it must exist and be one for comments. */
  async function checkedCategory(id: number | null | undefined, violations: Violation[]) {
    if (id === null || id === undefined) return null;
    const category = await commentReads.findCategory(id);
    if (!category) violations.push({ propertyPath: 'category', message: COMMENT_MESSAGES.unknownCategory });
    else if (!category.isForComments)
      violations.push({ propertyPath: 'category', message: COMMENT_MESSAGES.notForComments });
    return category;
  }

  /** Mother and father must be known people. */
  async function checkedParents(
    parents: { mother?: number | null; father?: number | null },
    violations: Violation[],
  ) {
    const ids = [parents.mother, parents.father].filter((id): id is number => typeof id === 'number');
    const known = await reads.existingIds(ids);
    for (const key of ['mother', 'father'] as const) {
      const id = parents[key];
      if (typeof id === 'number' && !known.has(id))
        violations.push({ propertyPath: key, message: MENTION_MESSAGES.unknownPerson });
    }
  }

  /** Everything /saveMention needs from the database, checked before anything is written. */
  async function checkedSave(fields: MentionPlacement) {
    const violations: Violation[] = [];
    const photograph = await commentReads.findPhotographSubject(fields.photograph);
    if (!photograph || photograph.isHidden) {
      violations.push({ propertyPath: 'photograph', message: MENTION_MESSAGES.unknownPhotograph });
    } else {
      if (fields.isBackside && !photograph.hasBackside)
        violations.push({ propertyPath: 'isBackside', message: COMMENT_MESSAGES.noBackside });
      if (fields.faceId !== null && !photograph.faces.some((face) => String(face.id) === fields.faceId))
        violations.push({ propertyPath: 'faceId', message: COMMENT_MESSAGES.unknownFace });
    }
    if (fields.newMention.kind === 'known' && !(await reads.findById(fields.newMention.id))) {
      violations.push({ propertyPath: 'newMention', message: MENTION_MESSAGES.unknownPerson });
    }
    await checkedParents(fields, violations);
    // Without a choice, the archive's 'Person' category, if it has one for comments.
    const personCategoryId = fields.category === undefined ? await reads.personCategoryId() : null;
    const category =
      fields.category === undefined
        ? personCategoryId === null
          ? null
          : await commentReads.findCategory(personCategoryId)
        : await checkedCategory(fields.category, violations);
    return { violations, category: category?.isForComments ? category : null };
  }

  /** The Person category's answers the app can give: the name, and the album as an album link. */
  function personAttributes(
    category: Category | null,
    name: string,
    album: { id: number; headline: string },
  ) {
    if (!category) return {};
    const attributes: Record<string, unknown> = {};
    for (const definition of attributeDefinitionsOf(category.translations)) {
      if (definition.type === 'Text' && definition.code === 'name') attributes[definition.code] = name;
      if (definition.type === 'AlbumLink')
        attributes[definition.code] = {
          '@id': documentIri('ImageGallery', album.id),
          headline: album.headline,
        };
    }
    return attributes;
  }

  /**
   * The person's album, holding the photograph once: made on the first mention (public, owned by
   * whoever named the person, headed by the name, described by the description), else the one
   * they have, the photograph appended unless it is there already (spec §5 'Adding to a gallery
   * removes duplicates').
   */
  async function albumWithPhotograph(
    tx: Database,
    person: MentionRow,
    user: AuthUser,
    photographId: number,
    locale: Locale,
  ) {
    const mentions = createMentionRepository(tx);
    const existing = person.galleryId === null ? null : await mentions.findGallery(person.galleryId);
    if (existing) {
      const held = (await mentions.galleryPhotographIds(existing.id)).map((id) =>
        documentIri('Photograph', id),
      );
      const item = galleryItem(documentIri('Photograph', photographId));
      const lists = { photographs: held, retrosnaps: [], subGalleries: [], photographComments: [] };
      if (!galleryHolds(lists, item)) await mentions.appendGalleryPhotograph(existing.id, photographId);
      return existing;
    }
    const writes = createGalleryWriteRepository(tx);
    const template = await writes.defaultTemplate();
    const album = await writes.insert(person.createdById ?? user.personId, {
      columns: {
        headline: person.name,
        description: person.description,
        text: '',
        isPrivate: false,
        placeId: null,
        categoryAttributes: {},
        fromYear: GALLERY_MIN_YEAR,
        toYear: GALLERY_MAX_YEAR,
        searchParameters: null,
        thumbnail: null,
        // No chosen pictures: the cover template shows the album's first ones as it grows.
        thumbnailSettings: {
          useTemplate: true,
          template: template?.id ?? null,
          images: [],
          originalName: null,
        },
        titleAlreadyInImage: false,
      },
      items: { categoryIds: [], photographIds: [photographId], retrosnapIds: [], subGalleryIds: [] },
      locale,
    });
    await mentions.markPersonAlbum(album.id);
    await mentions.update(person.id, { galleryId: album.id });
    return { id: album.id, headline: album.headline };
  }

  /** Removes crop files after their rows are gone; a file that stays is unreachable, so only logged. */
  async function removeCrops(paths: readonly string[]) {
    for (const imagePath of paths) {
      const source = { namespace: CROP_FOLDER, path: imagePath } as const;
      try {
        await deps.storage.delete(`${CROP_FOLDER}/${imagePath}`);
        for (const prefix of derivedPrefixes(source)) await deps.storage.deletePrefix(prefix);
      } catch (error) {
        deps.log.warn({ err: error, imagePath }, 'mention crop not removed');
      }
    }
  }

  return {
    /** GET /mentions: the name search (prefix first, then anywhere, any case), or a picture's people. */
    async list(query: MentionListQuery, requestUrl: string) {
      const page = toPage(query, MENTION_SEARCH_PAGE_SIZE);
      const { rows, total } = await reads.findPage(query, page);
      const relations = await reads.findRelations(rows.map((row) => row.id));
      return hydraCollection({
        type: 'Mention',
        requestUrl,
        members: rows.map((row) => presentMention(row, relations)),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await reads.findById(id);
      if (!row) throw missing();
      return present(row);
    },

    /**
     * POST /saveMention: `raw` holds the form's text fields. Answers the person (201). Refusals
     * are 422 with every violation the stage found; nothing is stored then.
     */
    async save(user: AuthUser, raw: Record<string, string>, locale: Locale, known: Violation[] = []) {
      const parsed = saveMentionFields.safeParse(raw);
      if (!parsed.success || known.length > 0) {
        const found = parsed.success ? [] : violationsOf(parsed.error.issues);
        throw new ValidationFailed([
          ...known,
          ...found.filter((v) => !known.some((k) => k.propertyPath === v.propertyPath)),
        ]);
      }
      const { cropperImage, ...fields } = parsed.data;
      return this.saveWithCrop(user, fields, cropBytes(cropperImage), locale);
    },

    /**
     * What a save does once the form is read: checks against the database, then the crop, the
     * person, their Person comment and album in one transaction with the crop file. Also the yes
     * to a face suggestion, whose crop the server cuts from the photograph.
     */
    async saveWithCrop(user: AuthUser, fields: MentionPlacement, cropImage: Buffer, locale: Locale) {
      const { violations, category } = await checkedSave(fields);
      const crop = await receiveCrop(uploads, deps.scratchDir, cropImage);
      if ('violation' in crop) violations.push(crop.violation);
      if (violations.length > 0) {
        if ('file' in crop) await uploads.discard([crop.file]);
        throw new ValidationFailed(violations);
      }
      if (!('file' in crop)) throw new Error('unreachable: a crop without file and without violation');
      const imagePath = newUploadPath.flat(crop.file.facts.type);
      const placement = {
        file: crop.file,
        storageKey: `${CROP_FOLDER}/${imagePath}`,
        filePath: imagePath,
        purpose: 'mention' as const,
      };
      const saved = await uploads.keep([placement], user.personId, async (tx) => {
        const mentions = createMentionRepository(tx);
        const person =
          fields.newMention.kind === 'known'
            ? await mentions.lockById(fields.newMention.id)
            : await mentions.insert({
                name: fields.newMention.name,
                description: fields.newAlbumDescription ?? '',
                motherId: fields.mother ?? null,
                fatherId: fields.father ?? null,
                categoryId: category?.id ?? null,
                imagePath,
                createdById: user.personId,
              });
        // Removed by someone else since the checks.
        if (!person)
          throw new ValidationFailed([
            { propertyPath: 'newMention', message: MENTION_MESSAGES.unknownPerson },
          ]);
        const album = await albumWithPhotograph(tx, person, user, fields.photograph, locale);
        const { comment, news } = await commentsIn(tx).create(user, {
          text: commentTextOf(person.name),
          box: fields.box,
          isPrivate: false,
          isBackside: fields.isBackside,
          category: category?.id ?? null,
          categoryAttributes: personAttributes(category, person.name, album),
          faceId: fields.faceId,
          photograph: fields.photograph,
          retrosnap: null,
          imageGallery: null,
        });
        await mentions.addImage({
          mentionId: person.id,
          imagePath,
          photographId: fields.photograph,
          isBackside: fields.isBackside,
          commentId: comment.id,
          createdById: user.personId,
        });
        if (person.imagePath === null) await mentions.update(person.id, { imagePath });
        await refreshFeedItems(tx, 'ImageGallery', [album.id]);
        return { id: person.id, news };
      });
      // The answer does not wait for the push services.
      void saved.news();
      return this.get(saved.id);
    },

    /** POST /updateMention: the person's creator, an editor or an admin changes them. */
    async update(user: AuthUser, body: UpdateMentionBody) {
      const row = await reads.findById(body.id);
      if (!row) throw missing();
      authorize(user, canEditMention, row);
      const violations: Violation[] = [];
      await checkedParents(body, violations);
      const mother = body.mother === undefined ? row.motherId : body.mother;
      const father = body.father === undefined ? row.fatherId : body.father;
      if (mother !== null && mother === father && !violations.some((v) => v.propertyPath === 'father')) {
        violations.push({ propertyPath: 'father', message: MENTION_MESSAGES.parentsDiffer });
      }
      // A parent may not descend from the person: that would close a loop of parents.
      for (const key of ['mother', 'father'] as const) {
        const parent = body[key];
        if (typeof parent !== 'number' || violations.some((v) => v.propertyPath === key)) continue;
        if ((await reads.selfAndAncestors([parent])).has(row.id))
          violations.push({ propertyPath: key, message: MENTION_MESSAGES.parentLoop });
      }
      if (body.image !== undefined && !(await reads.imagePathsOf(row.id)).has(body.image)) {
        violations.push({ propertyPath: 'image', message: MENTION_MESSAGES.image });
      }
      const category = await checkedCategory(body.category, violations);
      if (violations.length > 0) throw new ValidationFailed(violations);
      const name = body.name ?? row.name;
      const description = body.description ?? row.description;
      await db.transaction(async (tx) => {
        const mentions = createMentionRepository(tx);
        await mentions.update(row.id, {
          name,
          description,
          motherId: mother,
          fatherId: father,
          ...(body.category !== undefined && { categoryId: category?.id ?? null }),
          ...(body.image !== undefined && { imagePath: body.image }),
        });
        if (row.galleryId !== null) {
          if (name !== row.name) await mentions.followInAlbum(row.galleryId, 'headline', row.name, name);
          if (description !== row.description)
            await mentions.followInAlbum(row.galleryId, 'description', row.description, description);
          await refreshFeedItems(tx, 'ImageGallery', [row.galleryId]);
        }
        if (name !== row.name) await renameComments(tx, row.id, row.name, name);
      });
      return this.get(row.id);
    },

    /**
     * DELETE /mentions/{id}: the person and their crops go (rows, then files). The Person comments
     * stay, being their authors' words, and so does the album, being its owner's; it no longer
     * shows the crops. Children lose the parent.
     */
    async remove(user: AuthUser, id: number) {
      const row = await reads.findById(id);
      if (!row) throw missing();
      authorize(user, canEditMention, row);
      const paths = await db.transaction(async (tx) => createMentionRepository(tx).delete(row.id));
      await removeCrops(paths);
    },
  };

  /**
   * The Person comments that named the person by the old name follow the new one (their label on
   * the picture and the name attribute); a comment its author has reworded stays as it is.
   */
  async function renameComments(tx: Database, mentionId: number, before: string, after: string) {
    const comments = createCommentRepository(tx);
    for (const id of await createMentionRepository(tx).commentIdsOf(mentionId)) {
      const comment = await comments.findById(id);
      if (!comment || comment.text !== commentTextOf(before)) continue;
      const attributes = Object.fromEntries(
        Object.entries(comment.categoryAttributes).map(([code, value]) => {
          if (code === 'name' && value === before) return [code, after];
          const link = value as { headline?: unknown } | null;
          if (link && typeof link === 'object' && link.headline === before)
            return [code, { ...link, headline: after }];
          return [code, value];
        }),
      );
      await comments.update(id, {
        text: commentTextOf(after),
        box: comment.box,
        isPrivate: comment.isPrivate,
        isBackside: comment.isBackside,
        categoryId: comment.categoryId,
        categoryAttributes: attributes,
        faceId: comment.faceId,
      });
    }
  }
}

export type MentionService = ReturnType<typeof createMentionService>;
