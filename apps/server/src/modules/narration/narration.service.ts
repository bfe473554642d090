import { randomUUID } from 'node:crypto';
import type { Locale } from '@retropics/domain/constants';
import { NARRATION_MESSAGES } from '@retropics/domain/contracts/narration.contract';
import { canAddPhotographVersions, canEditPhotograph } from '@retropics/domain/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { HttpError, notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import type { Media } from '../../media/media.plugin.js';
import { originalKey, photographOriginal } from '../../media/media-paths.js';
import { fileHead, type MultipartPart } from '../../media/upload.store.js';
import { narrationText } from '../../speech/narration-text.js';
import { SpeechFailed } from '../../speech/run-process.js';
import type { Speech } from '../../speech/speech.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize, authorizeRead } from '../auth/auth.policy.js';
import type { MediaAnswer } from '../media/media-response.js';
import { audioFormatOf } from './audio-format.js';
import { presentNarration } from './narration.presenter.js';
import type { NarrationRepository } from './narration.repository.js';

/** Revalidated on every play (a 304 while unchanged): a new recording or an edited text is heard at once. */
const PUBLIC_AUDIO = 'public, no-cache';
/** A hidden photograph's narration, heard only by those who may edit it. */
const PRIVATE_AUDIO = 'private, no-cache';

const key = (filePath: string) => originalKey(photographOriginal(filePath));

/**
 * Narrations (issue 20): `/getAudio` plays the recorded narration of a language, else speech made
 * from the photograph's name and description in that language; editors and admins
 * (`canAddPhotographVersions`) record, replace and remove narrations. A hidden photograph is
 * heard only by those who may edit it, like it is seen.
 */
export function createNarrationService(deps: {
  repository: NarrationRepository;
  media: Media;
  speech: Speech;
  log: FastifyBaseLogger;
}) {
  const { repository, media, speech, log } = deps;

  /** The photograph as this viewer may see it; 404 for a missing one and for a hidden one they may not edit. */
  async function visiblePhotograph(user: AuthUser | null, id: number) {
    const photograph = await repository.findPhotograph(id);
    if (!photograph) throw notFound('Photograph');
    if (photograph.isHidden) authorizeRead(user, canEditPhotograph, photograph, () => notFound('Photograph'));
    return photograph;
  }

  /** Editors and admins only, refused before anything is looked up; then the photograph must exist. */
  async function editablePhotograph(user: AuthUser, id: number) {
    authorize(user, canAddPhotographVersions, null);
    const photograph = await repository.findPhotograph(id);
    if (!photograph) throw notFound('Photograph');
    return photograph;
  }

  async function synthesised(id: number, locale: Locale) {
    const text = narrationText(await repository.findTranslation(id, locale));
    if (!speech.locales.has(locale)) throw new HttpError(404, NARRATION_MESSAGES.noVoice);
    if (text === null) throw new HttpError(404, NARRATION_MESSAGES.noText);
    const started = performance.now();
    try {
      const audio = await speech.speak(locale, text);
      if (!audio) throw new HttpError(404, NARRATION_MESSAGES.noVoice);
      log.debug({ photograph: id, locale, ms: Math.round(performance.now() - started) }, 'narration ready');
      return audio;
    } catch (error) {
      if (!(error instanceof SpeechFailed)) throw error;
      log.error({ err: error, photograph: id, locale }, 'narration synthesis failed');
      throw new HttpError(503, NARRATION_MESSAGES.speechFailed);
    }
  }

  return {
    /** Spec §7 `/getAudio/{locale}/{photograph}`: the recording wins, else synthesised speech. */
    async audio(user: AuthUser | null, locale: Locale, id: number): Promise<MediaAnswer> {
      const photograph = await visiblePhotograph(user, id);
      const personal = photograph.isHidden
        ? { cacheControl: PRIVATE_AUDIO, vary: 'Authorization' }
        : { cacheControl: PUBLIC_AUDIO };
      const recorded = await repository.find(id, locale);
      const stored = recorded ? await media.storage.read(key(recorded.filePath)) : null;
      if (recorded && stored) return { ...stored, contentType: recorded.mimeType, ranges: true, ...personal };
      if (recorded)
        log.warn({ photograph: id, locale, file: recorded.filePath }, 'recorded narration file missing');
      return { ...(await synthesised(id, locale)), ranges: true, ...personal };
    },

    /** The recorded narrations of a photograph, for the edit screen. */
    async list(user: AuthUser | null, id: number, requestUrl: string) {
      await visiblePhotograph(user, id);
      const rows = await repository.list(id);
      return hydraCollection({
        type: 'PhotographNarration',
        requestUrl,
        members: rows.map(presentNarration),
        totalItems: rows.length,
        page: { page: 1, itemsPerPage: Math.max(rows.length, 1), offset: 0 },
      });
    },

    /** Records (or replaces) the narration of a language; the old file goes once the new row is committed. */
    async replace(
      user: AuthUser,
      id: number,
      locale: Locale,
      parts: AsyncIterable<MultipartPart>,
      maxBytes: number,
    ) {
      await editablePhotograph(user, id);
      const { files } = await media.uploads.receive(parts, 1).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 413)
          throw new HttpError(413, `The audio file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
        throw error;
      });
      const file = files[0];
      const newKeys: string[] = [];
      try {
        if (!file || file.bytes === 0)
          throw new ValidationFailed([{ propertyPath: 'file', message: NARRATION_MESSAGES.chooseFile }]);
        const format = audioFormatOf(await fileHead(file.tempPath, 16));
        if (!format)
          throw new ValidationFailed([{ propertyPath: 'file', message: NARRATION_MESSAGES.notAudio }]);
        const filePath = `narrations/${id}/${locale}-${randomUUID()}.${format.extension}`;
        await media.storage.writeFile(key(filePath), file.tempPath, format.mimeType);
        newKeys.push(key(filePath));
        const { row, oldFilePath } = await repository.replace({
          photographId: id,
          locale,
          filePath,
          mimeType: format.mimeType,
          bytes: file.bytes,
          uploadedById: user.personId,
        });
        newKeys.length = 0;
        if (oldFilePath && oldFilePath !== filePath) await media.storage.delete(key(oldFilePath));
        return { '@context': '/contexts/PhotographNarration', ...presentNarration(row) };
      } finally {
        // A file kept in the store without its row (the write failed) is removed again.
        await Promise.all(newKeys.map((stored) => media.storage.delete(stored)));
        if (file) await media.uploads.discard([file]);
      }
    },

    async remove(user: AuthUser, id: number, locale: Locale) {
      await editablePhotograph(user, id);
      const filePath = await repository.remove(id, locale);
      if (!filePath) throw notFound('Narration');
      await media.storage.delete(key(filePath));
    },
  };
}

export type NarrationService = ReturnType<typeof createNarrationService>;
