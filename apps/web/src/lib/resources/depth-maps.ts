import type { DepthMapUploadSource } from '@retropics/domain/contracts/depth-map.contract';
import { DEPTH_MAP_FILE_FIELD } from '@retropics/domain/contracts/depth-map.contract';
import type { PhotographOutput } from '@retropics/domain/contracts/photograph.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../hydra/hydra-client';
import { feedItemKeys } from './feed-items';
import { photographKeys } from './photographs';

/**
 * A photograph's depth map (issue 20, editors and admins): both writes answer the photograph with
 * its new `depthMapPath` and `depthMapData`; the photograph and the feed (its card's depth effect)
 * are read again.
 */
function useRefreshDepthMap() {
  const queryClient = useQueryClient();
  return (photograph: PhotographOutput) => {
    queryClient.setQueryData(photographKeys.detail(photograph.id), (old: object | undefined) =>
      old ? { ...old, depthMapPath: photograph.depthMapPath, depthMapData: photograph.depthMapData } : old,
    );
    return Promise.all(
      [photographKeys.all, feedItemKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

/**
 * PUT /photographs/{id}/depth_map: a PNG or JPEG of the front's aspect ratio (within 2 %), `source`
 * 'upload' for a file chosen by the editor, 'painted' for one from the paint editor. A refused file
 * is a 422 with a violation on `file` (wrong ratio, not an image) or `source`.
 */
export function useUploadDepthMap() {
  const refresh = useRefreshDepthMap();
  return useMutation({
    mutationFn: ({ id, file, source }: { id: number; file: Blob; source: DepthMapUploadSource }) => {
      const form = new FormData();
      form.append('source', source);
      form.append(DEPTH_MAP_FILE_FIELD, file, file instanceof File ? file.name : 'depth-map.png');
      return requestJson<PhotographOutput>('PUT', `/photographs/${id}/depth_map`, { body: form, auth: true });
    },
    onSuccess: (photograph) => refresh(photograph),
  });
}

/** DELETE /photographs/{id}/depth_map: the photograph without a depth map (404 when it had none). */
export function useDeleteDepthMap() {
  const refresh = useRefreshDepthMap();
  return useMutation({
    mutationFn: (id: number) =>
      requestJson<PhotographOutput>('DELETE', `/photographs/${id}/depth_map`, { auth: true }),
    onSuccess: (photograph) => refresh(photograph),
  });
}
