import type { UserOutput, UserUpdateInput } from '@retropics/domain/contracts/user.contract';
import type { RegistrationInput } from '@retropics/domain/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';

/** Spec §3 User, as its owner sees it. */
export type Account = Pick<
  UserOutput,
  | '@id'
  | 'id'
  | 'username'
  | 'email'
  | 'person_id'
  | 'isActive'
  | 'receiveEmailsLogins'
  | 'receiveEmailsUpdates'
  | 'receiveEmailsSurveys'
  | 'receiveEmailsOffers'
>;

export type EmailPreference =
  | 'receiveEmailsLogins'
  | 'receiveEmailsUpdates'
  | 'receiveEmailsSurveys'
  | 'receiveEmailsOffers';

/** Spec §7 PUT users/{id}: one field, a receiveEmails flag or the password. */
export type AccountChange = UserUpdateInput;

export const userKeys = {
  ...resourceKeys('users'),
  activation: (id: string, invitationCode: string) => ['users', 'activation', id, invitationCode] as const,
};

export function useAccount(id: number | string | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 'none'),
    queryFn: ({ signal }) => requestJson<Account>('GET', `/users/${id}`, { auth: true, signal }),
    enabled: id !== undefined,
  });
}

/** Toggles follow the finger at once and flip back if the server refuses. */
export function useUpdateAccount(id: number | string | undefined) {
  const queryClient = useQueryClient();
  const key = userKeys.detail(id ?? 'none');
  return useMutation({
    mutationFn: (change: AccountChange) =>
      requestJson<Account>('PUT', `/users/${id}`, { auth: true, body: change }),
    onMutate: async (change) => {
      // A read in flight would overwrite the toggle with the old value; with none, the toggle moves
      // in the same tick as the finger instead of after an awaited no-op.
      if (queryClient.isFetching({ queryKey: key }) > 0) await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Account>(key);
      const { password: _password, ...preferences } = change;
      if (before) queryClient.setQueryData<Account>(key, { ...before, ...preferences });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (account) => queryClient.setQueryData(key, account),
  });
}

/** Spec §7 registration: e-mail, password and the four receiveEmails flags. */
export function register(input: RegistrationInput): Promise<unknown> {
  return requestJson('POST', '/users', { body: input, auth: false });
}

/** Spec §7 PUT users/{id}/activate/{invitationcode}; the answer is the user with isActive. Runs once. */
export function useActivation(id: string, invitationCode: string) {
  return useQuery({
    queryKey: userKeys.activation(id, invitationCode),
    queryFn: () =>
      requestJson<Pick<UserOutput, 'isActive'>>(
        'PUT',
        `/users/${encodeURIComponent(id)}/activate/${encodeURIComponent(invitationCode)}`,
        { auth: false },
      ),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}
