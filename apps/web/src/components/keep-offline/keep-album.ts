import type { PhotographSummary, RetrosnapSummary } from '../../lib/entities/archive-types';
import { getJson, type HydraCollection } from '../../lib/hydra/hydra-client';
import { albumCoverUrl, thumbnailUrl } from '../../lib/media/image-urls';
import { keptAlbumCacheName } from '../../lib/offline/offline-caches';
import { offlineTileUrls } from '../../lib/offline/pyramid-tiles';
import { albumCommentsUrl, commentsUrl } from '../../lib/resources/comments';
import { type Album, albumContentUrls, type SubAlbum } from '../../lib/resources/image-galleries';
import type { Photograph } from '../../lib/resources/photographs';
import { descriptorUrl, type PyramidDescriptor, supportsWebp } from '../deep-zoom/pyramid-source';

export interface KeepProgress {
  done: number;
  total: number;
}

export interface KeepOptions {
  /** Kept with the person's token: the copy is theirs alone (cleared on sign-out). */
  personal: boolean;
  onProgress: (progress: KeepProgress) => void;
  signal: AbortSignal;
}

/** Downloads at a time: enough to keep a line busy, few enough to leave room for the screen's own. */
const PARALLEL = 4;

/** What an album's screens show of a photograph in the grid and before the deep zoom has drawn. */
const PHOTOGRAPH_SIZES = ['list', 'small', 'display'] as const;

function jsonAnswer(data: unknown): Response {
  return new Response(JSON.stringify(data), {
    headers: { 'content-type': 'application/ld+json; charset=utf-8' },
  });
}

async function inTurns(tasks: ReadonlyArray<() => Promise<void>>, signal: AbortSignal): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      signal.throwIfAborted();
      const task = tasks[next++] as () => Promise<void>;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, tasks.length) }, worker));
}

/**
 * Keeps an album for offline use (spec §2 album route): the album's API answers, each of its
 * photographs' and RetroSnaps' answers and pages, their thumbnails in the sizes the screens use
 * and the deep-zoom tiles up to a screen's size, all in the album's own cache, which the worker's
 * expiration never touches. The addresses are the ones the screens ask for (lib/resources), so
 * the worker finds them by address.
 */
export async function keepAlbumOffline(album: Album, { personal, onProgress, signal }: KeepOptions) {
  const cache = await caches.open(keptAlbumCacheName(album.id, personal));
  const progress: KeepProgress = { done: 0, total: 0 };
  const report = () => onProgress({ ...progress });

  /** One API answer, read through the one client (token, refresh) and stored under its address. */
  const keepJson = async <T>(url: string): Promise<T> => {
    progress.total++;
    report();
    const data = await getJson<T>(url, { signal });
    await cache.put(url, jsonAnswer(data));
    progress.done++;
    report();
    return data;
  };
  const keepList = async <T>(firstUrl: string | null): Promise<T[]> => {
    const members: T[] = [];
    let next: string | undefined = firstUrl ?? undefined;
    while (next) {
      const page: HydraCollection<T> = await keepJson(next);
      members.push(...page['hydra:member']);
      next = page['hydra:view']?.['hydra:next'];
    }
    return members;
  };
  const files = new Set<string>();
  const fileTasks: Array<() => Promise<void>> = [];
  /** A page or picture; one the server does not have (a missing size) is left out, not fatal. */
  const keepFile = (url: string, accept?: string) => {
    if (files.has(url)) return;
    files.add(url);
    progress.total++;
    fileTasks.push(async () => {
      const response = await fetch(url, { signal, ...(accept && { headers: { Accept: accept } }) });
      if (response.ok) await cache.put(url, response);
      progress.done++;
      report();
    });
  };
  const keepPage = (path: string) => keepFile(path, 'text/html');

  // The album and its lists, as the album screen reads them.
  const lists = albumContentUrls(album);
  await keepJson<Album>(`/image_galleries/${album.id}`);
  const [subAlbums, photographs, retrosnaps] = await Promise.all([
    keepList<SubAlbum>(lists.subAlbumsUrl),
    keepList<PhotographSummary>(lists.photographsUrl),
    keepList<RetrosnapSummary>(lists.retrosnapsUrl),
    keepList(lists.commentsUrl),
    keepList(albumCommentsUrl(album.id)),
  ]);
  keepPage(`/image_galleries/show/${album.id}`);
  keepFile(albumCoverUrl(album, 'display'));
  for (const subAlbum of subAlbums) keepFile(albumCoverUrl(subAlbum, 'list'));

  // Each photograph as the viewer reads it: its answer, comments, collection and pictures.
  const format = (await supportsWebp()) ? 'webp' : 'jpeg';
  const photographTasks = photographs.map((summary) => async () => {
    const photograph = await keepJson<Photograph>(`/photographs/${summary.id}`);
    await keepJson(commentsUrl({ photograph: summary.id }));
    if (photograph.collection) await keepJson(photograph.collection);
    keepPage(`/photographs/show/${summary.id}`);
    for (const size of PHOTOGRAPH_SIZES) keepFile(thumbnailUrl(photograph.filePath, size));
    await keepPyramid(photograph.filePath);
  });
  const keepPyramid = async (filePath: string) => {
    const url = descriptorUrl(filePath);
    const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) return; // No pyramid: the viewer shows the display thumbnail, kept above.
    const descriptor = (await response.clone().json()) as PyramidDescriptor;
    await cache.put(url, response);
    for (const tile of offlineTileUrls(descriptor, format)) keepFile(tile);
  };
  const retrosnapTasks = retrosnaps.map((summary) => async () => {
    await keepJson(`/retrosnaps/${summary.id}`);
    await keepJson(commentsUrl({ retrosnap: summary.id }));
    const historic = await keepJson<Photograph>(summary.photograph);
    keepPage(`/retrosnaps/show/${summary.id}`);
    for (const size of [...PHOTOGRAPH_SIZES, 'big'] as const) keepFile(thumbnailUrl(summary.filePath, size));
    keepFile(thumbnailUrl(historic.filePath, 'big'));
  });
  await inTurns([...photographTasks, ...retrosnapTasks], signal);
  report();
  await inTurns(fileTasks, signal);
  report();
}
