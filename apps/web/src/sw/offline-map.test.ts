import { describe, expect, test } from 'vitest';
import { boxRequestOf, canAnswer, mergeBoxAnswers } from './offline-map';

const origin = 'https://retropics.example';
const itemsUrl = (box: string, filters = '') =>
  new URL(`/feed_items?groups[]=map&itemsPerPage=500&page=1&geoBox=${box}&cache=false${filters}`, origin);

describe('map boxes offline', () => {
  test('reads the box of marker and counter addresses, and nothing else', () => {
    expect(boxRequestOf(itemsUrl('46.1,11.0,46.6,11.6'))?.box).toEqual({
      south: 46.1,
      west: 11,
      north: 46.6,
      east: 11.6,
    });
    expect(boxRequestOf(new URL('/geo_aggregations/de/9/46.1,11.0,46.6,11.6?year=1920', origin))?.rest).toBe(
      'aggregations/de/9?year=1920',
    );
    expect(boxRequestOf(new URL('/feed_items?page=2', origin))).toBeNull();
    expect(boxRequestOf(new URL('/feed_items?geoBox=1,2,3', origin))).toBeNull();
    expect(boxRequestOf(new URL('/photographs/3', origin))).toBeNull();
  });

  test('a box is answered only from boxes with the same filters, zoom and locale that meet it', () => {
    const wanted = boxRequestOf(itemsUrl('46.2,11.1,46.5,11.5')) as NonNullable<
      ReturnType<typeof boxRequestOf>
    >;
    const near = boxRequestOf(itemsUrl('46.1,11.0,46.4,11.4'));
    const away = boxRequestOf(itemsUrl('40.0,5.0,40.5,5.5'));
    const filtered = boxRequestOf(itemsUrl('46.1,11.0,46.4,11.4', '&category=3'));
    expect(near && canAnswer(wanted, near)).toBe(true);
    expect(away && canAnswer(wanted, away)).toBe(false);
    expect(filtered && canAnswer(wanted, filtered)).toBe(false);
    const zoom9 = boxRequestOf(new URL('/geo_aggregations/de/9/46,11,47,12', origin));
    const zoom10 = boxRequestOf(new URL('/geo_aggregations/de/10/46,11,47,12', origin));
    expect(zoom9 && zoom10 && canAnswer(zoom9, zoom10)).toBe(false);
  });

  test('merges what lies inside the box, each item once', () => {
    const wanted = boxRequestOf(itemsUrl('46.0,11.0,47.0,12.0')) as NonNullable<
      ReturnType<typeof boxRequestOf>
    >;
    const merged = mergeBoxAnswers(wanted, [
      {
        'hydra:member': [
          { '@id': '/feed_items/1', geo: { lat: 46.5, lon: 11.3 } },
          { '@id': '/feed_items/2', geo: { lat: 48.1, lon: 11.3 } },
          { '@id': '/feed_items/3', geo: null },
        ],
      },
      { 'hydra:member': [{ '@id': '/feed_items/1', geo: { lat: 46.5, lon: 11.3 } }] },
      { 'hydra:member': [{ placeId: 'it-bz', geo: { lat: 46.49, lon: 11.35 } }] },
    ]);
    expect(merged['hydra:member'].map((m) => m['@id'] ?? m.placeId)).toEqual(['/feed_items/1', 'it-bz']);
    expect(merged['hydra:totalItems']).toBe(2);
  });
});
