import type { CollectionReportInput } from '@retropics/domain/contracts/collection-report.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '../entities/collection';
import { requestJson } from '../hydra/hydra-client';
import { collectionKeys } from './photograph-collections';

/**
 * A report as the wizard sends it. The consent is a plain yes/no here: the contract's literal
 * `true` is the server's rule to enforce, and a `false` comes back as a violation on `privacy`.
 */
export type ReportRequest = Omit<CollectionReportInput, 'privacy'> & { privacy: boolean };

/**
 * Spec §7 POST photograph_collections/report: anyone may report; a stored token goes along, so a
 * signed-in reporter owns the new collection and finds it in 'my images' at once.
 */
export function useReportCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (report: ReportRequest) =>
      requestJson<Collection>('POST', '/photograph_collections/report', { body: report }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
