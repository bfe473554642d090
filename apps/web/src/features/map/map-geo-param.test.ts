import { describe, expect, it } from 'vitest';
import { LINKED_SPOT_ZOOM, parseGeoParam } from './map-geo-param';

describe('/map/{geo} (spec §2 MapShowGeo)', () => {
  it('reads lat,lon as the centre of a spot', () => {
    expect(parseGeoParam('46.4983,11.3548')).toEqual({
      kind: 'centre',
      lat: 46.4983,
      lon: 11.3548,
      zoom: LINKED_SPOT_ZOOM,
    });
    expect(parseGeoParam('46.5; 11.35')).toMatchObject({ kind: 'centre', lat: 46.5, lon: 11.35 });
  });

  it('reads four numbers as the box south,west,north,east', () => {
    expect(parseGeoParam('45.6,9.6,47.4,13.1')).toEqual({
      kind: 'box',
      south: 45.6,
      west: 9.6,
      north: 47.4,
      east: 13.1,
    });
  });

  it('ignores what is not a place on earth', () => {
    for (const value of [
      undefined,
      '',
      'bozen',
      '46.5',
      '46.5,11,3',
      '91,10',
      '46,181',
      '47,10,46,11',
      '1,2,3,4,5',
    ]) {
      expect(parseGeoParam(value), String(value)).toBeNull();
    }
  });
});
