import { matchPath } from 'react-router';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const routable = ROUTE_TABLE.filter((entry) => entry.screen);

/** The route-table entry of a path among the screens that exist; undefined means NotFound. */
export function findRoute(pathname: string): RouteEntry | undefined {
  return routable.find((entry) => entry.paths.some((path) => matchPath(path, pathname) !== null));
}
