import { describe, expect, it } from 'vitest';
import { faceCropRegion, faceCropUrl } from './face-crop';

// A 1000 × 500 picture.
const face = (x: number, y: number, size: number) => ({
  filePath: 'demo/hut.jpg',
  bounding_box: [x, y, size, size] as [number, number, number, number],
  box: { x: x / 1000, y: y / 500, width: size / 1000, height: size / 500 },
});

describe('faceCropRegion', () => {
  it('is a square twice the face around its centre', () => {
    expect(faceCropRegion(face(400, 200, 50))).toEqual([0.375, 0.35, 0.1, 0.2]);
  });

  it('stays inside the picture at its edges', () => {
    expect(faceCropRegion(face(0, 0, 50))).toEqual([0, 0, 0.1, 0.2]);
    expect(faceCropRegion(face(960, 460, 40))).toEqual([0.92, 0.84, 0.08, 0.16]);
  });

  it('is at most the picture for a face nearly as big as it', () => {
    expect(faceCropRegion(face(100, 50, 400))).toEqual([0.05, 0, 0.5, 1]);
  });
});

describe('faceCropUrl', () => {
  it('asks the thumbnail for that region', () => {
    expect(faceCropUrl(face(400, 200, 50))).toBe('/thumbnail/list/demo/hut.jpg.webp?c=0.375,0.35,0.1,0.2');
  });
});
