import {
  deskCountsOutput,
  deskItemOutput,
  deskItemParams,
  deskKindParams,
  deskListQuery,
  deskMarkBody,
  deskMarkOutput,
} from '@retropics/domain/contracts/editors-desk.contract';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createEditorsDeskRepository } from './editors-desk.repository.js';
import { createEditorsDeskService } from './editors-desk.service.js';

/**
 * The editors' desk (issue 19): feedback, bug reports, contact messages, reported collections and
 * comments, each marked done with who and when. Every route needs a signed-in curator.
 */
export async function editorsDeskRoutes(app: App) {
  const desk = createEditorsDeskService(createEditorsDeskRepository(app.db));
  app.describeResource({
    type: 'DeskItem',
    path: '/editors_desk/{kind}',
    title: "Editors' desk item",
    description:
      'What reaches the team, one list per kind (feedback, bugReports, contactMessages, collectionReports, commentReports), each item with who marked it done and when. Editors and admins.',
    schema: deskItemOutput.options[0],
    operations: ['collection'],
    customOperations: [
      { method: 'GET', path: '/editors_desk', title: 'Open items per list (the tabs’ badges).' },
      {
        method: 'PUT',
        path: '/editors_desk/{kind}/{id}/done',
        title: 'Marks the item done ({ done: true }) or open again ({ done: false }).',
        returns: 'DeskItem',
      },
      {
        method: 'GET',
        path: '/editors_desk/bugReports/{id}/screenshot.png',
        title: "A bug report's screenshot as a PNG image.",
      },
    ],
  });
  const tags = ["Editors' desk"];
  // Nothing of the desk may sit in a shared cache.
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(
    '/editors_desk',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Open items per list of the editors’ desk (editors and admins)',
        response: { 200: deskCountsOutput },
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .type(JSON_LD)
        .send(await desk.counts(signedInUser(request))),
  );
  app.get(
    '/editors_desk/:kind',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'One list of the editors’ desk, newest first: state=open (default), done or all (editors and admins)',
        params: deskKindParams,
        querystring: deskListQuery,
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .type(JSON_LD)
        .send(await desk.list(signedInUser(request), request.params.kind, request.query, request.url)),
  );
  app.put(
    '/editors_desk/:kind/:id/done',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Mark an item of the desk done (who and when are recorded) or open again (editors and admins)',
        params: deskItemParams,
        body: deskMarkBody,
        response: { 200: deskMarkOutput.extend({ '@context': z.string(), '@id': z.string() }) },
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(await desk.mark(signedInUser(request), request.params.kind, request.params.id, request.body)),
  );
  app.get(
    '/editors_desk/bugReports/:id/screenshot.png',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'A bug report’s screenshot as a PNG image (editors and admins)',
        params: idParams,
      },
    },
    async (request, reply) =>
      reply
        .headers(noStore)
        .type('image/png')
        .send(await desk.screenshot(signedInUser(request), request.params.id)),
  );
}
