import type { PhotographSummary, RetrosnapSummary } from '../../../lib/entities/archive-types';
import { membersOf, useHydraPages, useLoadAllPages } from '../../../lib/hydra/use-hydra-pages';

/** A sub-album as the grid shows it. */
export interface SubAlbum {
  '@id': string;
  id: number;
  headline: string;
  description: string;
}

/** A photograph comment the album shows as an item of its own. */
export interface AlbumComment {
  '@id': string;
  id: number;
  text: string;
  photograph: string | null;
  author: { '@id': string; name: string; pictureUrl: string | null } | null;
  dateCreated: string;
}

const PAGE = 'itemsPerPage=100';

function useWholeList<T extends { '@id': string }>(key: string, firstUrl: string | null) {
  const query = useHydraPages<T>(['album-content', key, firstUrl], firstUrl);
  useLoadAllPages(query);
  return {
    items: membersOf(query.data?.pages),
    done: firstUrl === null || (!query.hasNextPage && !query.isPending),
    error: query.isError,
  };
}

/**
 * Everything an album's grid shows, each list in the album's order (server filters `galleries=`
 * and `parentGalleries=`), loaded whole: the places-of-origin line counts all photographs.
 * Lists the album does not have are not asked for.
 */
export function useAlbumContent(
  album:
    | {
        id: number;
        photographs: string[];
        retrosnaps: string[];
        subGalleries: string[];
        photographComments: string[];
      }
    | undefined,
) {
  const id = album?.id;
  const url = (has: boolean | undefined, path: string) =>
    id !== undefined && has ? `${path}&${PAGE}` : null;
  const subAlbums = useWholeList<SubAlbum>(
    'sub',
    url(album && album.subGalleries.length > 0, `/image_galleries?parentGalleries=${id}`),
  );
  const photographs = useWholeList<PhotographSummary>(
    'photographs',
    url(album && album.photographs.length > 0, `/photographs?galleries=${id}`),
  );
  const retrosnaps = useWholeList<RetrosnapSummary>(
    'retrosnaps',
    url(album && album.retrosnaps.length > 0, `/retrosnaps?galleries=${id}`),
  );
  const comments = useWholeList<AlbumComment>(
    'comments',
    url(album && album.photographComments.length > 0, `/comments?galleries=${id}`),
  );
  return { subAlbums, photographs, retrosnaps, comments };
}
