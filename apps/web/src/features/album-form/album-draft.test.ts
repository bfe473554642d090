import { ATTRIBUTE_MESSAGES } from '@retropics/domain/contracts/category-attributes.contract';
import { GALLERY_MESSAGES, type GalleryOutput } from '@retropics/domain/contracts/image-gallery.contract';
import { categoryFilter, daterangeFilter, placeFilter, textFilter } from '@retropics/domain/search-filters';
import { describe, expect, it } from 'vitest';
import texts from '../../locales/de/album-form.json';
import {
  albumBody,
  draftFromSearch,
  draftOfAlbum,
  draftWithItem,
  fieldOfPath,
  newAlbumDraft,
  placeErrors,
} from './album-draft';
import { messageKey, UPLOAD_MESSAGES } from './album-messages';

const building = { code: 'built', name: 'Baujahr', type: 'Number' } as const;

describe('album draft', () => {
  it('starts a new album with the defaults of the spec and, from ?item=, holding that item', () => {
    const draft = newAlbumDraft();
    expect([draft.fromYear, draft.toYear, draft.isPrivate, draft.cover.useTemplate]).toEqual([
      '1850',
      '1980',
      false,
      true,
    ]);
    expect(draftWithItem(draft, '/photographs/12').photographs).toEqual(['/photographs/12']);
    expect(draftWithItem(draft, '/retrosnaps/4').retrosnaps).toEqual(['/retrosnaps/4']);
    // Nothing an album cannot hold.
    expect(draftWithItem(draft, '/people/3')).toBe(draft);
  });

  it('fills the fields a search says something about and keeps the search', () => {
    const draft = draftFromSearch([
      textFilter('Bahnhof'),
      categoryFilter({ id: 3, name: 'Gebäude' }),
      placeFilter('ch.lu.luzern', 'Luzern'),
      daterangeFilter(1890, 1920),
    ]);
    expect(draft.headline).toBe('Bahnhof');
    expect(draft.categories).toEqual(['/categories/3']);
    expect(draft.place).toEqual({ iri: null, key: 'CH.LU.LUZERN', label: 'Luzern' });
    expect([draft.fromYear, draft.toYear]).toEqual(['1890', '1920']);
    expect(draft.searchParameters).toBe(
      'text=Bahnhof&categories%5B%5D=3&place=CH.LU.LUZERN&daterange=1890-1920',
    );
    expect(draftFromSearch([]).searchParameters).toBeNull();
  });

  it('sends what the contract accepts: the place by key or IRI, years as numbers, no upload with a template', () => {
    const draft = {
      ...newAlbumDraft(),
      headline: ' Trams ',
      place: { iri: null, key: 'IT.17.MERANO', label: 'Meran' },
      categories: ['/categories/2'],
      attributes: { built: '1908' },
      cover: {
        useTemplate: true,
        template: 2,
        images: [5, 6],
        upload: { filePath: 'a.jpeg', originalName: 'a.jpg', previewUrl: '/x' },
      },
    };
    const checked = albumBody(draft, [building]);
    expect(checked.errors).toBeNull();
    expect(checked.body).toMatchObject({
      place: { placeId: 'IT.17.MERANO' },
      categoryAttributes: { built: 1908 },
      fromYear: 1850,
      toYear: 1980,
      thumbnail: null,
      thumbnailSettings: { useTemplate: true, template: 2, images: [5, 6], originalName: null },
    });
    const uploaded = albumBody({ ...draft, cover: { ...draft.cover, useTemplate: false } }, [building]);
    expect(uploaded.body).toMatchObject({
      thumbnail: 'a.jpeg',
      thumbnailSettings: { useTemplate: false, images: [], originalName: 'a.jpg' },
    });
    expect(albumBody({ ...draft, place: { iri: '/places/4', key: null, label: 'x' } }, []).body?.place).toBe(
      '/places/4',
    );
  });

  it('names each refused field with the contract’s message, nothing sent', () => {
    const checked = albumBody(
      { ...newAlbumDraft(), headline: '  ', fromYear: '1950', toYear: '1900', attributes: { built: 'alt' } },
      [building],
    );
    expect(checked.body).toBeNull();
    expect(placeErrors(checked.errors ?? {})).toEqual({
      headline: GALLERY_MESSAGES.headlineRequired,
      toYear: GALLERY_MESSAGES.yearsReversed,
      'categoryAttributes.built': ATTRIBUTE_MESSAGES.number,
    });
    const outOfRange = albumBody({ ...newAlbumDraft(), headline: 'x', fromYear: '1700', toYear: '' }, []);
    expect(outOfRange.errors).toMatchObject({
      fromYear: GALLERY_MESSAGES.year,
      toYear: GALLERY_MESSAGES.year,
    });
  });

  it('shows server violations beside their fields', () => {
    expect(fieldOfPath('categories.0')).toBe('categories');
    expect(fieldOfPath('categoryAttributes')).toBe('categories');
    expect(fieldOfPath('categoryAttributes.born')).toBe('categoryAttributes.born');
    expect(fieldOfPath('subGalleries.1')).toBe('subGalleries');
    expect(fieldOfPath('thumbnailSettings.images.0')).toBe('cover');
    expect(fieldOfPath('file')).toBe('cover');
    expect(fieldOfPath('photographs.0')).toBe('_error');
  });

  it('reads a saved album back, its uploaded cover included', () => {
    const album = {
      '@id': '/image_galleries/7',
      id: 7,
      headline: 'Meran',
      description: '',
      text: '<h2>Kurhaus</h2>',
      isPrivate: true,
      place: { '@id': '/places/4', name: 'Meran' },
      categories: ['/categories/2'],
      categoryAttributes: { built: 1908 },
      fromYear: 1900,
      toYear: 1930,
      searchParameters: null,
      photographs: ['/photographs/1'],
      retrosnaps: [],
      subGalleries: ['/image_galleries/3'],
      photographComments: [],
      thumbnail: 'cover.jpeg',
      coverAccess: 'access=abc',
      thumbnailSettings: { useTemplate: false, template: 1, images: [], originalName: 'mein.jpg' },
      titleAlreadyInImage: true,
    } as unknown as GalleryOutput;
    const draft = draftOfAlbum(album, 'Meran, Südtirol');
    expect(draft).toMatchObject({
      place: { iri: '/places/4', key: null, label: 'Meran, Südtirol' },
      attributes: { built: '1908' },
      fromYear: '1900',
      cover: {
        useTemplate: false,
        upload: {
          filePath: 'cover.jpeg',
          originalName: 'mein.jpg',
          previewUrl: '/image_galleries/cover.jpeg/display.jpeg?access=abc',
        },
      },
      subGalleries: ['/image_galleries/3'],
    });
    expect(albumBody(draft, [building]).body).toMatchObject({ place: '/places/4', isPrivate: true });
  });
});

describe('album messages', () => {
  const textOf = (key: string): unknown =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

  it('has a text for every message of the album, attribute and upload contracts', () => {
    const messages = [
      ...Object.values(GALLERY_MESSAGES),
      ...Object.values(ATTRIBUTE_MESSAGES),
      ...Object.values(UPLOAD_MESSAGES),
    ];
    for (const message of messages) {
      const key = messageKey(message);
      expect(key, message).toBeDefined();
      expect(typeof textOf(key ?? ''), message).toBe('string');
    }
  });
});
