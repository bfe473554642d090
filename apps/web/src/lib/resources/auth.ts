import type { CheckOutput, ProvidersOutput } from '@retropics/domain/contracts/auth.contract';
import { useQuery } from '@tanstack/react-query';
import { acceptTokens } from '../auth/auth-client';
import { requestJson, type TokenPair } from '../hydra/hydra-client';

export type Provider = ProvidersOutput['providers'][number];

export type CheckAnswer = CheckOutput;

export const authKeys = {
  providers: ['connect', 'providers'] as const,
  check: (provider: string, query: string) => ['connect', 'check', provider, query] as const,
};

/** Spec §4 Login: stores both tokens on success. */
export async function signInWithPassword(email: string, password: string): Promise<void> {
  acceptTokens(
    await requestJson<TokenPair>('POST', '/authentication_token', { body: { email, password }, auth: false }),
  );
}

/** Spec §7 PUT /request_password_reset_email/{email} with an empty JSON body. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return requestJson('PUT', `/request_password_reset_email/${encodeURIComponent(email)}`, {
    body: {},
    auth: false,
  });
}

/** Spec §7 PUT /reset_password/{id}/{passwordResetToken} with the new password. */
export function resetPassword(id: string, token: string, password: string): Promise<unknown> {
  return requestJson('PUT', `/reset_password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, {
    body: { password },
    auth: false,
  });
}

/** The sign-in providers this server offers; buttons for others would lead nowhere. */
export function useProviders() {
  return useQuery({
    queryKey: authKeys.providers,
    queryFn: ({ signal }) =>
      requestJson<ProvidersOutput>('GET', '/connect/providers', { signal, auth: false }),
    select: (answer) => answer.providers,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Spec §7 GET /connect/{provider}/check: hands the provider's redirect query to the server
 * (plus register=true when signing up). Runs once: a code can be traded only once.
 */
export function useConnectCheck(provider: string, search: string, register: boolean) {
  const query = new URLSearchParams(search);
  if (register) query.set('register', 'true');
  return useQuery({
    queryKey: authKeys.check(provider, query.toString()),
    queryFn: () =>
      requestJson<CheckAnswer>('GET', `/connect/${encodeURIComponent(provider)}/check`, {
        query: query.toString(),
        auth: false,
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
