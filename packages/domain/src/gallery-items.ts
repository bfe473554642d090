/**
 * What an album holds, and the three changes its owner makes to it: add, remove, reorder.
 * The web sends the album back whole (spec §7 PUT {gallery @id}); these functions make the lists
 * of that body, so every 'add to album' button and the album screen's owner actions agree.
 */

/** The lists of an album that hold items, keyed as in the album's JSON-LD. */
export const GALLERY_ITEM_LISTS = [
  'photographs',
  'retrosnaps',
  'subGalleries',
  'photographComments',
] as const;
export type GalleryItemList = (typeof GALLERY_ITEM_LISTS)[number];

/** One thing in an album: which list it is in, and its IRI (`/photographs/12`). */
export interface GalleryItem {
  list: GalleryItemList;
  iri: string;
}

export type GalleryItemLists = Record<GalleryItemList, readonly string[]>;

/** The IRI prefix of each list, so an IRI alone says where it belongs. */
const LIST_OF_PREFIX: Record<string, GalleryItemList> = {
  '/photographs/': 'photographs',
  '/retrosnaps/': 'retrosnaps',
  '/image_galleries/': 'subGalleries',
  '/comments/': 'photographComments',
};

/** The album list an IRI belongs in, or null for anything an album cannot hold. */
export function galleryListOf(iri: string): GalleryItemList | null {
  for (const [prefix, list] of Object.entries(LIST_OF_PREFIX)) {
    if (iri.startsWith(prefix) && /^\d+$/.test(iri.slice(prefix.length))) return list;
  }
  return null;
}

/** The item for an IRI (`/retrosnaps/4`); throws for an IRI no album can hold. */
export function galleryItem(iri: string): GalleryItem {
  const list = galleryListOf(iri);
  if (!list) throw new Error(`An album cannot hold ${iri}`);
  return { list, iri };
}

function uniqueInOrder(iris: readonly string[]): string[] {
  return [...new Set(iris)];
}

/** Whether the album already holds the item. */
export function galleryHolds(lists: GalleryItemLists, item: GalleryItem): boolean {
  return lists[item.list].includes(item.iri);
}

/**
 * The lists with the item added at the end (spec §5 'Adding to a gallery removes duplicates':
 * an item already there stays where it is, once).
 */
export function withGalleryItem<Lists extends GalleryItemLists>(lists: Lists, item: GalleryItem): Lists {
  return { ...lists, [item.list]: uniqueInOrder([...lists[item.list], item.iri]) };
}

/** The lists without the item (nothing else moves). */
export function withoutGalleryItem<Lists extends GalleryItemLists>(lists: Lists, item: GalleryItem): Lists {
  return { ...lists, [item.list]: lists[item.list].filter((iri) => iri !== item.iri) };
}

/**
 * The lists with one item moved to `toIndex` of its own list (clamped to the list): the album
 * screen's drag and its keyboard moves.
 */
export function withGalleryItemMoved<Lists extends GalleryItemLists>(
  lists: Lists,
  item: GalleryItem,
  toIndex: number,
): Lists {
  const list = lists[item.list].filter((iri) => iri !== item.iri);
  if (list.length === lists[item.list].length) return lists;
  const index = Math.max(0, Math.min(list.length, Math.round(toIndex)));
  list.splice(index, 0, item.iri);
  return { ...lists, [item.list]: list };
}

/**
 * The cover's pictures (photograph ids of `thumbnailSettings.images`) once the item has left the
 * album: the server takes cover pictures only from the album's photographs, so a removed
 * photograph leaves the cover too. An empty choice lets the server fill the template again.
 */
export function coverImagesWithout(images: readonly number[], removed: GalleryItem): number[] {
  if (removed.list !== 'photographs') return [...images];
  return images.filter((id) => `/photographs/${id}` !== removed.iri);
}
