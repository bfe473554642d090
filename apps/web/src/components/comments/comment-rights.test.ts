import { describe, expect, it } from 'vitest';
import { commentActions, viewerOfToken } from './comment-rights';

const byMaria = { author: { '@id': '/people/2', name: 'Maria Huber', pictureUrl: '3' } };

describe('what a reader may do with a comment (spec §6)', () => {
  it('lets the author edit and delete', () => {
    const author = viewerOfToken({ person_id: 2, roles: ['ROLE_USER'] });
    expect(commentActions(author, byMaria)).toEqual({ edit: true, delete: true, report: false });
  });

  it('lets editors and admins delete, not edit, the words of others', () => {
    const editor = viewerOfToken({ person_id: 9, roles: ['ROLE_USER', 'ROLE_EDITOR'] });
    expect(commentActions(editor, byMaria)).toEqual({ edit: false, delete: true, report: true });
  });

  it('lets signed-in strangers report, and gives visitors nothing (they are asked to sign in)', () => {
    const stranger = viewerOfToken({ person_id: '5', roles: ['ROLE_USER'] });
    expect(commentActions(stranger, byMaria)).toEqual({ edit: false, delete: false, report: true });
    expect(commentActions(viewerOfToken(null), byMaria)).toEqual({
      edit: false,
      delete: false,
      report: false,
    });
    expect(commentActions(stranger, { author: null })).toEqual({ edit: false, delete: false, report: true });
  });

  it('reads no person from a token without one', () => {
    expect(viewerOfToken({ username: 'x' })).toBeNull();
  });
});
