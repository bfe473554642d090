import { describe, expect, it } from 'vitest';
import {
  canAddCommentToGallery,
  canAddPhotographVersions,
  canAddScansToCollection,
  canAdministerOrders,
  canAnswerFaceSuggestions,
  canChangeRoles,
  canCreateOrder,
  canCreateRetrosnap,
  canDeleteCollection,
  canDeleteComment,
  canDeletePhotograph,
  canDeleteRetrosnap,
  canDismissFace,
  canDownloadQrPoster,
  canEditCollection,
  canEditComment,
  canEditGallery,
  canEditMention,
  canEditOrder,
  canEditPerson,
  canEditPhotograph,
  canEditRetrosnap,
  canManageAccount,
  canManageAnnouncements,
  canManageCollectionWorkflow,
  canManageOrganizations,
  canManagePushSubscription,
  canNestGallery,
  canReportComment,
  canSeeCollection,
  canSeeComment,
  canSeeGallery,
  canSeeInternalRating,
  canSeeOrder,
  canSendNewsletter,
  canSetInternalRating,
  canUseEditorsDesk,
  canVoteOnComment,
  hasRole,
  isCurator,
  isSignedIn,
  ROLES,
  type Viewer,
} from './permissions.js';

const owner: Viewer = { personId: 7, userId: 70, roles: [ROLES.user] };
const stranger: Viewer = { personId: 8, userId: 80, roles: [ROLES.user] };
const editor: Viewer = { personId: 9, userId: 90, roles: [ROLES.user, ROLES.editor] };
const admin: Viewer = { personId: 10, userId: 100, roles: [ROLES.user, ROLES.admin] };
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

describe('canManageAccount', () => {
  it('allows the account holder only, whatever their roles', () => {
    expect(canManageAccount(owner, { userId: 70 })).toBe(true);
    expect([stranger, editor, admin, anonymous].map((v) => canManageAccount(v, { userId: 70 }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses a viewer whose account is not known', () => {
    expect(canManageAccount({ personId: 7, roles: [ROLES.user] }, { userId: 70 })).toBe(false);
  });
});

describe('canChangeRoles', () => {
  it('allows admins on other accounts only', () => {
    expect(canChangeRoles(admin, { userId: 70 })).toBe(true);
    expect(canChangeRoles(admin, { userId: 100 })).toBe(false);
    expect([owner, editor, anonymous].map((v) => canChangeRoles(v, { userId: 80 }))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe.each([
  ['canEditPerson', canEditPerson],
  ['canManagePushSubscription', canManagePushSubscription],
])('%s', (_name, policy) => {
  it('allows the person only, whatever the roles of others', () => {
    expect(policy(owner, { personId: 7 })).toBe(true);
    expect([stranger, editor, admin, anonymous].map((v) => policy(v, { personId: 7 }))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('canSeeGallery', () => {
  it('shows a public album to everyone', () => {
    for (const viewer of [owner, stranger, anonymous]) {
      expect(canSeeGallery(viewer, { ownerId: 7, isPrivate: false })).toBe(true);
    }
  });

  it('shows a private album to its owner and admins only', () => {
    const album = { ownerId: 7, isPrivate: true };
    expect([owner, admin, stranger, editor, anonymous].map((v) => canSeeGallery(v, album))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(canSeeGallery(owner, { ownerId: null, isPrivate: true })).toBe(false);
  });
});

describe('canSeeComment', () => {
  it('keeps a private note on a photograph for its author alone, admins included', () => {
    const note = { authorId: 7, isPrivate: true, photographId: 3 };
    expect([owner, admin, stranger, editor, anonymous].map((v) => canSeeComment(v, note))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
  });

  it('shows a private comment to its author and admins only', () => {
    const feedback = { authorId: 7, isPrivate: true };
    expect([owner, admin, stranger, editor, anonymous].map((v) => canSeeComment(v, feedback))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(canSeeComment(anonymous, { authorId: 7, isPrivate: false })).toBe(true);
  });
});

describe('comment author rules', () => {
  const comment = { authorId: 7, isPrivate: false };

  it('lets only the author edit, whatever the roles of others', () => {
    expect([owner, stranger, editor, admin, anonymous].map((v) => canEditComment(v, comment))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(canEditComment(owner, { authorId: null })).toBe(false);
  });

  it('lets the author delete, and editors and admins for moderation', () => {
    expect([owner, stranger, editor, admin, anonymous].map((v) => canDeleteComment(v, comment))).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('lets every signed-in person vote on what they can see', () => {
    expect([owner, stranger, editor, admin, anonymous].map((v) => canVoteOnComment(v, comment))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    const note = { authorId: 7, isPrivate: true };
    expect([owner, stranger, editor].map((v) => canVoteOnComment(v, note))).toEqual([true, false, false]);
  });

  it('adds a boxed comment to an album only by its author and into their own album', () => {
    const boxed = { authorId: 7, box: { x: 0.1, y: 0.1, width: 0.2, height: 0.2, degrees: 0 } };
    const own = { comment: boxed, gallery: { ownerId: 7 } };
    expect(canAddCommentToGallery(owner, own)).toBe(true);
    expect([stranger, editor, admin, anonymous].map((v) => canAddCommentToGallery(v, own))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(
      canAddCommentToGallery(owner, { comment: { authorId: 7, box: null }, gallery: { ownerId: 7 } }),
    ).toBe(false);
    expect(canAddCommentToGallery(owner, { comment: boxed, gallery: { ownerId: 8 } })).toBe(false);
    // The album owner cannot pull someone else's comment into their album either.
    expect(canAddCommentToGallery(stranger, { comment: boxed, gallery: { ownerId: 8 } })).toBe(false);
  });
});

describe('internal rating', () => {
  it('is seen by editors and admins only', () => {
    expect([owner, editor, admin, anonymous].map(canSeeInternalRating)).toEqual([false, true, true, false]);
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

describe('albums', () => {
  const owner = { personId: 7, roles: [ROLES.user] };
  const stranger = { personId: 8, roles: [ROLES.user] };
  const editor = { personId: 9, roles: [ROLES.user, ROLES.editor] };
  const admin = { personId: 10, roles: [ROLES.user, ROLES.admin] };

  it('lets only the owner change or delete an album, whatever the roles of others', () => {
    const album = { ownerId: 7 };
    expect([owner, stranger, editor, admin, null].map((v) => canEditGallery(v, album))).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(canEditGallery(owner, { ownerId: null })).toBe(false);
  });

  it('nests public albums and the own private ones, never a private album of someone else', () => {
    const foreignPrivate = { ownerId: 8, isPrivate: true };
    expect(canNestGallery(owner, { ownerId: 8, isPrivate: false })).toBe(true);
    expect(canNestGallery(owner, { ownerId: 7, isPrivate: true })).toBe(true);
    expect([owner, admin, editor, null].map((v) => canNestGallery(v, foreignPrivate))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('canEditMention', () => {
  it('lets the person who named someone, editors and admins change or remove them', () => {
    const mention = { createdById: 7 };
    expect([owner, stranger, editor, admin, anonymous].map((v) => canEditMention(v, mention))).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
  });

  it('leaves a person whose namer is gone to the curators', () => {
    expect(canEditMention(owner, { createdById: null })).toBe(false);
    expect(canEditMention(editor, { createdById: null })).toBe(true);
  });
});

describe('face suggestions and detected faces', () => {
  it('asks every signed-in person about suggested faces, nobody signed out', () => {
    expect([owner, stranger, editor, admin, anonymous].map(canAnswerFaceSuggestions)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('leaves dismissing a detected face to editors and admins', () => {
    expect([owner, stranger, editor, admin, anonymous].map(canDismissFace)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('collections', () => {
  const collection = { ownerId: 7 };
  it('are edited and given scans by their owner and curators, nobody else', () => {
    for (const can of [canEditCollection, canAddScansToCollection]) {
      expect(can(owner, collection)).toBe(true);
      expect(can(editor, collection)).toBe(true);
      expect(can(admin, collection)).toBe(true);
      expect(can(stranger, collection)).toBe(false);
      expect(can(anonymous, collection)).toBe(false);
      expect(can(stranger, { ownerId: null })).toBe(false);
    }
  });

  it('are seen at status New by their owner and curators only, later by everyone', () => {
    for (const viewer of [owner, editor, admin])
      expect(canSeeCollection(viewer, { ownerId: 7, status: 0 })).toBe(true);
    expect(canSeeCollection(stranger, { ownerId: 7, status: 0 })).toBe(false);
    expect(canSeeCollection(anonymous, { ownerId: 7, status: 0 })).toBe(false);
    expect(canSeeCollection(anonymous, { ownerId: null, status: 0 })).toBe(false);
    for (const status of [1, 2, 3, 4, 5])
      expect(canSeeCollection(anonymous, { ownerId: 7, status })).toBe(true);
  });

  it('are deleted at status New only, by the same people', () => {
    expect(canDeleteCollection(owner, { ownerId: 7, status: 0 })).toBe(true);
    expect(canDeleteCollection(editor, { ownerId: 7, status: 0 })).toBe(true);
    for (const status of [1, 2, 3, 4, 5]) {
      expect(canDeleteCollection(owner, { ownerId: 7, status })).toBe(false);
      expect(canDeleteCollection(admin, { ownerId: 7, status })).toBe(false);
    }
    expect(canDeleteCollection(stranger, { ownerId: 7, status: 0 })).toBe(false);
  });

  it('move through their statuses, and organizations and sponsors are managed, by curators only', () => {
    for (const can of [canManageCollectionWorkflow, canManageOrganizations]) {
      expect(can(editor)).toBe(true);
      expect(can(admin)).toBe(true);
      expect(can(owner)).toBe(false);
      expect(can(anonymous)).toBe(false);
    }
  });
});

describe('photograph curation', () => {
  it('deletes as it edits: collection owner and curators', () => {
    expect(canDeletePhotograph(owner, { collectionOwnerId: 7 })).toBe(true);
    expect(canDeletePhotograph(editor, { collectionOwnerId: null })).toBe(true);
    expect(canDeletePhotograph(stranger, { collectionOwnerId: 7 })).toBe(false);
  });

  it('sets the internal rating for curators only, not for the owner', () => {
    expect(canSetInternalRating(editor)).toBe(true);
    expect(canSetInternalRating(admin)).toBe(true);
    expect(canSetInternalRating(owner)).toBe(false);
  });
});

describe('RetroSnap policies', () => {
  const author = { personId: 1, roles: ['ROLE_USER'] };
  const other = { personId: 2, roles: ['ROLE_USER'] };
  const curator = { personId: 3, roles: ['ROLE_USER', 'ROLE_EDITOR'] };
  const chief = { personId: 4, roles: ['ROLE_USER', 'ROLE_ADMIN'] };
  const snap = { authorId: 1 };

  it('lets every signed-in person take one, nobody signed out', () => {
    expect([author, other, curator, null].map((viewer) => canCreateRetrosnap(viewer))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('lets only the author edit or delete, whatever the roles of others', () => {
    for (const policy of [canEditRetrosnap, canDeleteRetrosnap]) {
      expect([author, other, curator, chief, null].map((viewer) => policy(viewer, snap))).toEqual([
        true,
        false,
        false,
        false,
        false,
      ]);
      expect(policy(author, { authorId: null })).toBe(false);
    }
  });
});

describe('order policies', () => {
  const buyer = { personId: 1, roles: ['ROLE_USER'] };
  const other = { personId: 2, roles: ['ROLE_USER'] };
  const curator = { personId: 3, roles: ['ROLE_USER', 'ROLE_EDITOR'] };
  const chief = { personId: 4, roles: ['ROLE_USER', 'ROLE_ADMIN'] };
  const order = { ownerId: 1 };

  it('lets every signed-in person order, nobody signed out', () => {
    expect([buyer, other, curator, null].map((viewer) => canCreateOrder(viewer))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('shows and changes an order for its buyer and admins only, not for editors', () => {
    for (const policy of [canSeeOrder, canEditOrder]) {
      expect([buyer, other, curator, chief, null].map((viewer) => policy(viewer, order))).toEqual([
        true,
        false,
        false,
        true,
        false,
      ]);
      expect(policy(buyer, { ownerId: null })).toBe(false);
    }
  });

  it('leaves the order desk (all orders, admin edit, CSV, transfer received) to admins', () => {
    expect([buyer, curator, chief, null].map((viewer) => canAdministerOrders(viewer))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
});

describe('the team side: desk, announcements, newsletter, QR posters, comment reports', () => {
  it('opens the desk and its tools to editors and admins only', () => {
    for (const policy of [
      canUseEditorsDesk,
      canManageAnnouncements,
      canSendNewsletter,
      canDownloadQrPoster,
      canAddPhotographVersions,
    ]) {
      expect([owner, stranger, editor, admin, anonymous].map((viewer) => policy(viewer))).toEqual([
        false,
        false,
        true,
        true,
        false,
      ]);
    }
  });

  it('lets any signed-in person but the author report a comment', () => {
    const comment = { authorId: owner?.personId };
    expect([owner, stranger, editor, anonymous].map((viewer) => canReportComment(viewer, comment))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(canReportComment(stranger, { authorId: null })).toBe(true);
  });
});
