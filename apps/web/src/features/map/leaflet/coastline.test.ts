import { describe, expect, it } from 'vitest';
import { coastParts, continuousRing } from './coastline';

describe('coastParts', () => {
  it('keeps a coast that crosses no cut whole', () => {
    const coast = [
      [8, 46],
      [9, 46.5],
      [10, 46],
    ];
    expect(coastParts([coast])).toEqual([coast]);
  });

  it('cuts out the edges along the antimeridian and the South Pole', () => {
    const antarctica = [
      [170, -70],
      [180, -72],
      [180, -90],
      [-180, -90],
      [-180, -72],
      [-170, -71],
    ];
    expect(coastParts([antarctica])).toEqual([
      [
        [170, -70],
        [180, -72],
      ],
      [
        [-180, -72],
        [-170, -71],
      ],
    ]);
  });

  it('cuts a step across half the world', () => {
    expect(
      coastParts([
        [
          [179, 66],
          [179.5, 66.2],
          [-179.5, 66.1],
          [-179, 66],
        ],
      ]),
    ).toEqual([
      [
        [179, 66],
        [179.5, 66.2],
      ],
      [
        [-179.5, 66.1],
        [-179, 66],
      ],
    ]);
  });
});

describe('continuousRing', () => {
  it('carries a ring across the antimeridian instead of back across the world', () => {
    const wrangel = [
      [179, 71],
      [-179, 71.5],
      [-179, 70.8],
      [179, 70.9],
      [179, 71],
    ];
    expect(continuousRing(wrangel)).toEqual([
      [179, 71],
      [181, 71.5],
      [181, 70.8],
      [179, 70.9],
      [179, 71],
    ]);
  });

  it('leaves a ring around the pole as it is', () => {
    const antarctica = [
      [-180, -80],
      [0, -70],
      [180, -80],
      [-180, -80],
    ];
    expect(continuousRing(antarctica)).toEqual(antarctica);
  });
});
