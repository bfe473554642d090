import { describe, expect, it } from 'vitest';
import {
  coverImagesWithout,
  galleryHolds,
  galleryItem,
  galleryListOf,
  withGalleryItem,
  withGalleryItemMoved,
  withoutGalleryItem,
} from './gallery-items.js';

const album = {
  photographs: ['/photographs/1', '/photographs/2', '/photographs/3'],
  retrosnaps: ['/retrosnaps/7'],
  subGalleries: [],
  photographComments: [],
};

describe('album items', () => {
  it('knows the list of each IRI and refuses what an album cannot hold', () => {
    expect(galleryListOf('/retrosnaps/4')).toBe('retrosnaps');
    expect(galleryListOf('/image_galleries/9')).toBe('subGalleries');
    expect(galleryListOf('/comments/2')).toBe('photographComments');
    expect(galleryListOf('/places/2')).toBeNull();
    expect(galleryListOf('/photographs/2x')).toBeNull();
    expect(() => galleryItem('/people/1')).toThrow();
  });

  it('adds at the end, once (spec §5: adding removes duplicates)', () => {
    const added = withGalleryItem(album, galleryItem('/photographs/9'));
    expect(added.photographs).toEqual([
      '/photographs/1',
      '/photographs/2',
      '/photographs/3',
      '/photographs/9',
    ]);
    const again = withGalleryItem(added, galleryItem('/photographs/2'));
    expect(again.photographs).toEqual(added.photographs);
    expect(galleryHolds(again, galleryItem('/photographs/9'))).toBe(true);
    expect(again.retrosnaps).toEqual(['/retrosnaps/7']);
  });

  it('removes only the item', () => {
    expect(withoutGalleryItem(album, galleryItem('/photographs/2')).photographs).toEqual([
      '/photographs/1',
      '/photographs/3',
    ]);
    expect(withoutGalleryItem(album, galleryItem('/retrosnaps/8')).retrosnaps).toEqual(['/retrosnaps/7']);
  });

  it('moves an item within its list, clamped to the ends', () => {
    expect(withGalleryItemMoved(album, galleryItem('/photographs/3'), 0).photographs).toEqual([
      '/photographs/3',
      '/photographs/1',
      '/photographs/2',
    ]);
    expect(withGalleryItemMoved(album, galleryItem('/photographs/1'), 99).photographs).toEqual([
      '/photographs/2',
      '/photographs/3',
      '/photographs/1',
    ]);
    expect(withGalleryItemMoved(album, galleryItem('/photographs/8'), 0)).toBe(album);
  });

  it('takes a removed photograph off the cover too, and nothing else', () => {
    expect(coverImagesWithout([1, 2, 3], galleryItem('/photographs/2'))).toEqual([1, 3]);
    expect(coverImagesWithout([1, 2], galleryItem('/retrosnaps/2'))).toEqual([1, 2]);
    expect(coverImagesWithout([1], galleryItem('/photographs/1'))).toEqual([]);
  });
});
