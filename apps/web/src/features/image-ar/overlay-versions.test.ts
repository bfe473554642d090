import { describe, expect, test } from 'vitest';
import { overlayVersions } from './overlay-versions';

const photograph = { filePath: 'demo/bridge.jpg', isBlackAndWhite: true, hasColorized: true };
const retrosnaps = [{ id: 7, filePath: 'snaps/bridge-2024.jpg', dateText: '2024' }];

describe('AR overlay versions (spec §4 AR)', () => {
  test('the original first, then the colorized version and the RetroSnaps', () => {
    const versions = overlayVersions(photograph, retrosnaps);
    expect(versions.map((version) => version.key)).toEqual(['original', 'colorized', 'retrosnap-7']);
    expect(versions.map((version) => version.src)).toEqual([
      '/thumbnail/display/demo/bridge.jpg.webp',
      '/thumbnail/display/colorized.demo/bridge.jpg.webp',
      '/thumbnail/display/snaps/bridge-2024.jpg.webp',
    ]);
  });

  test('no colorized version for a colour photograph, nor without one', () => {
    expect(overlayVersions({ ...photograph, isBlackAndWhite: false }, []).map((v) => v.key)).toEqual([
      'original',
    ]);
    expect(overlayVersions({ ...photograph, hasColorized: false }, []).map((v) => v.key)).toEqual([
      'original',
    ]);
  });
});
