import { describe, expect, it } from 'vitest';
import { homeView } from './home-view';

const kapellbruecke = { width: 1500, height: 971 };

/** The picture's box on screen (CSS pixels) for a home view, the way OpenSeadragon draws it. */
function shownBox(input: Parameters<typeof homeView>[0]) {
  const { zoom, center } = homeView(input);
  const scale = zoom * input.area.width;
  const aspect = input.picture.height / input.picture.width;
  const radians = (input.degrees * Math.PI) / 180;
  const corners = [
    [0, 0],
    [1, 0],
    [0, aspect],
    [1, aspect],
  ].map(([x = 0, y = 0]) => {
    const dx = x - center.x;
    const dy = y - center.y;
    return [
      input.area.width / 2 + scale * (dx * Math.cos(radians) - dy * Math.sin(radians)),
      input.area.height / 2 + scale * (dx * Math.sin(radians) + dy * Math.cos(radians)),
    ];
  });
  const xs = corners.map(([x = 0]) => x);
  const ys = corners.map(([, y = 0]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('home view of the photograph viewer', () => {
  const desktop = { width: 1280, height: 550 };

  it('fits the whole picture on a wide screen, clear of the tool column', () => {
    for (const degrees of [0, 90, 180, 270]) {
      const box = shownBox({ picture: kapellbruecke, area: desktop, insetLeft: 64, degrees });
      expect(box.left).toBeGreaterThanOrEqual(64 - 1e-6);
      expect(box.right).toBeLessThanOrEqual(1280 + 1e-6);
      expect(box.top).toBeGreaterThanOrEqual(-1e-6);
      expect(box.bottom).toBeLessThanOrEqual(550 + 1e-6);
      // It touches the free area on two opposite sides: nothing is wasted.
      const touches = Math.abs(box.top) < 1e-6 || Math.abs(box.left - 64) < 1e-6;
      expect(touches).toBe(true);
    }
  });

  it('centres the picture in the free area', () => {
    const box = shownBox({ picture: kapellbruecke, area: desktop, insetLeft: 64, degrees: 90 });
    expect((box.left + box.right) / 2).toBeCloseTo(64 + (1280 - 64) / 2, 6);
    expect((box.top + box.bottom) / 2).toBeCloseTo(275, 6);
  });

  it('enlarges a landscape picture on a phone, keeping most of its width in view', () => {
    const phone = { width: 390, height: 540 };
    const box = shownBox({ picture: kapellbruecke, area: phone, insetLeft: 0, degrees: 0 });
    expect((box.bottom - box.top) / phone.height).toBeCloseTo(0.6, 6);
    expect(390 / (box.right - box.left)).toBeGreaterThanOrEqual(0.7);
    expect((box.left + box.right) / 2).toBeCloseTo(195, 6);
  });

  it('shows a rotated landscape picture whole on a phone', () => {
    const phone = { width: 390, height: 540 };
    const box = shownBox({ picture: kapellbruecke, area: phone, insetLeft: 0, degrees: 90 });
    expect(box.left).toBeGreaterThanOrEqual(-1e-6);
    expect(box.right).toBeLessThanOrEqual(390 + 1e-6);
    expect(box.top).toBeGreaterThanOrEqual(-1e-6);
    expect(box.bottom).toBeLessThanOrEqual(540 + 1e-6);
  });

  it('never crops more than 30 % of the width on a very tall screen', () => {
    const box = shownBox({
      picture: { width: 3000, height: 1000 },
      area: { width: 390, height: 2000 },
      insetLeft: 0,
      degrees: 0,
    });
    expect(390 / (box.right - box.left)).toBeCloseTo(0.7, 6);
  });
});
