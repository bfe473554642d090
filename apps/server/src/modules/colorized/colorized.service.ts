import { readFile } from 'node:fs/promises';
import {
  COLORIZED_MESSAGES,
  COLORIZED_RATIO_TOLERANCE,
  type ColorizedOutput,
  type ColorizedSide,
  type ColorizedSource,
} from '@retropics/domain/contracts/colorized.contract';
import { canAddPhotographVersions } from '@retropics/domain/permissions';
import type { Database } from '../../db/database.js';
import { HttpError, notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import { documentIri } from '../../hydra/iri.js';
import { sniffImageType } from '../../media/image.repository.js';
import type { Media } from '../../media/media.plugin.js';
import {
  colorizedOriginal,
  originalKey,
  photographOriginal,
  type SourceImage,
} from '../../media/media-paths.js';
import type { MultipartPart } from '../../media/upload.store.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize } from '../auth/auth.policy.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import { type ColorizedPhotograph, createColorizedRepository } from './colorized.repository.js';

const refused = (message: string) => new ValidationFailed([{ propertyPath: 'file', message }]);

/** The original side a colorized version stands for: its file, and its upright size as stored. */
async function originalSide(media: Media, photograph: ColorizedPhotograph, side: ColorizedSide) {
  if (!photograph.isBlackAndWhite) throw refused(COLORIZED_MESSAGES.notBlackAndWhite);
  const filePath = side === 'front' ? photograph.filePath : photograph.backFilePath;
  if (filePath === null)
    throw new ValidationFailed([{ propertyPath: 'side', message: COLORIZED_MESSAGES.noBack }]);
  // The stored file is the truth: its header says its upright size even where the row's is missing.
  const stored = await media.storage.source(originalKey(photographOriginal(filePath)));
  if (stored !== null) return { filePath, ...(await media.images.size(stored)) };
  const width = side === 'front' ? photograph.width : photograph.backWidth;
  const height = side === 'front' ? photograph.height : photograph.backHeight;
  if (!width || !height) throw notFound('Original picture');
  return { filePath, width, height };
}

/**
 * The colorized versions of a black-and-white photograph's sides (spec §7 `colorized/{filePath}`):
 * an editor's upload or the operator's model, checked and stored the same way by `save`.
 */
export function createColorizedService(deps: { db: Database; media: Media; wakeWorker: () => void }) {
  const { db, media } = deps;
  const repository = createColorizedRepository(db);

  async function found(id: number) {
    const photograph = await repository.find(id);
    if (!photograph) throw notFound('Photograph');
    return photograph;
  }

  const answer = (
    id: number,
    side: ColorizedSide,
    flags: { hasColorized: boolean; hasColorizedBack: boolean },
    stored: { width: number; height: number; source: ColorizedSource } | null,
  ): ColorizedOutput => ({
    '@id': `/photographs/${id}/colorized/${side}`,
    '@type': 'ColorizedVersion',
    photograph: documentIri('Photograph', id),
    side,
    hasColorized: flags.hasColorized,
    hasColorizedBack: flags.hasColorizedBack,
    width: stored?.width ?? null,
    height: stored?.height ?? null,
    source: stored?.source ?? null,
  });

  /** Thumbnails and tiles of a colorized original that was replaced or removed: stored and in memory. */
  async function forgetMadeFrom(source: SourceImage) {
    await media.derivatives.remove(source);
    await media.tiles.remove(source);
  }

  /**
   * Stores `image` as the colorized version of one side, replacing an earlier one. Everything is
   * checked before anything is written, so a refused picture leaves the stored version as it was:
   * the photograph must be black-and-white, the picture a JPEG or PNG that decodes, its aspect
   * ratio within 2 % of the original's. Stored as JPEG at the original's size, so comment boxes
   * and crops fit both; its tiles and thumbnails are queued with the flag, in one transaction.
   */
  async function save(
    photographId: number,
    side: ColorizedSide,
    image: Buffer,
    options: { source: ColorizedSource },
  ) {
    const photograph = await found(photographId);
    const original = await originalSide(media, photograph, side);
    const type = sniffImageType(image.subarray(0, 16));
    if (type !== 'jpeg' && type !== 'png') throw refused(COLORIZED_MESSAGES.notAnImage);
    const uploaded = await media.images.size(image).catch(() => {
      throw refused(COLORIZED_MESSAGES.notAnImage);
    });
    if (uploaded.width < 1 || uploaded.height < 1) throw refused(COLORIZED_MESSAGES.notAnImage);
    const uploadedRatio = uploaded.width / uploaded.height;
    const originalRatio = original.width / original.height;
    if (Math.abs(uploadedRatio / originalRatio - 1) > COLORIZED_RATIO_TOLERANCE)
      throw refused(COLORIZED_MESSAGES.ratio(uploadedRatio, originalRatio));
    const jpeg = await media.images.fittedJpeg(image, original.width, original.height).catch(() => {
      throw refused(COLORIZED_MESSAGES.notAnImage);
    });

    const source = colorizedOriginal(original.filePath);
    await media.storage.write(originalKey(source), jpeg, 'image/jpeg');
    await forgetMadeFrom(source);
    const flags = await db.transaction(async (tx) => {
      const flags = await createColorizedRepository(tx).setFlag(photographId, side, true);
      if (!flags) throw notFound('Photograph');
      await media.enqueuePyramid(source, { upload: true, executor: tx });
      await refreshFeedItems(tx, 'Photograph', [photographId]);
      return flags;
    });
    deps.wakeWorker();
    return answer(photographId, side, flags, { ...original, source: options.source });
  }

  return {
    save,

    /** PUT /photographs/{id}/colorized/{side}: an editor's colorized picture, one multipart file. */
    async upload(
      user: AuthUser,
      photographId: number,
      side: ColorizedSide,
      parts: AsyncIterable<MultipartPart>,
    ) {
      authorize(user, canAddPhotographVersions, null);
      const { files } = await media.uploads.receive(parts, 1);
      let image: Buffer | null = null;
      try {
        if (files[0] && files[0].bytes > 0) image = await readFile(files[0].tempPath);
      } finally {
        await media.uploads.discard(files);
      }
      if (image === null) {
        await found(photographId);
        throw refused(COLORIZED_MESSAGES.chooseFile);
      }
      return save(photographId, side, image, { source: 'upload' });
    },

    /** DELETE /photographs/{id}/colorized/{side}: the file, its thumbnails and tiles, and the flag. */
    async remove(user: AuthUser, photographId: number, side: ColorizedSide) {
      authorize(user, canAddPhotographVersions, null);
      const photograph = await found(photographId);
      const filePath = side === 'front' ? photograph.filePath : photograph.backFilePath;
      const exists = side === 'front' ? photograph.hasColorized : photograph.hasColorizedBack;
      if (filePath === null || !exists) throw new HttpError(404, 'Colorized version not found.');
      await db.transaction(async (tx) => {
        await createColorizedRepository(tx).setFlag(photographId, side, false);
        await refreshFeedItems(tx, 'Photograph', [photographId]);
      });
      const source = colorizedOriginal(filePath);
      await media.storage.delete(originalKey(source));
      await forgetMadeFrom(source);
    },
  };
}

export type ColorizedService = ReturnType<typeof createColorizedService>;
