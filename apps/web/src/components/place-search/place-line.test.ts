import { describe, expect, it } from 'vitest';
import { placeLine } from './place-line';

const bern = { name: 'Bern', addressLocality: 'Bern', addressRegion: 'Bern', addressCountry: 'Schweiz' };

describe('placeLine', () => {
  it('tells a region from the town of the same name', () => {
    expect(placeLine({ ...bern, type: 'locality' }, 'Ort')).toBe('Schweiz');
    expect(placeLine({ ...bern, addressLocality: null, type: 'region' }, 'Region')).toBe('Region · Schweiz');
  });

  it('names town, region and country once each, in that order', () => {
    expect(
      placeLine(
        {
          name: 'Lauben',
          type: 'street',
          addressLocality: 'Meran',
          addressRegion: 'Trentino-Südtirol',
          addressCountry: 'Italien',
        },
        'Strasse',
      ),
    ).toBe('Strasse · Meran, Trentino-Südtirol, Italien');
    expect(
      placeLine(
        {
          name: 'Merano',
          type: 'locality',
          addressLocality: 'Merano',
          addressRegion: null,
          addressCountry: 'Italien',
        },
        'Ort',
      ),
    ).toBe('Italien');
  });
});
