import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../../lib/auth/auth-client';
import { type Person, personKey } from './get-person';

/** Display name and avatar from Settings (PUT /people/{id}, only for one's own person). */
export function useUpdatePerson(id: number | string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { name?: string; pictureUrl?: string }) =>
      requestJson<Person>('PUT', `/people/${id}`, { auth: true, body: change }),
    onSuccess: (person) => queryClient.setQueryData(personKey(person.id), person),
  });
}
