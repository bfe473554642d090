import { hasRole, ROLES, type Viewer } from '@retropics/domain/permissions';
import { HttpError } from '../../hydra/hydra-errors.js';
import type { AuthUser } from './access-token.service.js';

/**
 * The server's side of spec §6. Every write route calls `authorize` in its service with one of
 * the predicates of `@retropics/domain/permissions` (the web app uses the same ones to hide
 * buttons), after `requireUser` has made sure somebody is signed in:
 *
 *   authorize(user, canEditGallery, { ownerId: gallery.ownerId });
 *
 * A refusal is a 403 hydra:Error, whatever the reason, so a stranger learns nothing about the
 * resource beyond what the public read API already shows.
 */

export const ACCESS_DENIED = 'Access Denied.';

export function viewerOf(user: AuthUser | null): Viewer {
  return user ? { personId: user.personId, roles: user.roles } : null;
}

export function authorize<Resource>(
  user: AuthUser | null,
  predicate: (viewer: Viewer, resource: Resource) => boolean,
  resource: Resource,
): void {
  if (!predicate(viewerOf(user), resource)) throw new HttpError(403, ACCESS_DENIED);
}

// Account rules the domain package has no predicate for, because the web app never needs them:
// it only ever shows a user their own account.

/** A user's account (e-mail, preferences, password, deletion) is theirs alone; roles do not widen it. */
export function canManageAccount(user: AuthUser | null, account: { userId: number }): boolean {
  return user !== null && user.id === account.userId;
}

/** Display name and avatar belong to the person signed in as them. */
export function canEditPerson(user: AuthUser | null, person: { personId: number }): boolean {
  return user !== null && user.personId === person.personId;
}

/** Roles are handed out by admins only, and an admin cannot take their own admin role away. */
export function canChangeRoles(user: AuthUser | null, account: { userId: number }): boolean {
  return hasRole(viewerOf(user), ROLES.admin) && user?.id !== account.userId;
}

export function ensure(allowed: boolean): void {
  if (!allowed) throw new HttpError(403, ACCESS_DENIED);
}
