import type { PersonOutput } from '@retropics/domain/contracts/person.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJson, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { commentKeys } from './comments';
import { retrosnapKeys } from './retrosnaps';

/** Spec §3 Person: the public name and avatar (0 to 8, or a URL treated as none). */
export type Person = Pick<PersonOutput, '@id' | 'id' | 'name' | 'pictureUrl'>;

export const personKeys = resourceKeys('people');

export function usePerson(id: number | string | undefined) {
  return useQuery({
    queryKey: personKeys.detail(id ?? 'none'),
    queryFn: ({ signal }) => getJson<Person>(`/people/${id}`, { signal }),
    enabled: id !== undefined,
  });
}

/**
 * Display name and avatar from Settings (PUT /people/{id}, only for one's own person). Comments
 * and RetroSnaps show their author's name and avatar, so they are read again.
 */
export function useUpdatePerson(id: number | string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { name?: string; pictureUrl?: string }) =>
      requestJson<Person>('PUT', `/people/${id}`, { auth: true, body: change }),
    onSuccess: (person) => {
      queryClient.setQueryData(personKeys.detail(person.id), person);
      void queryClient.invalidateQueries({ queryKey: commentKeys.all });
      void queryClient.invalidateQueries({ queryKey: retrosnapKeys.all });
    },
  });
}
