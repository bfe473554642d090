import { afterEach, describe, expect, test } from 'vitest';
import { homePath, isRouteAvailable, registerRoutes, routePath } from './route-links';

const screen = () => Promise.resolve({});

afterEach(() => registerRoutes([]));

describe('route links', () => {
  test('only routes whose screen exists can be linked to', () => {
    registerRoutes([
      { name: 'Privacy', paths: ['/privacy'], screen },
      { name: 'HomeList', paths: ['/feed'] },
    ]);
    expect(routePath('Privacy')).toBe('/privacy');
    expect(isRouteAvailable('HomeList')).toBe(false);
    expect(routePath('HomeList')).toBeNull();
  });

  test('parameters fill the canonical pattern, encoded', () => {
    registerRoutes([
      { name: 'ImageGalleryShow', paths: ['/image_galleries/show/:id', '/x/:id/color'], screen },
    ]);
    expect(routePath('ImageGalleryShow', { id: 'a b' })).toBe('/image_galleries/show/a%20b');
    expect(() => routePath('ImageGalleryShow')).toThrow(/needs the parameter id/);
  });

  test('closing without history leads to the feed, or to / while the feed does not exist', () => {
    registerRoutes([]);
    expect(homePath()).toBe('/');
    registerRoutes([{ name: 'HomeList', paths: ['/feed'], screen }]);
    expect(homePath()).toBe('/feed');
  });
});
