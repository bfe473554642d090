import { hasRole, ROLES, type Viewer } from '@retropics/domain/permissions';
import { type AnyColumn, eq, or, type SQL, sql } from 'drizzle-orm';

/**
 * `canSeeGallery` of `@retropics/domain/permissions` as a condition on an album row, for the lists
 * that filter by album (its sub-albums, photographs, RetroSnaps, comments): public albums for
 * everyone, a private one for its owner and admins. The feed and share previews do not use it:
 * they are the same for every viewer and never show a private album.
 */
export function galleryVisibleTo(viewer: Viewer, gallery: { isPrivate: AnyColumn; ownerId: AnyColumn }): SQL {
  if (hasRole(viewer, ROLES.admin)) return sql`true`;
  if (!viewer) return eq(gallery.isPrivate, false);
  return or(eq(gallery.isPrivate, false), eq(gallery.ownerId, viewer.personId)) as SQL;
}
