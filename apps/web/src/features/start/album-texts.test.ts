import { describe, expect, test } from 'vitest';
import { albumImagePath, albumName, albumTeaser } from './album-texts';
import type { TopAlbum } from './use-top-albums';

const album: TopAlbum = {
  id: 1,
  documentType: 'ImageGallery',
  headline: 'Luzern um 1900',
  translations: [
    { locale: 'de', name: 'Luzern um 1900', description: '<p>Brücken, Türme und Bahnhöfe.</p>' },
    { locale: 'en', name: 'Lucerne around 1900', description: '' },
  ],
  images: [{ filePath: null }, { filePath: 'demo/luzern.jpg' }],
};

describe('album texts for the start carousel', () => {
  test('the name follows the language, then German, then the headline', () => {
    expect(albumName(album, 'en')).toBe('Lucerne around 1900');
    expect(albumName(album, 'it')).toBe('Luzern um 1900');
    expect(albumName({ ...album, translations: [] }, 'en')).toBe('Luzern um 1900');
  });

  test('the teaser is plain text, cut at a word', () => {
    expect(albumTeaser(album, 'de')).toBe('Brücken, Türme und Bahnhöfe.');
    const long = { ...album, translations: [{ locale: 'de', description: 'wort '.repeat(60) }] };
    const teaser = albumTeaser(long, 'de', 40);
    expect(teaser.endsWith('…')).toBe(true);
    expect(teaser.length).toBeLessThanOrEqual(41);
  });

  test('the picture is the first image with a file', () => {
    expect(albumImagePath(album)).toBe('demo/luzern.jpg');
    expect(albumImagePath({ ...album, images: [] })).toBeNull();
  });
});
