import {
  canDeleteComment,
  canEditComment,
  canReportComment,
  type Viewer,
} from '@retropics/domain/permissions';
import type { TokenData } from '../../lib/auth/session-store';
import { idOfOptionalIri } from '../../lib/hydra/iri';
import type { PictureComment } from '../../lib/resources/comments';

/** The person reading, from their token's claims; null for a visitor. */
export function viewerOfToken(user: TokenData | null): Viewer {
  const personId = Number(user?.person_id);
  if (!user || !Number.isInteger(personId) || personId <= 0) return null;
  return { personId, roles: user.roles ?? [] };
}

/**
 * Which of a comment's actions the reader gets (spec §6 'Comment author', issue 19 'report'): the
 * same policies the server enforces, so no button offers what the server would refuse.
 */
export function commentActions(
  viewer: Viewer,
  comment: Pick<PictureComment, 'author'>,
): { edit: boolean; delete: boolean; report: boolean } {
  const authorId = idOfOptionalIri(comment.author?.['@id']);
  return {
    edit: canEditComment(viewer, { authorId }),
    delete: canDeleteComment(viewer, { authorId }),
    report: canReportComment(viewer, { authorId }),
  };
}
