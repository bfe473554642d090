import type {
  DeskCountsOutput,
  DeskItem,
  DeskItemOf,
  DeskKind,
  DeskMarkOutput,
  DeskState,
} from '@retropics/domain/contracts/editors-desk.contract';
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buildQuery, getBlob, getJson, type HydraCollection, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages } from '../hydra/use-hydra-pages';

/** The editors' desk (issue 19): what reaches the team, one list per kind. Curators only. */
export const deskKeys = resourceKeys('editors_desk');

/** The first page of a list: open ones (the desk's default), done ones, or all. */
export function deskListUrl(kind: DeskKind, state: DeskState): string {
  return `/editors_desk/${kind}?${buildQuery({ state })}`;
}

/** GET /editors_desk: the open items per list, for the tabs' badges. */
export function useDeskCounts(enabled = true) {
  return useQuery({
    queryKey: deskKeys.detail('counts'),
    enabled,
    queryFn: ({ signal }) => getJson<DeskCountsOutput>('/editors_desk', { auth: true, signal }),
  });
}

/** GET /editors_desk/{kind}?state=, a page at a time along hydra:next. */
export function useDeskList<Kind extends DeskKind>(kind: Kind, state: DeskState) {
  const url = deskListUrl(kind, state);
  const query = useHydraPages<DeskItemOf<Kind>>(deskKeys.pages(url), url, { auth: true });
  return { ...query, items: membersOf(query.data?.pages) };
}

/** PUT /editors_desk/{kind}/{id}/done: done by the signed-in curator now, or open again. */
export function useMarkDeskItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ iri, done }: { iri: string; done: boolean }) =>
      requestJson<DeskMarkOutput & { '@id': string }>('PUT', `${iri}/done`, { body: { done }, auth: true }),
    onSuccess: ({ '@id': iri, done, doneBy, doneAt }) => {
      // The item keeps its place with its new mark, so the editor sees who and when (and can take
      // it back); it leaves the open list when that is read again. The badges count at once.
      queryClient.setQueriesData<InfiniteData<HydraCollection<DeskItem>>>(
        { queryKey: [...deskKeys.all, 'pages'] },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              'hydra:member': page['hydra:member'].map((item) =>
                item['@id'] === iri ? { ...item, mark: { done, doneBy, doneAt } } : item,
              ),
            })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: deskKeys.detail('counts') });
    },
  });
}

/**
 * A bug report's screenshot as an address an <img> can show: the route wants the token, which a
 * plain `src` cannot carry, so the picture is fetched and shown from an object URL.
 */
export function useDeskScreenshot(url: string | null) {
  const blob = useQuery({
    queryKey: deskKeys.detail(url ?? 'none'),
    enabled: url !== null,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => getBlob(url ?? '', { auth: true, signal }),
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob.data) return;
    const next = URL.createObjectURL(blob.data);
    setObjectUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob.data]);
  return { src: objectUrl, isError: blob.isError, isPending: blob.isPending && url !== null };
}
