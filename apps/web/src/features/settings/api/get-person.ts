import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/hydra/hydra-client';

/** Spec §3 Person: the public name and avatar (0 to 8, or a URL treated as none). */
export interface Person {
  '@id': string;
  id: number;
  name: string;
  pictureUrl: string;
}

export const personKey = (id: number | string) => ['people', String(id)] as const;

export function usePerson(id: number | string | undefined) {
  return useQuery({
    queryKey: personKey(id ?? 'none'),
    queryFn: ({ signal }) => getJson<Person>(`/people/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
