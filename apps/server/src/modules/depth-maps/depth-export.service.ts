import {
  DEPTH_EXPORTS,
  DEPTH_MAP_MESSAGES,
  type DepthExportName,
} from '@retropics/domain/contracts/depth-map.contract';
import { canEditPhotograph } from '@retropics/domain/permissions';
import { HttpError, notFound } from '../../hydra/hydra-errors.js';
import { createSingleFlight } from '../../media/hot-cache.js';
import type { Media } from '../../media/media.plugin.js';
import { depthExportKey, photographOriginal } from '../../media/media-paths.js';
import type { StoredObjectInfo } from '../../media/storage.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorizeRead } from '../auth/auth.policy.js';
import type { MediaAnswer } from '../media/media-response.js';
import type { PhotographRepository } from '../photographs/photograph.repository.js';
import { anaglyph, decodePair, stereoPair, WIGGLE_MAX_SIDE, wiggle } from './depth-export.image.js';
import type { DepthMapRepository } from './depth-map.repository.js';

const makers: Record<DepthExportName, { maxSide?: number; make: typeof stereoPair }> = {
  'stereo.jpeg': { make: stereoPair },
  'anaglyph.jpeg': { make: anaglyph },
  'wiggle.gif': { make: wiggle, maxSide: WIGGLE_MAX_SIDE },
};

/**
 * The depth exports (issue 20 item 3: stereo pair, anaglyph, wiggle): made from the photograph's
 * `display` picture and its depth map on the first request, then kept beside the depth map
 * (a new map has a new path, so its exports are made anew). Seen by whoever may see the photograph.
 */
export function createDepthExportService(deps: {
  media: Pick<Media, 'storage' | 'derivatives'>;
  depthMaps: DepthMapRepository;
  photographs: Pick<PhotographRepository, 'findCollectionOwnerId'>;
}) {
  const { storage, derivatives } = deps.media;
  const once = createSingleFlight<{ body: Buffer; info: StoredObjectInfo }>();

  return {
    async get(
      user: AuthUser | null,
      id: number,
      name: DepthExportName,
    ): Promise<MediaAnswer & { hidden: boolean }> {
      const photograph = await deps.depthMaps.find(id);
      if (!photograph) throw notFound('Photograph');
      if (photograph.isHidden) {
        const collectionOwnerId = await deps.photographs.findCollectionOwnerId(photograph.collectionId);
        authorizeRead(user, canEditPhotograph, { collectionOwnerId }, () => notFound('Photograph'));
      }
      const depthMapPath = photograph.depthMapPath;
      if (!depthMapPath) throw new HttpError(404, DEPTH_MAP_MESSAGES.missing);
      const key = depthExportKey(depthMapPath, name);
      const made = await once(key, async () => {
        const stored = await storage.read(key);
        if (stored) return stored;
        const depthMap = await storage.read(`photographs/${depthMapPath}`);
        const display = await derivatives.get(photographOriginal(photograph.filePath), 'display', 'jpeg');
        if (!depthMap || !display) throw new HttpError(404, 'The picture or its depth map file is missing.');
        const { picture, depth } = await decodePair(display.body, depthMap.body, makers[name].maxSide);
        const body = await makers[name].make(picture, depth);
        const info = await storage.write(key, body, DEPTH_EXPORTS[name].contentType);
        return { body, info };
      });
      return { ...made, contentType: DEPTH_EXPORTS[name].contentType, hidden: photograph.isHidden };
    },
  };
}
