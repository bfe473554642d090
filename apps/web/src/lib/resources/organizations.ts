import { COLLECTION_STATUS, DEBOUNCE_MS } from '@retropics/domain/constants';
import type {
  OrganizationOutput,
  OrganizationWriteInput,
} from '@retropics/domain/contracts/organization.contract';
import type { SponsorOutput, SponsorWriteInput } from '@retropics/domain/contracts/sponsor.contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Collection } from '../entities/collection';
import { buildQuery, getJson, type HydraCollection, isNotFound, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages } from '../hydra/use-hydra-pages';
import { useDebounced } from '../timing/use-debounced';
import { collectionKeys } from './photograph-collections';

/** Spec §3/§7 `organizations`: the archive, society or family behind collections. */
export type Organization = OrganizationOutput;
/** Spec §3/§7 `sponsors`: who pays towards a collection's digitisation. */
export type Sponsor = SponsorOutput;

/** The two curated resources, spelt as their API paths. */
export type PartyKind = 'organizations' | 'sponsors';

export const organizationKeys = resourceKeys('organizations');
export const sponsorKeys = resourceKeys('sponsors');

const keysOf = { organizations: organizationKeys, sponsors: sponsorKeys } as const;

/** GET /organizations/{id}; a missing organization is not asked for again. `id` undefined: not asked. */
export function useOrganization(id: number | undefined) {
  return useQuery({
    queryKey: organizationKeys.detail(id ?? 0),
    enabled: id !== undefined,
    queryFn: ({ signal }) => getJson<Organization>(`/organizations/${id}`, { signal }),
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/**
 * The statuses a visitor's list of an organization's collections asks for: every one but New
 * (spec §4: a reported collection is the team's business until it moves on).
 */
export const PUBLIC_COLLECTION_STATUSES = [
  COLLECTION_STATUS.Crowdfunding,
  COLLECTION_STATUS.Funded,
  COLLECTION_STATUS.PhotosScanned,
  COLLECTION_STATUS.Done,
  COLLECTION_STATUS.ReceivedDigitally,
] as const;

/** The first page of an organization's public collections, newest first. */
export function organizationCollectionsUrl(organizationId: number): string {
  return `/photograph_collections?${buildQuery({
    organization: organizationId,
    'status[]': PUBLIC_COLLECTION_STATUSES,
    'order[dateCreated]': 'DESC',
  })}`;
}

/** An organization's collections (GET /photograph_collections?organization=), a page at a time. */
export function useOrganizationCollections(organizationId: number | undefined) {
  const url = organizationId === undefined ? null : organizationCollectionsUrl(organizationId);
  const query = useHydraPages<Collection>(collectionKeys.pages(url), url);
  return { ...query, collections: membersOf(query.data?.pages) };
}

/** The first page of a list of organizations or sponsors, by a part of the name ('' for all). */
export function partyListUrl(kind: PartyKind, name: string): string {
  const typed = name.trim();
  return typed ? `/${kind}?${buildQuery({ name: typed })}` : `/${kind}`;
}

function usePartyPages<T extends { '@id': string }>(kind: PartyKind, name: string) {
  const typed = useDebounced(name.trim(), DEBOUNCE_MS.personSearch);
  const url = partyListUrl(kind, typed);
  const query = useHydraPages<T>(keysOf[kind].pages(url), url);
  return { ...query, items: membersOf(query.data?.pages), pending: name.trim() !== typed };
}

/** GET /organizations?name= or /sponsors?name=: the editors' desk lists either kind alike. */
export function useParties(kind: PartyKind, name = '') {
  return usePartyPages<Organization | Sponsor>(kind, name);
}

/** GET /organizations?name=: by name, a page at a time; asked once typing pauses. */
export function useOrganizations(name = '') {
  return usePartyPages<Organization>('organizations', name);
}

/** GET /sponsors?name=: by name, a page at a time; asked once typing pauses. */
export function useSponsors(name = '') {
  return usePartyPages<Sponsor>('sponsors', name);
}

/**
 * What a write of an organization or sponsor changes: its lists and pages, and every collection
 * (their pages name it with its logo and link).
 */
function useRefreshParties(kind: PartyKind) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keysOf[kind].all }),
      queryClient.invalidateQueries({ queryKey: collectionKeys.all }),
    ]);
}

type WriteInput = { organizations: OrganizationWriteInput; sponsors: SponsorWriteInput };
type Output = { organizations: Organization; sponsors: Sponsor };

/** POST /organizations or /sponsors (editors and admins). */
function useCreateParty<Kind extends PartyKind>(kind: Kind) {
  const refresh = useRefreshParties(kind);
  return useMutation({
    mutationFn: (body: WriteInput[Kind]) =>
      requestJson<Output[Kind]>('POST', `/${kind}`, { body, auth: true }),
    onSuccess: () => refresh(),
  });
}

/** PUT /organizations/{id} or /sponsors/{id} (editors and admins): the whole record. */
function useUpdateParty<Kind extends PartyKind>(kind: Kind) {
  const refresh = useRefreshParties(kind);
  return useMutation({
    mutationFn: ({ id, ...body }: WriteInput[Kind] & { id: number }) =>
      requestJson<Output[Kind]>('PUT', `/${kind}/${id}`, { body, auth: true }),
    onSuccess: () => refresh(),
  });
}

/** DELETE /organizations/{id} or /sponsors/{id}: the collections it was linked to stay. */
function useDeleteParty(kind: PartyKind) {
  const refresh = useRefreshParties(kind);
  return useMutation({
    mutationFn: (id: number) => requestJson<undefined>('DELETE', `/${kind}/${id}`, { auth: true }),
    onSuccess: () => refresh(),
  });
}

export const useCreateOrganization = () => useCreateParty('organizations');
export const useUpdateOrganization = () => useUpdateParty('organizations');
export const useDeleteOrganization = () => useDeleteParty('organizations');
export const useCreateSponsor = () => useCreateParty('sponsors');
export const useUpdateSponsor = () => useUpdateParty('sponsors');
export const useDeleteSponsor = () => useDeleteParty('sponsors');

/** What POST /organizations/logoUpload (or /sponsors/logoUpload) answers in `hydra:member[0]`. */
export interface LogoUpload {
  /** What the organization's or sponsor's `logo` field takes. */
  filePath: string;
  originalName: string;
  /** Where the uploaded logo can be seen. */
  contentUrl: string;
}

/**
 * POST /{kind}/logoUpload (multipart `file`, editors and admins): a logo, not yet anyone's. What
 * is no image is a 422 with a violation on `file`.
 */
export function useUploadLogo(kind: PartyKind) {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const answer = await requestJson<HydraCollection<LogoUpload>>('POST', `/${kind}/logoUpload`, {
        body: form,
        auth: true,
      });
      const [uploaded] = answer['hydra:member'];
      if (!uploaded) throw new Error('The upload answered no logo');
      return uploaded;
    },
  });
}
