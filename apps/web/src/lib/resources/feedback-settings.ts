import type { FeedbackSettingsOutput } from '@retropics/domain/contracts/comment.contract';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';

export type FeedbackSettings = FeedbackSettingsOutput;

export const feedbackSettingsKeys = resourceKeys('feedback_settings');

/** Where a happy person may leave a review (server setting REVIEW_SITE_URL); null: nowhere. */
export function useReviewSiteUrl(): string | null {
  const { data } = useQuery({
    queryKey: feedbackSettingsKeys.all,
    // Without an answer (offline, older server) the thanks simply show no review link.
    queryFn: ({ signal }) =>
      getJson<FeedbackSettings>('/feedback_settings', { signal }).catch(() => ({ reviewSiteUrl: null })),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.reviewSiteUrl ?? null;
}
