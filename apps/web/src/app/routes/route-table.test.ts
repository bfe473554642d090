import { describe, expect, it } from 'vitest';
import { findRoute } from './find-route';
import { ROUTE_TABLE } from './route-table';
import { isUnbuiltRoute, UNBUILT_ROUTES } from './unbuilt-routes';

/** A path a person could open for a pattern: every `:param` filled with 1. */
const openable = (pattern: string) => pattern.replace(/:\w+/g, '1');

const unbuilt = ROUTE_TABLE.filter((entry) => isUnbuiltRoute(entry.name));
const built = ROUTE_TABLE.filter((entry) => !isUnbuiltRoute(entry.name));

describe('routes without a screen (unbuilt-routes.ts)', () => {
  it('names each route of the table once', () => {
    const names = ROUTE_TABLE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(unbuilt.map((entry) => entry.name).sort()).toEqual([...UNBUILT_ROUTES].sort());
  });

  it.each(unbuilt.flatMap((entry) => entry.paths.map((path) => [entry.name, openable(path)])))(
    '%s: %s shows NotFound',
    (_name, path) => {
      expect(findRoute(path)).toBeUndefined();
    },
  );

  it.each(built.flatMap((entry) => entry.paths.map((path) => [entry.name, openable(path)] as const)))(
    '%s: %s opens its screen',
    (name, path) => {
      const entry = findRoute(path);
      expect(entry?.name).toBe(name);
      expect(entry?.screen).toBeTypeOf('function');
    },
  );
});
