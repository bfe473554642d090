import { type ScanBatchOutput, scanUploadsPath } from '@retropics/domain/contracts/scan-upload.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getJson, requestJson } from '../hydra/hydra-client';
import { feedItemKeys } from './feed-items';
import { collectionKeys } from './photograph-collections';
import { photographKeys } from './photographs';

/** What became of one batch of scans (GET /photograph_collections/{id}/uploads/{batchId}). */
export type ScanBatch = ScanBatchOutput;

/** The tus endpoint of a collection: tus-js-client creates each upload here. */
export const scanUploadEndpoint = scanUploadsPath;

export function fetchScanBatch(collectionId: number, batchId: string) {
  return getJson<ScanBatch>(`${scanUploadsPath(collectionId)}/${encodeURIComponent(batchId)}`, {
    auth: true,
  });
}

/**
 * POST …/uploads/{batchId}/complete once every file is sent: answers the batch's summary and
 * refreshes what the new photographs change (the collection, its photographs, the feed).
 */
export function useCompleteScanBatch(collectionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (batchId: string) =>
      requestJson<ScanBatch>(
        'POST',
        `${scanUploadsPath(collectionId)}/${encodeURIComponent(batchId)}/complete`,
        { auth: true },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
        queryClient.invalidateQueries({ queryKey: photographKeys.all }),
        queryClient.invalidateQueries({ queryKey: feedItemKeys.all }),
      ]),
  });
}
