import type {
  NewsletterMailingCollection,
  NewsletterMailingInput,
  NewsletterMailingOutput,
  NewsletterMeOutput,
  NewsletterSubscriptionOutput,
} from '@retropics/domain/contracts/newsletter.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../hydra/hydra-client';
import { userKeys } from './users';

/** Issue 19: the newsletter's double opt-in, the own status (Settings) and the team's mailings (desk). */
export const newsletterKeys = {
  me: ['newsletter', 'me'] as const,
  link: (kind: 'confirm' | 'unsubscribe', token: string) => ['newsletter', kind, token] as const,
  mailings: ['newsletter', 'mailings'] as const,
};

/**
 * Opens a mailed link once: confirm or unsubscribe with its token. A POST, but a screen that shows
 * its outcome, so it runs as a query that is never retried or repeated.
 */
export function useNewsletterLink(kind: 'confirm' | 'unsubscribe', token: string) {
  return useQuery({
    queryKey: newsletterKeys.link(kind, token),
    queryFn: () =>
      requestJson<NewsletterSubscriptionOutput>('POST', `/newsletter/${kind}`, {
        auth: false,
        body: { token },
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The signed-in person's subscription (for their account address). */
export function useMyNewsletter(enabled: boolean) {
  return useQuery({
    queryKey: newsletterKeys.me,
    queryFn: ({ signal }) => requestJson<NewsletterMeOutput>('GET', '/newsletter/me', { auth: true, signal }),
    enabled,
  });
}

/** Settings: on starts the double opt-in, off unsubscribes; the account's 'updates' flag follows on the server. */
export function useSetMyNewsletter(userId: number | string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) =>
      requestJson<NewsletterMeOutput>('PUT', '/newsletter/me', { auth: true, body: { subscribed } }),
    onSuccess: (status) => {
      queryClient.setQueryData(newsletterKeys.me, status);
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(userId ?? 'none') });
    },
  });
}

/** The desk: past mailings and how many confirmed subscribers a new one would reach. */
export function useNewsletterMailings() {
  return useQuery({
    queryKey: newsletterKeys.mailings,
    queryFn: ({ signal }) =>
      requestJson<NewsletterMailingCollection>('GET', '/newsletter/mailings', { auth: true, signal }),
  });
}

export function useSendNewsletterMailing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mailing: NewsletterMailingInput) =>
      requestJson<NewsletterMailingOutput>('POST', '/newsletter/mailings', { auth: true, body: mailing }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterKeys.mailings }),
  });
}
