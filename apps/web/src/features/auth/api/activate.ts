import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/auth/auth-client';

/** Spec §7 PUT users/{id}/activate/{invitationcode}; the answer is the user with isActive. */
export function useActivation(id: string, invitationCode: string) {
  return useQuery({
    queryKey: ['activation', id, invitationCode],
    queryFn: () =>
      requestJson<{ isActive: boolean }>(
        'PUT',
        `/users/${encodeURIComponent(id)}/activate/${encodeURIComponent(invitationCode)}`,
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
