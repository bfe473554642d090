import { idOfIri } from '../hydra/iri';
import { type RouteName, routePath } from './route-links';

const SHOW_ROUTES: Readonly<Record<string, RouteName>> = {
  photographs: 'PhotographShow',
  retrosnaps: 'RetrosnapShow',
  image_galleries: 'ImageGalleryShow',
  photograph_collections: 'PhotographCollectionShow',
  organizations: 'OrganizationShow',
};

/** Show routes with a colorized variant (`…/color`, spec §2 route table). */
const WITH_COLOR: ReadonlySet<RouteName> = new Set(['PhotographShow', 'RetrosnapShow', 'ImageGalleryShow']);

export interface DocumentLinkOptions {
  /** Open the colorized variant (the 'show colorized' setting). */
  color?: boolean;
  /** Open a photograph (or RetroSnap) at one of its comments. */
  commentId?: number;
}

/**
 * The screen that shows a document, from its IRI (`/photographs/12` → `/photographs/show/12`), or
 * null while that screen does not exist, so that nothing links to the NotFound page. Variants
 * follow the route table's patterns: `/color`, `/{commentId}`, `/color/{commentId}` for
 * photographs, and `/{commentId}/color` for albums.
 */
export function documentPath(iri: string, options: DocumentLinkOptions = {}): string | null {
  const [, collection] = /^\/([a-z_]+)\/\d+$/.exec(iri) ?? [];
  const route = collection ? SHOW_ROUTES[collection] : undefined;
  if (!route) return null;
  const base = routePath(route, { id: idOfIri(iri) });
  if (!base) return null;
  const color = options.color === true && WITH_COLOR.has(route);
  const comment = options.commentId !== undefined ? `/${options.commentId}` : '';
  if (route === 'ImageGalleryShow') return `${base}${comment}${color ? '/color' : ''}`;
  return `${base}${color ? '/color' : ''}${comment}`;
}
