import {
  retrosnapCreateBody,
  retrosnapListQuery,
  retrosnapOutput,
  retrosnapUpdateBody,
} from '@retropics/domain/contracts/retrosnap.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createRetrosnapRepository } from './retrosnap.repository.js';
import { createRetrosnapService } from './retrosnap.service.js';
import { createRetrosnapNews } from './retrosnap-news.js';
import { createRetrosnapUploads, RETROSNAP_UPLOAD_EXPIRY_JOB } from './retrosnap-uploads.js';
import { createRetrosnapWriteRepository } from './retrosnap-write.repository.js';
import { createRetrosnapWriteService } from './retrosnap-write.service.js';

/** An answer that lists the viewer's own private albums: for them alone, never from a shared cache. */
const personal = { 'cache-control': 'private, no-cache', vary: 'Authorization' };

export async function retrosnapRoutes(app: App) {
  const snaps = createRetrosnapService(createRetrosnapRepository(app.db));
  const writes = createRetrosnapWriteRepository(app.db);
  const edits = createRetrosnapWriteService({
    db: app.db,
    writes,
    jobs: app.jobs,
    storage: app.media.storage,
    news: createRetrosnapNews({
      writes,
      mailer: app.mailer,
      notifyPerson: app.webPush.notifyPerson,
      publicUrl: app.config.publicUrl,
      log: app.log,
    }),
    log: app.log,
  });
  // Uploads no RetroSnap took up within a day are removed (queued with each upload; at start-up
  // for those from before).
  const uploads = createRetrosnapUploads({ db: app.db, jobs: app.jobs, storage: app.media.storage });
  app.jobs.handle(RETROSNAP_UPLOAD_EXPIRY_JOB, uploads.expiryHandler());
  app.addHook('onReady', async () => uploads.sweep());
  app.describeResource({
    type: 'Retrosnap',
    path: '/retrosnaps',
    title: 'RetroSnap',
    description:
      'A modern re-photograph of the place a historical photograph shows, taken from the same spot.',
    schema: retrosnapOutput,
    operations: ['collection', 'item', 'create', 'replace', 'delete'],
  });
  const tags = ['RetroSnaps'];
  app.get(
    '/retrosnaps',
    { preHandler: optionalUser, schema: { tags, querystring: retrosnapListQuery } },
    async (request, reply) =>
      reply.type(JSON_LD).send(await snaps.list(request.user, request.query, request.url)),
  );
  app.get(
    '/retrosnaps/:id',
    { preHandler: optionalUser, schema: { tags, params: idParams } },
    async (request, reply) => reply.type(JSON_LD).send(await snaps.get(request.user, request.params.id)),
  );
  app.post(
    '/retrosnaps',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Create a RetroSnap of a photograph from a picture uploaded with POST /retrosnap/upload; it joins the author’s private album “My RetroSnaps” and is queued for alignment. A repeated clientKey answers the RetroSnap made before (200).',
        body: retrosnapCreateBody,
        response: { 200: retrosnapOutput, 201: retrosnapOutput },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { id, created } = await edits.create(user, request.body);
      return reply
        .status(created ? 201 : 200)
        .headers(personal)
        .type(JSON_LD)
        .send(await snaps.get(user, id));
    },
  );
  app.put(
    '/retrosnaps/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Change a RetroSnap (its author): the text, and the hand alignment ({ homography }), or alignment null to go back to the automatic one',
        params: idParams,
        body: retrosnapUpdateBody,
        response: { 200: retrosnapOutput },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await edits.update(user, request.params.id, request.body);
      return reply
        .headers(personal)
        .type(JSON_LD)
        .send(await snaps.get(user, request.params.id));
    },
  );
  app.delete(
    '/retrosnaps/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Delete a RetroSnap (its author), with its picture and its place in albums',
        params: idParams,
      },
    },
    async (request, reply) => {
      await edits.remove(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
