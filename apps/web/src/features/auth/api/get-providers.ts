import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/auth/auth-client';

export type Provider = 'google' | 'facebook';

/** The sign-in providers this server offers; buttons for others would lead nowhere. */
export function useProviders() {
  return useQuery({
    queryKey: ['connect', 'providers'],
    queryFn: ({ signal }) => requestJson<{ providers: Provider[] }>('GET', '/connect/providers', { signal }),
    select: (answer) => answer.providers,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
