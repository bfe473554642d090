import {
  DESK_MARK_KIND,
  type DeskCountsOutput,
  type DeskItem,
  type DeskKind,
  type DeskListQuery,
  type DeskMarkBody,
} from '@retropics/domain/contracts/editors-desk.contract';
import { canUseEditorsDesk } from '@retropics/domain/permissions';
import { PNG_DATA_URL_PREFIX } from '@retropics/domain/validation';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { type Page, toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize } from '../auth/auth.policy.js';
import {
  deskItemIri,
  presentBugReport,
  presentCollectionReport,
  presentCommentReport,
  presentContactMessage,
  presentFeedback,
  presentMark,
} from './editors-desk.presenter.js';
import type { EditorsDeskRepository } from './editors-desk.repository.js';

const PAGE_SIZE = 20;

/**
 * The editors' desk: every call is the curators' (`canUseEditorsDesk`), checked before anything
 * is looked up, so nobody else learns even how many items there are.
 */
export function createEditorsDeskService(repository: EditorsDeskRepository) {
  async function members(
    kind: DeskKind,
    query: DeskListQuery,
  ): Promise<{ members: DeskItem[]; total: number; page: Page }> {
    const page = toPage(query, PAGE_SIZE);
    switch (kind) {
      case 'feedback': {
        const { rows, total } = await repository.feedbackPage(query.state, page);
        return { members: rows.map(presentFeedback), total, page };
      }
      case 'bugReports': {
        const { rows, total } = await repository.bugReportPage(query.state, page);
        return { members: rows.map(presentBugReport), total, page };
      }
      case 'contactMessages': {
        const { rows, total } = await repository.contactMessagePage(query.state, page);
        return { members: rows.map(presentContactMessage), total, page };
      }
      case 'collectionReports': {
        const { rows, total } = await repository.collectionReportPage(query.state, page);
        return { members: rows.map(presentCollectionReport), total, page };
      }
      case 'commentReports': {
        const { rows, total } = await repository.commentReportPage(query.state, page);
        const reports = await repository.reportsOf(rows.map((row) => row.id));
        return { members: rows.map((row) => presentCommentReport(row, reports)), total, page };
      }
    }
  }

  return {
    /** GET /editors_desk: the open items per list. */
    async counts(user: AuthUser): Promise<DeskCountsOutput> {
      authorize(user, canUseEditorsDesk, null);
      return { '@id': '/editors_desk', '@type': 'EditorsDesk', open: await repository.openCounts() };
    },

    /** GET /editors_desk/{kind}: one page, newest first, open or done ones or all. */
    async list(user: AuthUser, kind: DeskKind, query: DeskListQuery, requestUrl: string) {
      authorize(user, canUseEditorsDesk, null);
      const { members: items, total, page } = await members(kind, query);
      return hydraCollection({ type: 'DeskItem', requestUrl, members: items, totalItems: total, page });
    },

    /** PUT /editors_desk/{kind}/{id}/done: done by the signed-in curator now, or open again. */
    async mark(user: AuthUser, kind: DeskKind, id: number, body: DeskMarkBody) {
      authorize(user, canUseEditorsDesk, null);
      const markKind = DESK_MARK_KIND[kind];
      if (!(await repository.exists(markKind, id))) throw notFound('Desk item');
      if (body.done) await repository.markDone(markKind, id, user.personId);
      else await repository.markOpen(markKind, id);
      return {
        '@context': '/contexts/DeskItem',
        '@id': deskItemIri(kind, id),
        ...presentMark(await repository.markOfItem(markKind, id)),
      };
    },

    /** GET /editors_desk/bugReports/{id}/screenshot.png: the PNG bytes of the report's screenshot. */
    async screenshot(user: AuthUser, id: number): Promise<Buffer> {
      authorize(user, canUseEditorsDesk, null);
      const dataUrl = await repository.bugReportScreenshot(id);
      if (!dataUrl?.startsWith(PNG_DATA_URL_PREFIX)) throw notFound('Screenshot');
      return Buffer.from(dataUrl.slice(PNG_DATA_URL_PREFIX.length), 'base64');
    },
  };
}

export type EditorsDeskService = ReturnType<typeof createEditorsDeskService>;
