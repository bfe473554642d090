import { COMMENT_REPORT_REASON_MAX_LENGTH } from '@retropics/domain/contracts/comment-report.contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commentReports } from '../../db/schema/site.js';
import { useTestApp } from '../../test/api-test-app.js';
import { buildAlbum, buildComment, signedIn } from '../../test/factories.js';
import { policyTable } from '../../test/policy.js';

const api = useTestApp({ seed: false });
const { call } = api;

const reportsOf = (commentId: number) =>
  api.db.select().from(commentReports).where(eq(commentReports.commentId, commentId));

describe('POST /comments/{id}/report', () => {
  policyTable(
    () => api.app,
    [
      {
        route: "POST /comments/{id}/report (anyone signed in but the comment's author)",
        allowed: ['user', 'editor', 'admin'],
        request: async (author) => {
          const comment = await buildComment(api.app, { authorId: author.personId });
          return { method: 'POST', url: `${comment.iri}/report`, payload: { reason: 'Beleidigend' } };
        },
      },
    ],
  );

  it('stores the report with its reason and answers 201 with it', async () => {
    const reporter = await signedIn(api.app);
    const comment = await buildComment(api.app);
    const response = await call('POST', `${comment.iri}/report`, reporter, { reason: '  Werbung  ' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      '@id': `${comment.iri}/report`,
      '@type': 'CommentReport',
      comment: comment.iri,
      reason: 'Werbung',
    });
    const stored = await reportsOf(comment.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ reporterId: reporter.personId, reason: 'Werbung' });
  });

  it('takes a report without a reason, and without a body', async () => {
    const reporter = await signedIn(api.app);
    const first = await buildComment(api.app);
    const second = await buildComment(api.app);
    expect((await call('POST', `${first.iri}/report`, reporter, {})).status).toBe(201);
    const bare = await api.app.inject({
      method: 'POST',
      url: `${second.iri}/report`,
      headers: reporter.headers,
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect((await reportsOf(second.id))[0]?.reason).toBe('');
  });

  it('keeps one report per person: reporting again answers the first (200), no duplicate', async () => {
    const reporter = await signedIn(api.app);
    const other = await signedIn(api.app);
    const comment = await buildComment(api.app);
    expect((await call('POST', `${comment.iri}/report`, reporter, { reason: 'Spam' })).status).toBe(201);
    const again = await call('POST', `${comment.iri}/report`, reporter, { reason: 'Noch einmal' });
    expect(again.status).toBe(200);
    expect(again.body.reason).toBe('Spam');
    expect(await reportsOf(comment.id)).toHaveLength(1);
    // Someone else's report is a report of its own.
    expect((await call('POST', `${comment.iri}/report`, other, {})).status).toBe(201);
    expect(await reportsOf(comment.id)).toHaveLength(2);
  });

  it("refuses the comment's author (403) and a visitor (401)", async () => {
    const author = await signedIn(api.app);
    const comment = await buildComment(api.app, { authorId: author.personId });
    const own = await call('POST', `${comment.iri}/report`, author, {});
    expect(own.status).toBe(403);
    expect(own.body['hydra:description']).toBe('Access Denied.');
    const visitor = await call('POST', `${comment.iri}/report`, null, {});
    expect(visitor.status).toBe(401);
    expect(await reportsOf(comment.id)).toHaveLength(0);
  });

  it('answers 404 for a comment the reporter cannot see, or that does not exist', async () => {
    const reporter = await signedIn(api.app);
    const privateComment = await buildComment(api.app, { isPrivate: true });
    const privateAlbum = await buildAlbum(api.app, { isPrivate: true });
    const onPrivateAlbum = await buildComment(api.app, {
      photographId: null,
      imageGalleryId: privateAlbum.id,
    });
    for (const comment of [privateComment, onPrivateAlbum]) {
      const response = await call('POST', `${comment.iri}/report`, reporter, { reason: 'x' });
      expect(response.status, comment.iri).toBe(404);
      expect(await reportsOf(comment.id)).toHaveLength(0);
    }
    expect((await call('POST', '/comments/999999/report', reporter, {})).status).toBe(404);
  });

  it('refuses a reason that is too long (422 on the field)', async () => {
    const reporter = await signedIn(api.app);
    const comment = await buildComment(api.app);
    const response = await call('POST', `${comment.iri}/report`, reporter, {
      reason: 'x'.repeat(COMMENT_REPORT_REASON_MAX_LENGTH + 1),
    });
    expect(api.violationsOf(response).map((violation) => violation.propertyPath)).toEqual(['reason']);
  });
});
