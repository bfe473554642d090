import type { AppFeedbackInput } from '@retropics/domain/validation';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/auth/auth-client';
import { getJson } from '../../../lib/hydra/hydra-client';

/** Feedback and bug reports are private comments without a subject (POST /comments). */
export function sendFeedback(input: AppFeedbackInput): Promise<{ '@id': string }> {
  return requestJson('POST', '/comments', { body: input, auth: true });
}

interface FeedbackSettings {
  reviewSiteUrl: string | null;
}

/** Where a happy person may leave a review (server setting REVIEW_SITE_URL); null: nowhere. */
export function useReviewSiteUrl(): string | null {
  const { data } = useQuery({
    queryKey: ['feedback', 'settings'],
    // Without an answer (offline, older server) the thanks simply show no review link.
    queryFn: ({ signal }) =>
      getJson<FeedbackSettings>('/feedback_settings', { signal }).catch(() => ({ reviewSiteUrl: null })),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data?.reviewSiteUrl ?? null;
}
