import type { RouteName } from '../../lib/routing/route-links';

/**
 * The spec §2 routes whose screen is not built yet: each shows the NotFound page until the issue
 * that builds it. This is the one list of them. The route table reads it (an entry named here may
 * not have a `screen`, every other entry must have one, so the compiler holds the two together) and
 * so do the tests (route-table.test.ts, e2e shell.test.ts): building a screen means giving its
 * route-table entry a `screen` and taking its name out of this list.
 */
export const UNBUILT_ROUTES = [] as const satisfies readonly RouteName[];

export type UnbuiltRouteName = (typeof UNBUILT_ROUTES)[number];
export type BuiltRouteName = Exclude<RouteName, UnbuiltRouteName>;

export function isUnbuiltRoute(name: RouteName): name is UnbuiltRouteName {
  return (UNBUILT_ROUTES as readonly RouteName[]).includes(name);
}
