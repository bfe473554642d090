import { describe, expect, it } from 'vitest';
import { scanStep, stepForPath } from './short-url-scan.js';

const origin = 'https://retropics.example';

describe('short URL scan (spec §4)', () => {
  it('resolves a short URL of ours by its code', () => {
    expect(scanStep(`${origin}/s/Ab3_-x9Z`, { origin, currentPath: '/scan' })).toEqual({
      kind: 'resolve',
      code: 'Ab3_-x9Z',
    });
  });

  it('replaces the route for another AR view and stays on the same one', () => {
    expect(stepForPath('/image-ar/7?utm_source=plaque', '/image-ar/3')).toEqual({
      kind: 'replace',
      path: '/image-ar/7?utm_source=plaque',
    });
    expect(stepForPath('/image-ar/7', '/image-ar/7')).toEqual({ kind: 'stay' });
  });

  it('navigates to any other address of ours, with its query', () => {
    expect(
      scanStep(`${origin}/image_galleries/show/5?utm_medium=qr`, { origin, currentPath: '/scan' }),
    ).toEqual({ kind: 'navigate', path: '/image_galleries/show/5?utm_medium=qr' });
    expect(scanStep(`${origin}/image-ar/2`, { origin, currentPath: '/scan' })).toEqual({
      kind: 'replace',
      path: '/image-ar/2',
    });
  });

  it('never opens codes of other sites or other schemes', () => {
    expect(scanStep('https://evil.example/s/abc', { origin, currentPath: '/scan' }).kind).toBe('foreign');
    expect(scanStep('javascript:alert(1)', { origin, currentPath: '/scan' }).kind).toBe('foreign');
    expect(scanStep('WIFI:S:home;T:WPA;P:secret;;', { origin, currentPath: '/scan' }).kind).toBe('foreign');
  });
});
