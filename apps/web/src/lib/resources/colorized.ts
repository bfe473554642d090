import type { ColorizedOutput, ColorizedSide } from '@retropics/domain/contracts/colorized.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../hydra/hydra-client';
import { feedItemKeys } from './feed-items';
import { photographKeys } from './photographs';

/** A colorized version changes the photograph (its flags) and its feed card (colorized thumbnails). */
function useRefreshColorized() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [photographKeys.all, feedItemKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * PUT /photographs/{id}/colorized/{side}: an editor's colorized picture (JPEG or PNG, the
 * original's aspect ratio), as multipart `file`; a refused one is a 422 with a violation.
 */
export function useSaveColorized() {
  const refresh = useRefreshColorized();
  return useMutation({
    mutationFn: ({ id, side, file }: { id: number; side: ColorizedSide; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return requestJson<ColorizedOutput>('PUT', `/photographs/${id}/colorized/${side}`, {
        body: form,
        auth: true,
      });
    },
    onSuccess: refresh,
  });
}

/** DELETE /photographs/{id}/colorized/{side}: the colorized version with its thumbnails and tiles. */
export function useRemoveColorized() {
  const refresh = useRefreshColorized();
  return useMutation({
    mutationFn: ({ id, side }: { id: number; side: ColorizedSide }) =>
      requestJson<void>('DELETE', `/photographs/${id}/colorized/${side}`, { auth: true }),
    onSuccess: refresh,
  });
}
