import { useQuery } from '@tanstack/react-query';
import { requestJson, type TokenPair } from '../../../lib/auth/auth-client';

export type CheckAnswer = { token: string | null; refresh_token: string | null; register: boolean };

/**
 * Spec §7 GET /connect/{provider}/check: hands the provider's redirect query to the server
 * (plus register=true when signing up). Runs once: a code can be traded only once.
 */
export function useConnectCheck(provider: string, search: string, register: boolean) {
  const query = new URLSearchParams(search);
  if (register) query.set('register', 'true');
  return useQuery({
    queryKey: ['connect-check', provider, query.toString()],
    queryFn: () =>
      requestJson<CheckAnswer>('GET', `/connect/${encodeURIComponent(provider)}/check`, {
        query: query.toString(),
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export const hasTokens = (answer: CheckAnswer): answer is CheckAnswer & TokenPair =>
  typeof answer.token === 'string' && typeof answer.refresh_token === 'string';
