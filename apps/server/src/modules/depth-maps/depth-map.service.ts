import { createHash } from 'node:crypto';
import {
  DEPTH_MAP_FILE_FIELD,
  DEPTH_MAP_MESSAGES,
  DEPTH_MAP_RATIO_TOLERANCE,
  type DepthMapUploadSource,
  depthMapUploadSource,
} from '@retropics/domain/contracts/depth-map.contract';
import { canAddPhotographVersions } from '@retropics/domain/permissions';
import sharp from 'sharp';
import type { DepthMapData } from '../../db/schema/photographs.js';
import { HttpError, notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import type { Media } from '../../media/media.plugin.js';
import { derivedPrefixes, newUploadPath, photographOriginal } from '../../media/media-paths.js';
import type { MultipartPart } from '../../media/upload.store.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize } from '../auth/auth.policy.js';
import { type DepthMapPicture, toDepthMapPng } from './depth-map.image.js';
import type { DepthMapRepository, DepthMapTarget } from './depth-map.repository.js';

type Parts = AsyncIterable<MultipartPart>;

const refused = (propertyPath: string, message: string) => new ValidationFailed([{ propertyPath, message }]);

/** Whether a picture of `width` × `height` has the front's shape, within the tolerance. */
export function ratioMismatch(
  picture: { width: number; height: number },
  photograph: { width: number; height: number },
) {
  const given = picture.width / picture.height;
  const wanted = photograph.width / Math.max(photograph.height, 1);
  return Math.abs(given - wanted) / wanted > DEPTH_MAP_RATIO_TOLERANCE ? { given, wanted } : null;
}

/**
 * A photograph's depth map (issue 20 item 3): editors and admins upload one or paint over it,
 * the operator's model makes one where none exists. Every depth map goes through `store`: an
 * 8-bit grey PNG of the front's shape under a name of its own content, the row and the feed in
 * one transaction, the replaced file (and what was made from it) removed after the commit.
 */
export function createDepthMapService(deps: {
  media: Pick<Media, 'storage' | 'uploads' | 'images'>;
  repository: DepthMapRepository;
  maxInputPixels: number;
}) {
  const { media, repository, maxInputPixels } = deps;
  const { storage, uploads } = media;

  async function target(user: AuthUser, id: number) {
    authorize(user, canAddPhotographVersions, null);
    const found = await repository.find(id);
    if (!found) throw notFound('Photograph');
    return found;
  }

  async function removeFiles(path: string) {
    await storage.delete(`photographs/${path}`);
    for (const prefix of derivedPrefixes(photographOriginal(path))) await storage.deletePrefix(prefix);
  }

  /**
   * Keeps `picture` as the photograph's depth map. With `onlyWithout`, only where it has none
   * (the model's maps); otherwise it replaces the one `photograph` was read with. False when the
   * row changed meanwhile (the new file is removed again).
   */
  async function store(
    photograph: DepthMapTarget,
    picture: DepthMapPicture,
    made: { source: DepthMapData['source']; model?: string },
    options: { onlyWithout?: boolean } = {},
  ) {
    const hash = createHash('sha256').update(picture.body).digest('hex').slice(0, 16);
    const path = newUploadPath.depthMap(photograph.id, hash);
    const data: DepthMapData = {
      source: made.source,
      width: picture.width,
      height: picture.height,
      ...(made.model ? { model: made.model } : {}),
      dateModified: new Date().toISOString(),
    };
    if (path === photograph.depthMapPath) {
      // The same picture again: only how it was made changes.
      return repository.set(photograph.id, path, data, { expected: path });
    }
    await storage.write(`photographs/${path}`, picture.body, 'image/png');
    let kept = false;
    try {
      kept = await repository.set(
        photograph.id,
        path,
        data,
        options.onlyWithout ? { onlyWithout: true } : { expected: photograph.depthMapPath },
      );
    } finally {
      if (!kept) await removeFiles(path);
    }
    if (!kept) return false;
    if (photograph.depthMapPath) await removeFiles(photograph.depthMapPath);
    return true;
  }

  /** The one file and the `source` field of the upload, checked: a PNG or JPEG of the front's shape. */
  async function receive(parts: Parts, photograph: DepthMapTarget) {
    const { files, fields } = await uploads.receive(parts, 1);
    const file = files[0];
    try {
      const source = depthMapUploadSource.safeParse(fields.source ?? '');
      if (!source.success) throw refused('source', DEPTH_MAP_MESSAGES.source);
      if (!file || file.bytes === 0) throw refused(DEPTH_MAP_FILE_FIELD, DEPTH_MAP_MESSAGES.chooseFile);
      const inspected = await uploads
        .inspect({ ...file, field: DEPTH_MAP_FILE_FIELD })
        .catch((error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 415)
            throw refused(DEPTH_MAP_FILE_FIELD, DEPTH_MAP_MESSAGES.notImage);
          throw error;
        });
      if (inspected.facts.type !== 'png' && inspected.facts.type !== 'jpeg')
        throw refused(DEPTH_MAP_FILE_FIELD, DEPTH_MAP_MESSAGES.notImage);
      const mismatch = ratioMismatch(inspected.facts, photograph);
      if (mismatch)
        throw refused(DEPTH_MAP_FILE_FIELD, DEPTH_MAP_MESSAGES.ratio(mismatch.given, mismatch.wanted));
      const picture = await toDepthMapPng(
        sharp(file.tempPath, { limitInputPixels: maxInputPixels }),
        photograph,
        Math.max(inspected.facts.width, inspected.facts.height),
      ).catch(() => {
        throw refused(DEPTH_MAP_FILE_FIELD, DEPTH_MAP_MESSAGES.notImage);
      });
      return { picture, source: source.data as DepthMapUploadSource };
    } finally {
      await uploads.discard(files);
    }
  }

  return {
    store,

    async upload(user: AuthUser, id: number, parts: Parts) {
      const photograph = await target(user, id);
      const { picture, source } = await receive(parts, photograph);
      if (!(await store(photograph, picture, { source })))
        throw new HttpError(409, 'The depth map was changed meanwhile; load the photograph again.');
    },

    async remove(user: AuthUser, id: number) {
      const photograph = await target(user, id);
      if (!photograph.depthMapPath) throw new HttpError(404, DEPTH_MAP_MESSAGES.missing);
      if (await repository.set(id, null, null, { expected: photograph.depthMapPath }))
        await removeFiles(photograph.depthMapPath);
    },
  };
}

export type DepthMapService = ReturnType<typeof createDepthMapService>;
