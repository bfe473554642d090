import { describe, expect, it } from 'vitest';
import type { Category } from '../../lib/resources/categories';
import { originCounts } from './album-screen';
import { attributeRows } from './components/additional-data';
import { truncateAtWord } from './components/truncated-text';

describe('originCounts (places-of-origin line)', () => {
  it('counts towns, most first, ignoring photographs without a place', () => {
    const towns = ['Luzern', 'Kriens', 'Luzern', null, 'Luzern', 'Kriens', 'Ebikon'].map((town) => ({
      town,
    }));
    expect(originCounts(towns)).toEqual([
      { town: 'Luzern', count: 3 },
      { town: 'Kriens', count: 2 },
      { town: 'Ebikon', count: 1 },
    ]);
  });
});

describe('truncateAtWord (album text, 100 characters)', () => {
  it('keeps short text and cuts long text at a word boundary with an ellipsis', () => {
    expect(truncateAtWord('kurz', 100)).toBe('kurz');
    const long = 'Brücken Türme und Bahnhöfe '.repeat(8);
    const cut = truncateAtWord(long, 100);
    expect(cut.length).toBeLessThanOrEqual(101);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe(' ');
  });
});

describe('attributeRows (additional data)', () => {
  const building: Category = {
    '@id': '/categories/2',
    id: 2,
    name: 'Gebäude',
    isForGalleries: true,
    isForPhotographs: true,
    isForComments: true,
    translations: [
      {
        locale: 'de',
        name: 'Gebäude',
        attributesDefinition: [
          { code: 'name', name: 'Name', type: 'Text' },
          { code: 'location', name: 'Standort', type: 'Location' },
        ],
      },
    ],
  };

  it('labels attributes by the definitions of the album categories, in either shape, leaving out empty values', () => {
    const flat = attributeRows(
      { name: 'Wasserturm', location: { lat: 47, lon: 8 }, empty: '' },
      [building],
      ['/categories/2'],
      'de',
    );
    expect(flat.map((row) => [row.label, row.type])).toEqual([
      ['Name', 'Text'],
      ['Standort', 'Location'],
    ]);
    const grouped = attributeRows({ '/categories/2': { name: 'Wasserturm' } }, [building], [], 'de');
    expect(grouped).toEqual([{ code: 'name', label: 'Name', type: 'Text', value: 'Wasserturm' }]);
  });
});
