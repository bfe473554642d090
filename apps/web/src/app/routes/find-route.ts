import { matchPath } from 'react-router';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

/** The route-table entry of a path; undefined means NotFound. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return ROUTE_TABLE.find((entry) => entry.paths.some((path) => matchPath(path, pathname) !== null));
}
