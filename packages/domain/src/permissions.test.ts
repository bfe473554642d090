import { describe, expect, it } from 'vitest';
import {
  canAddCommentToGallery,
  canDeleteCollection,
  canDeleteComment,
  canDeleteGallery,
  canEditCollection,
  canEditComment,
  canEditGallery,
  canEditInternalRating,
  canEditPhotograph,
  canEditRetrosnap,
  canRemoveFromGallery,
  canRemovePhotographFromCollection,
  canSeeInternalRating,
  hasRole,
  isCurator,
  isSignedIn,
  ROLES,
  type Viewer,
} from './permissions.js';

const owner: Viewer = { personId: 7, roles: [ROLES.user] };
const stranger: Viewer = { personId: 8, roles: [ROLES.user] };
const editor: Viewer = { personId: 9, roles: [ROLES.user, ROLES.editor] };
const admin: Viewer = { personId: 10, roles: [ROLES.user, ROLES.admin] };
const anonymous: Viewer = null;

describe('roles', () => {
  it('use the token role names', () => {
    expect(ROLES).toEqual({ user: 'ROLE_USER', editor: 'ROLE_EDITOR', admin: 'ROLE_ADMIN' });
  });

  it('recognise signed-in viewers and their roles', () => {
    expect(isSignedIn(owner)).toBe(true);
    expect(isSignedIn(anonymous)).toBe(false);
    expect(hasRole(editor, ROLES.editor)).toBe(true);
    expect(hasRole(owner, ROLES.editor)).toBe(false);
    expect(hasRole(anonymous, ROLES.user)).toBe(false);
    expect([owner, editor, admin, anonymous].map(isCurator)).toEqual([false, true, true, false]);
  });
});

describe.each([
  ['canEditGallery', canEditGallery],
  ['canDeleteGallery', canDeleteGallery],
  ['canRemoveFromGallery', canRemoveFromGallery],
  ['canEditCollection', canEditCollection],
  ['canRemovePhotographFromCollection', canRemovePhotographFromCollection],
])('%s', (_name, policy) => {
  it('allows the owner only', () => {
    expect(policy(owner, { ownerId: 7 })).toBe(true);
    expect(policy(stranger, { ownerId: 7 })).toBe(false);
    expect(policy(anonymous, { ownerId: 7 })).toBe(false);
  });

  it('gives editors and admins no extra right', () => {
    expect(policy(editor, { ownerId: 7 })).toBe(false);
    expect(policy(admin, { ownerId: 7 })).toBe(false);
  });

  it('allows nobody on an unowned resource', () => {
    expect(policy(owner, { ownerId: null })).toBe(false);
    expect(policy(owner, { ownerId: undefined })).toBe(false);
  });
});

describe('canDeleteCollection', () => {
  it('allows the owner while the collection is New', () => {
    expect(canDeleteCollection(owner, { ownerId: 7, status: 0 })).toBe(true);
  });

  it('refuses from status 1 on, even to the owner', () => {
    for (const status of [1, 2, 3, 4, 5])
      expect(canDeleteCollection(owner, { ownerId: 7, status })).toBe(false);
  });

  it('refuses others', () => {
    expect(canDeleteCollection(stranger, { ownerId: 7, status: 0 })).toBe(false);
    expect(canDeleteCollection(admin, { ownerId: 7, status: 0 })).toBe(false);
    expect(canDeleteCollection(anonymous, { ownerId: 7, status: 0 })).toBe(false);
  });
});

describe.each([
  ['canEditComment', canEditComment],
  ['canDeleteComment', canDeleteComment],
  ['canEditRetrosnap', canEditRetrosnap],
])('%s', (_name, policy) => {
  it('allows the author only', () => {
    expect(policy(owner, { authorId: 7 })).toBe(true);
    expect(policy(stranger, { authorId: 7 })).toBe(false);
    expect(policy(admin, { authorId: 7 })).toBe(false);
    expect(policy(anonymous, { authorId: 7 })).toBe(false);
    expect(policy(owner, { authorId: null })).toBe(false);
  });
});

describe('canAddCommentToGallery', () => {
  const box = { x: 1, y: 2, width: 3, height: 4, degrees: 0 };

  it('allows the author of a comment with a box', () => {
    expect(canAddCommentToGallery(owner, { authorId: 7, box })).toBe(true);
    expect(canAddCommentToGallery(owner, { authorId: 7, box: [1, 2, 3, 4, 0] })).toBe(true);
  });

  it('refuses a comment without a box', () => {
    expect(canAddCommentToGallery(owner, { authorId: 7, box: null })).toBe(false);
    expect(canAddCommentToGallery(owner, { authorId: 7, box: undefined })).toBe(false);
  });

  it('refuses anyone but the author', () => {
    expect(canAddCommentToGallery(stranger, { authorId: 7, box })).toBe(false);
    expect(canAddCommentToGallery(anonymous, { authorId: 7, box })).toBe(false);
  });
});

describe('internal rating', () => {
  it('is seen and edited by editors and admins only', () => {
    for (const policy of [canSeeInternalRating, canEditInternalRating]) {
      expect([owner, editor, admin, anonymous].map(policy)).toEqual([false, true, true, false]);
    }
  });
});

describe('canEditPhotograph', () => {
  it("allows the owner of the photograph's collection", () => {
    expect(canEditPhotograph(owner, { collectionOwnerId: 7 })).toBe(true);
    expect(canEditPhotograph(stranger, { collectionOwnerId: 7 })).toBe(false);
  });

  it('allows editors and admins on any photograph', () => {
    expect(canEditPhotograph(editor, { collectionOwnerId: 7 })).toBe(true);
    expect(canEditPhotograph(admin, { collectionOwnerId: null })).toBe(true);
  });

  it('refuses visitors and everyone on a photograph outside a collection', () => {
    expect(canEditPhotograph(anonymous, { collectionOwnerId: 7 })).toBe(false);
    expect(canEditPhotograph(owner, { collectionOwnerId: null })).toBe(false);
  });
});
