/**
 * Who may do what (spec §6), declared once as policies.
 *
 * The server checks these before every write and refuses otherwise; the web app calls the same
 * predicates only to hide buttons a viewer could not use. Keeping both on one definition means a
 * button is never shown for an action the server would refuse, nor hidden for one it allows.
 *
 * Each policy takes the viewer and only the fields of the resource it needs (e.g. `{ ownerId }`),
 * so it works equally on a database row, an API response or a form's state.
 */

export const ROLES = {
  user: 'ROLE_USER',
  editor: 'ROLE_EDITOR',
  admin: 'ROLE_ADMIN',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** The person acting, from their token (`person_id`, `roles`); `null` when not signed in. */
export type Viewer = { personId: number; roles: readonly string[] } | null;

/** Owner reference of a resource; `null` or absent for resources nobody owns. */
type Owned = { ownerId: number | null | undefined };
type Authored = { authorId: number | null | undefined };

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export function isSignedIn(viewer: Viewer): viewer is NonNullable<Viewer> {
  return viewer !== null;
}

export function hasRole(viewer: Viewer, role: Role): boolean {
  return viewer?.roles.includes(role) ?? false;
}

/** Editors and admins curate the archive; the spec gives both the same extra rights. */
export function isCurator(viewer: Viewer): boolean {
  return hasRole(viewer, ROLES.editor) || hasRole(viewer, ROLES.admin);
}

/** The viewer is the given person. An unknown person (null) is nobody's, not everybody's. */
function isPerson(viewer: Viewer, personId: number | null | undefined): boolean {
  return viewer !== null && personId !== null && personId !== undefined && viewer.personId === personId;
}

// ---------------------------------------------------------------------------------------------
// Albums (image galleries). Only the owner; the spec gives curators no rights on albums.
// ---------------------------------------------------------------------------------------------

export function canEditGallery(viewer: Viewer, gallery: Owned): boolean {
  return isPerson(viewer, gallery.ownerId);
}

export function canDeleteGallery(viewer: Viewer, gallery: Owned): boolean {
  return isPerson(viewer, gallery.ownerId);
}

/** Removing an item from an album is editing the album, so it belongs to the album's owner. */
export function canRemoveFromGallery(viewer: Viewer, gallery: Owned): boolean {
  return isPerson(viewer, gallery.ownerId);
}

// ---------------------------------------------------------------------------------------------
// Photograph collections
// ---------------------------------------------------------------------------------------------

export function canEditCollection(viewer: Viewer, collection: Owned): boolean {
  return isPerson(viewer, collection.ownerId);
}

/**
 * Only a collection that is still New (status 0) can be deleted: from Crowdfunding on, people
 * have contributed money or the archive has worked on the originals.
 */
export function canDeleteCollection(viewer: Viewer, collection: Owned & { status: number }): boolean {
  return isPerson(viewer, collection.ownerId) && collection.status === 0;
}

export function canRemovePhotographFromCollection(viewer: Viewer, collection: Owned): boolean {
  return isPerson(viewer, collection.ownerId);
}

// ---------------------------------------------------------------------------------------------
// Comments and RetroSnaps
// ---------------------------------------------------------------------------------------------

export function canEditComment(viewer: Viewer, comment: Authored): boolean {
  return isPerson(viewer, comment.authorId);
}

export function canDeleteComment(viewer: Viewer, comment: Authored): boolean {
  return isPerson(viewer, comment.authorId);
}

/**
 * Only a comment that marks a rectangle can go into an album: the album shows the marked section,
 * and a comment on the whole picture has none.
 */
export function canAddCommentToGallery(viewer: Viewer, comment: Authored & { box: unknown }): boolean {
  return isPerson(viewer, comment.authorId) && comment.box !== null && comment.box !== undefined;
}

export function canEditRetrosnap(viewer: Viewer, retrosnap: Authored): boolean {
  return isPerson(viewer, retrosnap.authorId);
}

// ---------------------------------------------------------------------------------------------
// Photographs
// ---------------------------------------------------------------------------------------------

/** The internal rating steers curation and is not for the public. */
export function canSeeInternalRating(viewer: Viewer): boolean {
  return isCurator(viewer);
}

export function canEditInternalRating(viewer: Viewer): boolean {
  return isCurator(viewer);
}

/**
 * A photograph belongs to the owner of its collection; curators may edit any photograph.
 * `collectionOwnerId` is null for a photograph outside any collection.
 */
export function canEditPhotograph(
  viewer: Viewer,
  photograph: { collectionOwnerId: number | null | undefined },
): boolean {
  return isCurator(viewer) || isPerson(viewer, photograph.collectionOwnerId);
}
