import { describe, expect, it } from 'vitest';
import { commentActions, viewerOfToken } from './comment-rights';

const byMaria = { author: { '@id': '/people/2', name: 'Maria Huber', pictureUrl: '3' } };

describe('what a reader may do with a comment (spec §6)', () => {
  it('lets the author edit and delete', () => {
    const author = viewerOfToken({ person_id: 2, roles: ['ROLE_USER'] });
    expect(commentActions(author, byMaria)).toEqual({ edit: true, delete: true });
  });

  it('lets editors and admins delete, not edit, the words of others', () => {
    const editor = viewerOfToken({ person_id: 9, roles: ['ROLE_USER', 'ROLE_EDITOR'] });
    expect(commentActions(editor, byMaria)).toEqual({ edit: false, delete: true });
  });

  it('gives strangers, visitors and comments without an author nothing', () => {
    const stranger = viewerOfToken({ person_id: '5', roles: ['ROLE_USER'] });
    expect(commentActions(stranger, byMaria)).toEqual({ edit: false, delete: false });
    expect(commentActions(viewerOfToken(null), byMaria)).toEqual({ edit: false, delete: false });
    expect(commentActions(stranger, { author: null })).toEqual({ edit: false, delete: false });
  });

  it('reads no person from a token without one', () => {
    expect(viewerOfToken({ username: 'x' })).toBeNull();
  });
});
