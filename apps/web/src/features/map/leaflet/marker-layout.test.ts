import { describe, expect, it } from 'vitest';
import type { MapItem } from '../../../lib/resources/map';
import { fundingPercent } from './marker-icons';
import { dotRadius, layoutMarkers, MAX_PICTURE_MARKERS } from './marker-layout';

let nextId = 1;
function item(overrides: Partial<MapItem> = {}): MapItem {
  const id = nextId++;
  return {
    '@id': `/feed_items/${id}`,
    id,
    documentType: 'Photograph',
    document: `/photographs/${id}`,
    headline: `Photograph ${id}`,
    translations: [],
    images: [{ filePath: `demo/${id}.jpg`, width: 100, height: 100 }],
    thumbnail: `demo/${id}.jpg`,
    imageRatio: 1,
    computedRating: 50,
    geo: { lat: 47.05, lon: 8.3 },
    city: 'Luzern',
    fromYear: 1900,
    toYear: 1900,
    crowdfundingRequired: null,
    crowdfundingFunded: null,
    status: null,
    ...overrides,
  };
}

describe('map markers', () => {
  it('keeps pictures taken from one spot in one cluster at any zoom, best-rated first', () => {
    const low = item({ computedRating: 10 });
    const high = item({ computedRating: 90 });
    for (const zoom of [3, 12, 19]) {
      const layout = layoutMarkers([low, high], zoom);
      expect(layout.pictures).toHaveLength(1);
      const [cluster] = layout.pictures;
      expect(cluster).toMatchObject({ kind: 'cluster', count: 2 });
      if (cluster?.kind === 'cluster') {
        expect(cluster.cover.id).toBe(high.id);
        expect(layout.leaves(cluster.id).map((leaf) => leaf.id)).toEqual([high.id, low.id]);
      }
    }
  });

  it('separates pictures once zooming in parts them', () => {
    const a = item({ geo: { lat: 47.05, lon: 8.3 } });
    const b = item({ geo: { lat: 47.05, lon: 8.31 } });
    expect(layoutMarkers([a, b], 8).pictures).toHaveLength(1);
    expect(layoutMarkers([a, b], 16).pictures.map((marker) => marker.kind)).toEqual(['single', 'single']);
  });

  it('shows the best-rated pictures as thumbnails and the rest as dots; albums and collections apart', () => {
    const pictures = Array.from({ length: MAX_PICTURE_MARKERS + 20 }, (_, index) =>
      item({ computedRating: index, geo: { lat: 40 + index * 0.1, lon: 8 } }),
    );
    const album = item({ documentType: 'ImageGallery' });
    const collection = item({ documentType: 'PhotographCollection' });
    const unmapped = item({ geo: null });
    const layout = layoutMarkers([...pictures, album, collection, unmapped], 14);
    expect(layout.pictures).toHaveLength(MAX_PICTURE_MARKERS);
    expect(layout.dots).toHaveLength(20);
    expect(Math.max(...layout.dots.map((dot) => dot.computedRating))).toBeLessThan(
      Math.min(
        ...layout.pictures.map((marker) => (marker.kind === 'single' ? marker.item.computedRating : 0)),
      ),
    );
    expect(layout.albums).toEqual([album]);
    expect(layout.collections).toEqual([collection]);
  });

  it('sizes dots by rating from 3 to 6 px', () => {
    expect(dotRadius(0, 80)).toBe(3);
    expect(dotRadius(80, 80)).toBe(6);
    expect(dotRadius(40, 80)).toBe(5);
  });

  it('fills a collection donut by funded / required (spec §4), within 0–100', () => {
    expect(fundingPercent({ crowdfundingFunded: 860, crowdfundingRequired: 2400 })).toBeCloseTo(35.8, 1);
    expect(fundingPercent({ crowdfundingFunded: 6000, crowdfundingRequired: 5000 })).toBe(100);
    expect(fundingPercent({ crowdfundingFunded: 0, crowdfundingRequired: null })).toBeNull();
  });
});
