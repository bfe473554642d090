import { describe, expect, it } from 'vitest';
import { findRoute } from './find-route';
import { ROUTE_TABLE } from './route-table';

/** A path a person could open for a pattern: every `:param` filled with 1. */
const openable = (pattern: string) => pattern.replace(/:\w+/g, '1');

describe('the route table', () => {
  it('names each route of the table once', () => {
    const names = ROUTE_TABLE.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(ROUTE_TABLE.flatMap((entry) => entry.paths.map((path) => [entry.name, openable(path)] as const)))(
    '%s: %s opens its screen',
    (name, path) => {
      const entry = findRoute(path);
      expect(entry?.name).toBe(name);
      expect(entry?.screen).toBeTypeOf('function');
    },
  );
});
