import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/auth/auth-client';
import { type Account, accountKey } from './get-account';

export type EmailPreference =
  | 'receiveEmailsLogins'
  | 'receiveEmailsUpdates'
  | 'receiveEmailsSurveys'
  | 'receiveEmailsOffers';

/** Spec §7 PUT users/{id}: one field, a receiveEmails flag or the password. */
export type AccountChange = { [K in EmailPreference]?: boolean } & { password?: string };

/** Toggles follow the finger at once and flip back if the server refuses. */
export function useUpdateAccount(id: number | string | undefined) {
  const queryClient = useQueryClient();
  const key = accountKey(id ?? 'none');
  return useMutation({
    mutationFn: (change: AccountChange) =>
      requestJson<Account>('PUT', `/users/${id}`, { auth: true, body: change }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
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
