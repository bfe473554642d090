/**
 * Who may do what (spec §6), declared once as policies.
 *
 * The server checks these before every write and every read that depends on the viewer; the web
 * app calls the same predicates only to hide buttons a viewer could not use. Keeping both on one
 * definition means a button is never shown for an action the server would refuse, nor hidden for
 * one it allows.
 *
 * Each policy takes the viewer and only the fields of the resource it needs (e.g. `{ ownerId }`),
 * so it works equally on a database row, an API response or a form's state.
 *
 * Recipe for a new write route (see apps/server/src/modules/auth/auth.policy.ts):
 *   1. add the predicate here, with a unit test in permissions.test.ts;
 *   2. declare `preHandler: requireUser` on the route (or `optionalUser` for a read that depends
 *      on the viewer) and call `authorize(user, canX, resource)` in the module's service;
 *   3. add one line to the policy table of the module's API test (`policyTable` of
 *      apps/server/src/test/policy.ts): it proves signed-out 401, stranger 403, owner 2xx.
 * A predicate arrives together with the route that enforces it: the server's
 * `policy-coverage.test.ts` fails for a predicate no server source imports.
 */

export const ROLES = {
  user: 'ROLE_USER',
  editor: 'ROLE_EDITOR',
  admin: 'ROLE_ADMIN',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/**
 * The person acting, from their token (`person_id`, `roles`, and the account `id` where the
 * caller knows it); `null` when not signed in.
 */
export type Viewer = { personId: number; roles: readonly string[]; userId?: number } | null;

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
// Accounts and people. The web app only ever shows a user their own account.
// ---------------------------------------------------------------------------------------------

/** A user's account (e-mail, preferences, password, deletion) is theirs alone; roles do not widen it. */
export function canManageAccount(viewer: Viewer, account: { userId: number }): boolean {
  return viewer?.userId !== undefined && viewer.userId === account.userId;
}

/** Display name and avatar belong to the person signed in as them. */
export function canEditPerson(viewer: Viewer, person: { personId: number }): boolean {
  return isPerson(viewer, person.personId);
}

/** Roles are handed out by admins only, and an admin cannot take their own admin role away. */
export function canChangeRoles(viewer: Viewer, account: { userId: number }): boolean {
  return hasRole(viewer, ROLES.admin) && viewer?.userId !== account.userId;
}

/** A browser's push subscription reaches one person; only they may change or end it. */
export function canManagePushSubscription(
  viewer: Viewer,
  subscription: { personId: number | null | undefined },
): boolean {
  return isPerson(viewer, subscription.personId);
}

// ---------------------------------------------------------------------------------------------
// Private things: visible to their owner or author and to admins, to nobody else anywhere.
// ---------------------------------------------------------------------------------------------

/** A private album is its owner's; admins see it to answer for what the server holds. */
export function canSeeGallery(viewer: Viewer, gallery: Owned & { isPrivate: boolean }): boolean {
  return !gallery.isPrivate || isPerson(viewer, gallery.ownerId) || hasRole(viewer, ROLES.admin);
}

/** Private comments (feedback, bug reports) are read by their author and the operators. */
export type CommentSubjectIds = {
  photographId?: number | null;
  retrosnapId?: number | null;
  imageGalleryId?: number | null;
};

/**
 * A private comment is its author's alone when it is about a picture or an album (spec §6: a
 * private note). Feedback and bug reports are private comments about nothing in the archive:
 * the admins who answer them read them too.
 */
export function canSeeComment(
  viewer: Viewer,
  comment: Authored & { isPrivate: boolean } & CommentSubjectIds,
): boolean {
  if (!comment.isPrivate || isPerson(viewer, comment.authorId)) return true;
  const aboutSubject = Boolean(comment.photographId || comment.retrosnapId || comment.imageGalleryId);
  return !aboutSubject && hasRole(viewer, ROLES.admin);
}

// ---------------------------------------------------------------------------------------------
// Comments (spec §6 'Comment author'). Writing one needs only a sign-in and a subject the viewer
// can see; what follows concerns a comment that exists.
// ---------------------------------------------------------------------------------------------

/** Only the author changes their words, box, category or albums; roles do not widen it. */
export function canEditComment(viewer: Viewer, comment: Authored): boolean {
  return isPerson(viewer, comment.authorId);
}

/** The author removes their comment; editors and admins may remove any, to moderate. */
export function canDeleteComment(viewer: Viewer, comment: Authored): boolean {
  return isPerson(viewer, comment.authorId) || isCurator(viewer);
}

/** One vote per signed-in person on any comment they can see (their own included). */
export function canVoteOnComment(
  viewer: Viewer,
  comment: Authored & { isPrivate: boolean } & CommentSubjectIds,
): boolean {
  return isSignedIn(viewer) && canSeeComment(viewer, comment);
}

/**
 * 'Add comment to gallery': a marked area (a comment with a box) becomes an item of an album —
 * by the comment's author, into an album of their own. Nobody else's words land in an album, and
 * nobody fills someone else's album.
 */
export function canAddCommentToGallery(
  viewer: Viewer,
  entry: { comment: Authored & { box: unknown }; gallery: Owned },
): boolean {
  return (
    isPerson(viewer, entry.comment.authorId) &&
    entry.comment.box !== null &&
    entry.comment.box !== undefined &&
    isPerson(viewer, entry.gallery.ownerId)
  );
}

// ---------------------------------------------------------------------------------------------
// Albums (spec §6 'Owner': album edit, delete, remove-from-album)
// ---------------------------------------------------------------------------------------------

/**
 * An album is changed and deleted by its owner alone; roles do not widen it, because an album is
 * a person's own selection, not part of the curated archive.
 */
export function canEditGallery(viewer: Viewer, gallery: Owned): boolean {
  return isPerson(viewer, gallery.ownerId);
}

/**
 * An album may be placed inside one of the viewer's albums when it is public or their own:
 * someone else's private album stays out of sight, also for an admin who could read it.
 */
export function canNestGallery(viewer: Viewer, child: Owned & { isPrivate: boolean }): boolean {
  return isSignedIn(viewer) && (!child.isPrivate || isPerson(viewer, child.ownerId));
}

// ---------------------------------------------------------------------------------------------
// Collections (spec §6 'Owner': collection edit/delete and removing photographs; issue 16).
// Reporting one needs no sign-in at all; what follows concerns a collection that exists.
// ---------------------------------------------------------------------------------------------

/**
 * A collection's texts, years, place and licence are edited by its owner and by editors and
 * admins, who prepare every collection for the archive.
 */
export function canEditCollection(viewer: Viewer, collection: Owned): boolean {
  return isPerson(viewer, collection.ownerId) || isCurator(viewer);
}

/**
 * A collection in status New (0) is a report the team has not looked at yet: its owner and the
 * curators see it, nobody else (not in lists, the feed, the map or the search either).
 */
export function canSeeCollection(viewer: Viewer, collection: Owned & { status: number }): boolean {
  return collection.status !== 0 || canEditCollection(viewer, collection);
}

/**
 * Deleting is offered at status New (0) only (spec §4): once a collection collects money or holds
 * scans, supporters and the archive depend on it, and nobody deletes it, a curator neither.
 */
export function canDeleteCollection(viewer: Viewer, collection: Owned & { status: number }): boolean {
  return collection.status === 0 && canEditCollection(viewer, collection);
}

/**
 * Moving a collection between statuses, and setting its crowdfunding goal, funded amount, perks,
 * organization and sponsors, is the team's work: editors and admins, not the owner.
 */
export function canManageCollectionWorkflow(viewer: Viewer): boolean {
  return isCurator(viewer);
}

/**
 * Scans are added to a collection by its owner or a curator (the browser upload), and the same
 * people take a photograph out of it.
 */
export function canAddScansToCollection(viewer: Viewer, collection: Owned): boolean {
  return canEditCollection(viewer, collection);
}

/** Organizations and sponsors are part of the curated archive: editors and admins manage them. */
export function canManageOrganizations(viewer: Viewer): boolean {
  return isCurator(viewer);
}

// ---------------------------------------------------------------------------------------------
// Photographs and RetroSnaps
// ---------------------------------------------------------------------------------------------

/** The internal rating steers curation and is not for the public. */
export function canSeeInternalRating(viewer: Viewer): boolean {
  return isCurator(viewer);
}

/**
 * Only editors and admins set the internal rating (spec §6): a collection's owner who edits their
 * photograph and sends one is refused for that field.
 */
export function canSetInternalRating(viewer: Viewer): boolean {
  return isCurator(viewer);
}

/**
 * The photographs of a collection belong to its owner: they add scans to it and edit them;
 * curators may do both for any photograph. `collectionOwnerId` is null for a photograph outside
 * any collection (or a collection nobody owns), which only curators handle.
 */
export function canEditPhotograph(
  viewer: Viewer,
  photograph: { collectionOwnerId: number | null | undefined },
): boolean {
  return isCurator(viewer) || isPerson(viewer, photograph.collectionOwnerId);
}

/** Deleting a photograph (it goes back to its collection, spec §4) is for the same people as editing it. */
export function canDeletePhotograph(
  viewer: Viewer,
  photograph: { collectionOwnerId: number | null | undefined },
): boolean {
  return canEditPhotograph(viewer, photograph);
}

// ---------------------------------------------------------------------------------------------
// RetroSnaps (spec §6 'RetroSnap author'). Taking one needs a sign-in and a photograph the viewer
// can see; what follows concerns a RetroSnap that exists.
// ---------------------------------------------------------------------------------------------

/** Any signed-in person may repeat a photograph they can see with their camera. */
export function canCreateRetrosnap(viewer: Viewer): boolean {
  return isSignedIn(viewer);
}

/** Only the author changes a RetroSnap's text and alignment (issue 17); roles do not widen it. */
export function canEditRetrosnap(viewer: Viewer, retrosnap: Authored): boolean {
  return isPerson(viewer, retrosnap.authorId);
}

/** Only the author deletes a RetroSnap (issue 17: the server refuses everyone else). */
export function canDeleteRetrosnap(viewer: Viewer, retrosnap: Authored): boolean {
  return isPerson(viewer, retrosnap.authorId);
}

// ---------------------------------------------------------------------------------------------
// People in the pictures (spec §3 'Mention'). Naming someone on a picture needs only a sign-in
// and a photograph the viewer can see; what follows concerns a person who has been named.
// ---------------------------------------------------------------------------------------------

/**
 * A named person's name, description, parents and crop are changed, and the person removed, by
 * whoever named them first or by editors and admins, who look after the archive's people.
 */
export function canEditMention(viewer: Viewer, mention: { createdById: number | null | undefined }): boolean {
  return isPerson(viewer, mention.createdById) || isCurator(viewer);
}

// ---------------------------------------------------------------------------------------------
// Faces found by the detector (issue 15). A detected face is a suggestion, never a fact.
// ---------------------------------------------------------------------------------------------

/**
 * 'Is this also …?': the faces suggested for a person are shown to signed-in people, and each of
 * them answers for themselves (a yes marks the person there under their name).
 */
export function canAnswerFaceSuggestions(viewer: Viewer): boolean {
  return isSignedIn(viewer);
}

/**
 * A detection that is no face (a stone, a pattern, a hat) is dismissed by a curator; it is kept,
 * with who dismissed it, and no longer drawn or suggested.
 */
export function canDismissFace(viewer: Viewer): boolean {
  return isCurator(viewer);
}

// ---------------------------------------------------------------------------------------------
// Orders (issue 18; spec §6: a person sees and changes only their own orders and addresses;
// admins all). Money follows the same rule: no role but admin touches someone else's order.
// ---------------------------------------------------------------------------------------------

/** Backing a collection or ordering prints needs a sign-in (spec §4 'Perk selection'). */
export function canCreateOrder(viewer: Viewer): boolean {
  return isSignedIn(viewer);
}

/** An order, its items, addresses and payment are seen by the person who placed it, and admins. */
export function canSeeOrder(viewer: Viewer, order: Owned): boolean {
  return isPerson(viewer, order.ownerId) || hasRole(viewer, ROLES.admin);
}

/** Checkout, the cart's items and cancelling: the person who placed the order, or an admin. */
export function canEditOrder(viewer: Viewer, order: Owned): boolean {
  return isPerson(viewer, order.ownerId) || hasRole(viewer, ROLES.admin);
}

/**
 * 'Admin EDIT', every order in one list, the CSV export and 'bank transfer received': admins only,
 * editors included out (they curate pictures, not money).
 */
export function canAdministerOrders(viewer: Viewer): boolean {
  return hasRole(viewer, ROLES.admin);
}

// ---------------------------------------------------------------------------------------------
// The team's side (issue 19): what arrives from visitors, and what the team says to everyone.
// ---------------------------------------------------------------------------------------------

/**
 * The editors' desk: feedback, bug reports, contact messages, reported collections and comments,
 * with who marked each done. Editors and admins; everyone else is refused by the server.
 */
export function canUseEditorsDesk(viewer: Viewer): boolean {
  return isCurator(viewer);
}

/** Announcements in the feed (create, change, delete, read their click counts): editors and admins. */
export function canManageAnnouncements(viewer: Viewer): boolean {
  return isCurator(viewer);
}

/** A mailing to every confirmed newsletter subscriber: editors and admins. */
export function canSendNewsletter(viewer: Viewer): boolean {
  return isCurator(viewer);
}

/** The printable QR poster of a photograph, for a plaque at the real place: editors and admins. */
export function canDownloadQrPoster(viewer: Viewer): boolean {
  return isCurator(viewer);
}

/**
 * Reporting a comment to the team: any signed-in person but its author (who can delete it
 * instead). Seeing the comment at all is checked by the comment's own read policy.
 */
export function canReportComment(viewer: Viewer, comment: Authored): boolean {
  return isSignedIn(viewer) && !isPerson(viewer, comment.authorId);
}

// ---------------------------------------------------------------------------------------------
// Other versions of a photograph (issue 20): colorized sides, depth map, recorded narration.
// ---------------------------------------------------------------------------------------------

/**
 * Adding, painting over and removing a photograph's colorized versions, depth map and recorded
 * narrations: editors and admins, who answer for how the archive presents a picture. A
 * collection's owner edits texts and places, not these.
 */
export function canAddPhotographVersions(viewer: Viewer): boolean {
  return isCurator(viewer);
}
