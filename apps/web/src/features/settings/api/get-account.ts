import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/auth/auth-client';

/** Spec §3 User, as its owner sees it. */
export interface Account {
  '@id': string;
  id: number;
  username: string;
  email: string;
  person_id: number;
  isActive: boolean;
  receiveEmailsLogins: boolean;
  receiveEmailsUpdates: boolean;
  receiveEmailsSurveys: boolean;
  receiveEmailsOffers: boolean;
}

export const accountKey = (id: number | string) => ['users', String(id)] as const;

export function useAccount(id: number | string | undefined) {
  return useQuery({
    queryKey: accountKey(id ?? 'none'),
    queryFn: ({ signal }) => requestJson<Account>('GET', `/users/${id}`, { auth: true, signal }),
    enabled: id !== undefined,
  });
}
