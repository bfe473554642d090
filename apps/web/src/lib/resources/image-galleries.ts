import { DEBOUNCE_MS } from '@retropics/domain/constants';
import type { GalleryOutput, GalleryWriteInput } from '@retropics/domain/contracts/image-gallery.contract';
import {
  coverImagesWithout,
  type GalleryItem,
  type GalleryItemList,
  type GalleryItemLists,
  withGalleryItem,
  withGalleryItemMoved,
  withoutGalleryItem,
} from '@retropics/domain/gallery-items';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotographSummary, RetrosnapSummary } from '../entities/archive-types';
import { buildQuery, getJson, type HydraCollection, isNotFound, requestJson } from '../hydra/hydra-client';
import { resourceKeys } from '../hydra/resource-keys';
import { membersOf, useHydraPages, useWholeCollection } from '../hydra/use-hydra-pages';
import { useDebounced } from '../timing/use-debounced';
import { type AlbumComment, commentKeys } from './comments';
import { feedItemKeys } from './feed-items';
import { geoAggregationKeys } from './map';
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
  | 'searchParameters'
  | 'isPrivate'
  | 'coverAccess'
  | 'thumbnail'
  | 'thumbnailSettings'
  | 'titleAlreadyInImage'
>;

/**
 * Whether the album's cover carries its title (spec §3 `titleAlreadyInImage`; a template cover
 * writes the headline into the picture): then the screen does not lay the title over it again.
 */
export function coverShowsTitle(
  album: Pick<GalleryOutput, 'thumbnail' | 'thumbnailSettings' | 'titleAlreadyInImage'>,
): boolean {
  if (album.titleAlreadyInImage) return true;
  const settings = album.thumbnailSettings;
  return album.thumbnail === null && settings.useTemplate && settings.template !== null;
}

/** A sub-album as the grid shows it. */
export type SubAlbum = Pick<
  GalleryOutput,
  '@id' | 'id' | 'headline' | 'description' | 'translations' | 'coverAccess'
>;

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

/** One of the person's own albums with what it holds (the add-to-album dialog marks those that hold the item). */
export type OwnAlbumChoice = AlbumChoice & Pick<GalleryOutput, 'isPrivate' | GalleryItemList>;

/**
 * The signed-in person's own albums (GET /image_galleries?owner=, private ones included), for a
 * form that links one and the add-to-album dialog. `personId` undefined: not asked for.
 */
export function useOwnAlbums(personId: number | string | undefined) {
  const url = `/image_galleries?owner=${personId}&itemsPerPage=100`;
  return useQuery({
    queryKey: galleryKeys.list(url),
    enabled: personId !== undefined,
    queryFn: ({ signal }) => getJson<{ 'hydra:member': OwnAlbumChoice[] }>(url, { signal, auth: true }),
    select: (collection) => collection['hydra:member'],
  });
}

/** An album as the person's own list shows it (spec §2 My images): cover, headline, private, items. */
export type OwnAlbumCard = Pick<
  GalleryOutput,
  | '@id'
  | 'id'
  | 'headline'
  | 'translations'
  | 'isPrivate'
  | 'coverAccess'
  | 'photographs'
  | 'retrosnaps'
  | 'subGalleries'
  | 'photographComments'
>;

/**
 * Spec §2 My images 'Deine Alben': the signed-in person's albums (GET /image_galleries?owner=,
 * private ones included, so always with the token), a page at a time along `hydra:next`. Being
 * read with the token, the answers land in the worker's personal cache and open offline (sw.ts).
 * `personId` undefined: not asked for.
 */
export function useOwnAlbumPages(personId: number | string | undefined) {
  const url = personId === undefined ? null : `/image_galleries?owner=${encodeURIComponent(personId)}`;
  const query = useHydraPages<OwnAlbumCard>(galleryKeys.pages(url), url, { auth: true });
  return { ...query, albums: membersOf(query.data?.pages) };
}

// ---------------------------------------------------------------------------------------------
// Writes (spec §7): the one place the web changes albums. Every 'add to album' button, the
// album screen's owner actions and the album form go through these hooks.
// ---------------------------------------------------------------------------------------------

/** The album as its owner gets it back from a write (private albums included). */
export type OwnAlbum = GalleryOutput;

/**
 * What an album write changes: the album itself and the lists its screen shows, every album list
 * (the person's albums, the add-to-album dialog, sub-albums), the feed and search (a public album
 * is a feed item) and the map's album markers and counters.
 */
function useRefreshAlbums() {
  const queryClient = useQueryClient();
  return (album?: AlbumLists) => {
    const { photographsUrl, retrosnapsUrl, commentsUrl } = albumContentUrls(album);
    return Promise.all([
      album ? queryClient.invalidateQueries({ queryKey: galleryKeys.detail(album.id) }) : undefined,
      photographsUrl
        ? queryClient.invalidateQueries({ queryKey: photographKeys.pages(photographsUrl) })
        : undefined,
      retrosnapsUrl
        ? queryClient.invalidateQueries({ queryKey: retrosnapKeys.pages(retrosnapsUrl) })
        : undefined,
      commentsUrl ? queryClient.invalidateQueries({ queryKey: commentKeys.pages(commentsUrl) }) : undefined,
      queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
      queryClient.invalidateQueries({ queryKey: feedItemKeys.all }),
      queryClient.invalidateQueries({ queryKey: geoAggregationKeys.all }),
    ]);
  };
}

/** GET {gallery @id} fresh, with the person's token: the whole album a PUT sends back. */
export function fetchOwnAlbum(id: number, signal?: AbortSignal): Promise<OwnAlbum> {
  return getJson<OwnAlbum>(`/image_galleries/${id}`, { signal, auth: true });
}

/**
 * The album as its edit form starts from: read fresh when the form opens (a change made elsewhere
 * shows), and not read again under the open form. `id` null: not asked for.
 */
export function useOwnAlbum(id: number | null) {
  return useQuery({
    queryKey: [...galleryKeys.detail(id ?? 0), 'own'],
    enabled: id !== null,
    queryFn: ({ signal }) => fetchOwnAlbum(id ?? 0, signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 2 && !isNotFound(error),
  });
}

/**
 * Spec §7 GET /image_galleries?headline=: albums whose headline holds the typed text (public ones
 * and the person's own), asked 1000 ms after the last keystroke (spec §9).
 */
export function useAlbumHeadlineSearch(text: string) {
  const typed = useDebounced(text.trim(), DEBOUNCE_MS.gallerySearch);
  const url = `/image_galleries?${buildQuery({ headline: typed, itemsPerPage: 30 })}`;
  const query = useQuery({
    queryKey: galleryKeys.list(url),
    enabled: typed.length > 0,
    queryFn: ({ signal }) => getJson<HydraCollection<AlbumChoice>>(url, { signal }),
    select: (collection) => collection['hydra:member'],
    placeholderData: keepPreviousData,
  });
  return { ...query, pending: text.trim() !== typed || query.isFetching };
}

/** What spec §7 POST image_galleries/upload answers in `hydra:member[0]`. */
export interface AlbumCoverUpload {
  filePath: string;
  originalName: string;
  thumbnail: string;
  /** Where the uploaded picture can be seen. */
  contentUrl: string;
}

/** Spec §7 POST image_galleries/upload (multipart `file`): a cover picture for an album, not yet its cover. */
export function useUploadAlbumCover() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const answer = await requestJson<HydraCollection<AlbumCoverUpload>>('POST', '/image_galleries/upload', {
        body: form,
        auth: true,
      });
      const [uploaded] = answer['hydra:member'];
      if (!uploaded) throw new Error('The upload answered no picture');
      return uploaded;
    },
  });
}

/** Spec §7 POST image_galleries: a new album of the signed-in person (texts in the interface language). */
export function useCreateAlbum() {
  const refresh = useRefreshAlbums();
  return useMutation({
    mutationFn: (album: GalleryWriteInput) =>
      requestJson<OwnAlbum>('POST', '/image_galleries', { body: album, auth: true }),
    onSuccess: (album) => refresh(album),
  });
}

/**
 * Spec §7 PUT {gallery @id}: the whole album back with the owner's changes. The server ignores
 * `parentGalleries` and the other read-only fields of the answer, so an answer can be sent as is.
 */
export function useUpdateAlbum() {
  const refresh = useRefreshAlbums();
  return useMutation({
    mutationFn: ({ id, ...album }: GalleryWriteInput & { id: number }) =>
      requestJson<OwnAlbum>('PUT', `/image_galleries/${id}`, { body: album, auth: true }),
    onSuccess: (album) => refresh(album),
  });
}

/** Spec §7 DELETE {gallery @id}: its photographs, RetroSnaps and the comments it shows stay. */
export function useDeleteAlbum() {
  const refresh = useRefreshAlbums();
  return useMutation({
    mutationFn: (id: number) => requestJson<undefined>('DELETE', `/image_galleries/${id}`, { auth: true }),
    // Not awaited: the deleted album's screen leaves at once, instead of showing 'not found' while
    // the lists refresh behind it.
    onSuccess: () => {
      void refresh();
    },
  });
}

/** One change of an album's items, made on the album as it is now on the server. */
export type AlbumItemChange =
  | { albumId: number; add: GalleryItem }
  | { albumId: number; remove: GalleryItem }
  | { albumId: number; move: GalleryItem; toIndex: number };

function changedLists(album: GalleryItemLists, change: AlbumItemChange): GalleryItemLists {
  if ('add' in change) return withGalleryItem(album, change.add);
  if ('remove' in change) return withoutGalleryItem(album, change.remove);
  return withGalleryItemMoved(album, change.move, change.toIndex);
}

/**
 * Add, remove or move one item (spec §4 album, §5 'Adding to a gallery removes duplicates'):
 * reads the album fresh, so a change made meanwhile in another tab is kept, then PUTs it whole.
 * Answers the album as saved.
 */
export function useChangeAlbumItems() {
  const refresh = useRefreshAlbums();
  return useMutation({
    // One change after the other: each reads the album the previous one saved (quick keyboard moves).
    scope: { id: 'album-items' },
    mutationFn: async (change: AlbumItemChange) => {
      const album = await fetchOwnAlbum(change.albumId);
      const lists = changedLists(album, change);
      const thumbnailSettings =
        'remove' in change
          ? {
              ...album.thumbnailSettings,
              images: coverImagesWithout(album.thumbnailSettings.images, change.remove),
            }
          : album.thumbnailSettings;
      return requestJson<OwnAlbum>('PUT', album['@id'], {
        body: { ...album, ...lists, thumbnailSettings },
        auth: true,
      });
    },
    onSuccess: (album) => refresh(album),
  });
}
