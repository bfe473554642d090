import type { NarrationOutput } from '@retropics/domain/contracts/narration.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, type HydraCollection, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { photographKeys } from './photographs';

/** A narration an editor recorded for one language of a photograph (issue 20). */
export type RecordedNarration = NarrationOutput;

export const narrationKeys = resourceKeys('narrations');

/** GET /photographs/{id}/narrations: the recorded narrations, per language. */
export function useRecordedNarrations(photographId: number, enabled = true) {
  return useQuery({
    queryKey: narrationKeys.detail(photographId),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await getJson<HydraCollection<RecordedNarration>>(`/photographs/${photographId}/narrations`, {
          signal,
          auth: true,
        })
      )['hydra:member'],
  });
}

/** A recording changes the list and the photograph's `audioLocales` (what the viewer offers to play). */
function useRefreshNarrations() {
  const queryClient = useQueryClient();
  return (photographId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: narrationKeys.detail(photographId) }),
      queryClient.invalidateQueries({ queryKey: photographKeys.all }),
    ]);
}

/** PUT /photographs/{id}/narrations/{locale} (multipart `file`): records or replaces a language's narration. */
export function useRecordNarration() {
  const refresh = useRefreshNarrations();
  return useMutation({
    mutationFn: ({ photographId, locale, file }: { photographId: number; locale: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return requestJson<RecordedNarration>('PUT', `/photographs/${photographId}/narrations/${locale}`, {
        body: form,
        auth: true,
      });
    },
    onSuccess: (_answer, { photographId }) => refresh(photographId),
  });
}

/** DELETE /photographs/{id}/narrations/{locale}: speech from the texts takes the recording's place. */
export function useRemoveNarration() {
  const refresh = useRefreshNarrations();
  return useMutation({
    mutationFn: ({ photographId, locale }: { photographId: number; locale: string }) =>
      requestJson<undefined>('DELETE', `/photographs/${photographId}/narrations/${locale}`, { auth: true }),
    onSuccess: (_answer, { photographId }) => refresh(photographId),
  });
}
