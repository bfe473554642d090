import type { Viewer } from '@retropics/domain/permissions';
import { HttpError } from '../../hydra/hydra-errors.js';
import type { AuthUser } from './access-token.service.js';

/**
 * The server's side of spec §6: the one check behind every write and every read that depends on
 * the viewer. The predicates live in `@retropics/domain/permissions`, shared with the web app.
 *
 * Recipe for a new write route:
 *   1. declare the sign-in need on the route: `preHandler: requireUser` (auth.hooks.ts);
 *   2. in the module's service, load the resource and call `authorize(user, canX, resource)`
 *      with a predicate of `@retropics/domain/permissions` (add it there if it is new);
 *   3. add one line to the policy table of the module's API test (`policyTable` of
 *      `src/test/policy.ts`): it proves signed-out 401, stranger 403 and owner 2xx.
 * A write that needs nobody signed in (registration, sign-in…) is listed with its reason in
 * `policy-coverage.test.ts`, which fails for any other write route without `requireUser` and
 * for any predicate of the domain that no server source calls.
 *
 * A read that depends on the viewer (private albums, private comments, curators' fields) declares
 * `preHandler: optionalUser`, which marks the answer `Cache-Control: private` for a signed-in
 * viewer, and calls `authorizeRead`: what a viewer may not see answers 404, as if it did not
 * exist, so a stranger cannot even learn that a private album is there.
 *
 * A refused write is a 403 hydra:Error 'Access Denied.', whatever the reason, also for an id
 * that does not exist, so a stranger learns nothing beyond what the public read API shows.
 */

const ACCESS_DENIED = 'Access Denied.';

export const accessDenied = () => new HttpError(403, ACCESS_DENIED);

export function viewerOf(user: AuthUser | null): Viewer {
  return user ? { personId: user.personId, userId: user.id, roles: user.roles } : null;
}

/** Refuses (403) unless `predicate` allows the user on `resource`. */
export function authorize<Resource>(
  user: AuthUser | null,
  predicate: (viewer: Viewer, resource: Resource) => boolean,
  resource: Resource,
): void {
  if (!predicate(viewerOf(user), resource)) throw accessDenied();
}

/** Answers `hidden` (a 404) unless `predicate` lets the viewer see `resource`. */
export function authorizeRead<Resource>(
  user: AuthUser | null,
  predicate: (viewer: Viewer, resource: Resource) => boolean,
  resource: Resource,
  hidden: () => HttpError,
): void {
  if (!predicate(viewerOf(user), resource)) throw hidden();
}

/** Whether the viewer may: for reads that show more or less of a resource rather than refuse it. */
export function allows<Resource>(
  user: AuthUser | null,
  predicate: (viewer: Viewer, resource: Resource) => boolean,
  resource: Resource,
): boolean {
  return predicate(viewerOf(user), resource);
}
