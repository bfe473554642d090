import type { GalleryOutput } from '@retropics/domain/contracts/image-gallery.contract';
import { useQuery } from '@tanstack/react-query';
import type { PhotographSummary, RetrosnapSummary } from '../entities/archive-types';
import { getJson, isNotFound } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { useWholeCollection } from '../hydra/use-hydra-pages';
import { type AlbumComment, commentKeys } from './comments';
import { photographKeys } from './photographs';
import { retrosnapKeys } from './retrosnaps';

/** Spec §3 'Image gallery (album)': the fields the album screen shows. */
export type Album = Pick<
  GalleryOutput,
  | '@id'
  | 'id'
  | 'headline'
  | 'description'
  | 'text'
  | 'place'
  | 'categories'
  | 'categoryAttributes'
  | 'fromYear'
  | 'toYear'
  | 'photographs'
  | 'photographComments'
  | 'retrosnaps'
  | 'subGalleries'
  | 'mentionImagePaths'
  | 'owner'
>;

/** A sub-album as the grid shows it. */
export type SubAlbum = Pick<GalleryOutput, '@id' | 'id' | 'headline' | 'description' | 'translations'>;

export const galleryKeys = resourceKeys('image_galleries');

/** GET /image_galleries/{id}; a missing album is not asked for again. */
export function useAlbum(id: number) {
  return useQuery({
    queryKey: galleryKeys.detail(id),
    queryFn: ({ signal }) => getJson<Album>(`/image_galleries/${id}`, { signal }),
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

const PAGE = 'itemsPerPage=100';

type AlbumLists = Pick<Album, 'id' | 'photographs' | 'retrosnaps' | 'subGalleries' | 'photographComments'>;

/** The first-page addresses of an album's lists (null: the album has none); kept offline alike (lib/offline). */
export function albumContentUrls(album: AlbumLists | undefined) {
  const id = album?.id;
  const url = (has: boolean | undefined, path: string) =>
    id !== undefined && has ? `${path}&${PAGE}` : null;
  return {
    subAlbumsUrl: url(album && album.subGalleries.length > 0, `/image_galleries?parentGalleries=${id}`),
    photographsUrl: url(album && album.photographs.length > 0, `/photographs?galleries=${id}`),
    retrosnapsUrl: url(album && album.retrosnaps.length > 0, `/retrosnaps?galleries=${id}`),
    commentsUrl: url(album && album.photographComments.length > 0, `/comments?galleries=${id}`),
  };
}

/**
 * Everything an album's grid shows, each list in the album's order (server filters `galleries=`
 * and `parentGalleries=`), loaded whole: the places-of-origin line counts all photographs.
 * Lists the album does not have are not asked for.
 */
export function useAlbumContent(album: AlbumLists | undefined) {
  const { subAlbumsUrl, photographsUrl, retrosnapsUrl, commentsUrl } = albumContentUrls(album);
  return {
    subAlbums: useWholeCollection<SubAlbum>(galleryKeys.pages(subAlbumsUrl), subAlbumsUrl),
    photographs: useWholeCollection<PhotographSummary>(photographKeys.pages(photographsUrl), photographsUrl),
    retrosnaps: useWholeCollection<RetrosnapSummary>(retrosnapKeys.pages(retrosnapsUrl), retrosnapsUrl),
    comments: useWholeCollection<AlbumComment>(commentKeys.pages(commentsUrl), commentsUrl),
  };
}

/** An album to link to (a category attribute of type AlbumLink, spec §3). */
export type AlbumChoice = Pick<GalleryOutput, '@id' | 'id' | 'headline'>;

/**
 * The signed-in person's own albums (GET /image_galleries?owner=, private ones included), for a
 * form that links one. `personId` undefined: not asked for.
 */
export function useOwnAlbums(personId: number | string | undefined) {
  const url = `/image_galleries?owner=${personId}&itemsPerPage=100`;
  return useQuery({
    queryKey: galleryKeys.list(url),
    enabled: personId !== undefined,
    queryFn: ({ signal }) => getJson<{ 'hydra:member': AlbumChoice[] }>(url, { signal, auth: true }),
    select: (collection) => collection['hydra:member'],
  });
}
