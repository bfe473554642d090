import { Readable } from 'node:stream';
import {
  SCAN_UPLOAD_RESULT_HEADER,
  scanBatchOutput,
  scanBatchParams,
  scanUploadParams,
} from '@retropics/domain/contracts/scan-upload.contract';
import { Server as TusServer } from '@tus/server';
import { Metadata } from '@tus/utils';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { createTusDatastore } from '../../media/tus-datastore.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createCollectionRepository } from '../photograph-collections/photograph-collection.repository.js';
import { createPhotographCreateService } from '../photographs/photograph-create.service.js';
import { createScanUploadService } from './scan-upload.service.js';

const tags = ['Scan uploads'];
/** An upload not finished within a day is given up (its bytes removed, its file refused). */
const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;
const TUS_BODY = 'application/offset+octet-stream';

/** The Fastify request as the web Request tus handles; the body streams through untouched. */
function webRequestOf(request: FastifyRequest) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
  }
  const streamsBody = request.method === 'PATCH' || headers.get('content-type') === TUS_BODY;
  return new Request(`${request.protocol}://${request.host}${request.url}`, {
    method: request.method,
    headers,
    ...(streamsBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response, extra: Record<string, string> = {}) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') reply.header(name, value);
  });
  for (const [name, value] of Object.entries(extra)) reply.header(name, value);
  const body = await response.text();
  return reply.send(body === '' ? undefined : body);
}

/** The `Upload-Metadata` header as key/value pairs; a missing or malformed one is empty, so each field is reported. */
function tusMetadata(header: string | string[] | undefined) {
  try {
    return Metadata.parse(String(header ?? ''));
  } catch {
    return {};
  }
}

/**
 * Resumable scan uploads into a collection (tus 1.0.0 with the creation, termination and
 * expiration extensions) and the summary of a batch; see scan-upload.contract.ts. Fastify
 * authorises every request, then hands it to the tus server; when the last byte of a file has
 * arrived, the file is checked and added before the final answer goes out.
 */
export async function scanUploadRoutes(app: App) {
  const datastore = createTusDatastore(app.config.media.storage, app.media.scratchDir, UPLOAD_EXPIRY_MS);
  const tus = new TusServer({
    path: '/photograph_collections',
    datastore,
    maxSize: app.config.media.maxUploadBytes,
    disableTerminationForFinishedUploads: true,
    // Each collection has its own upload address: /photograph_collections/{id}/uploads/{uploadId}.
    generateUrl: (request, { id }) => `${new URL(request.url).pathname.replace(/\/$/, '')}/${id}`,
  });
  const scans = createScanUploadService({
    db: app.db,
    media: app.media,
    datastore,
    collections: createCollectionRepository(app.db),
    creation: createPhotographCreateService(app.media, app.db, { depth: app.config.depthModelPath !== null }),
  });

  const cleanUp = () =>
    scans
      .cleanUp(UPLOAD_EXPIRY_MS)
      .catch((error) => app.log.error({ err: error }, 'scan upload clean-up failed'));
  const timer = setInterval(cleanUp, CLEAN_UP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void cleanUp());
  app.addHook('onClose', async () => clearInterval(timer));

  /** Settles a file whose last byte has just arrived and says how, beside tus's own answer. */
  async function answer(reply: FastifyReply, collectionId: number, response: Response, id: string | null) {
    const result = response.ok && id ? await scans.finishedIfComplete(collectionId, id) : null;
    return sendWebResponse(reply, response, result ? { [SCAN_UPLOAD_RESULT_HEADER]: result } : {});
  }

  await app.register(async (scope: App) => {
    // tus bodies are the file's bytes: left unread here, streamed by tus into its store.
    scope.addContentTypeParser(TUS_BODY, (_request, _payload, done) => done(null));

    scope.post(
      '/photograph_collections/:id/uploads',
      {
        preHandler: requireUser,
        schema: { tags, summary: 'Starts a resumable scan upload (tus creation)', params: idParams },
      },
      async (request, reply) => {
        const user = signedInUser(request);
        await scans.mayAddScans(user, request.params.id);
        const metadata = scans.readMetadata(tusMetadata(request.headers['upload-metadata']));
        const response = await tus.handleWeb(webRequestOf(request));
        const id = response.headers.get('location')?.split('/').pop() ?? null;
        if (response.status === 201 && id) await scans.created(user, request.params.id, id, metadata);
        return answer(reply, request.params.id, response, id);
      },
    );

    scope.route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: '/photograph_collections/:id/uploads/:uploadId',
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Resumes, continues or gives up a scan upload (tus)',
        params: scanUploadParams,
      },
      handler: async (request, reply) => {
        const { id, uploadId } = request.params;
        await scans.mayContinue(signedInUser(request), id, uploadId);
        const response = await tus.handleWeb(webRequestOf(request));
        return request.method === 'PATCH'
          ? answer(reply, id, response, uploadId)
          : sendWebResponse(reply, response);
      },
    });
  });

  // A batch's summary (GET; HEAD would be a tus request at this address) and its completion.
  const batchCalls = [
    {
      method: 'GET',
      url: '/photograph_collections/:id/uploads/:batchId',
      summary: 'What became of a batch of scans: added, skipped, refused, still arriving',
      answer: scans.summary,
    },
    {
      method: 'POST',
      url: '/photograph_collections/:id/uploads/:batchId/complete',
      summary: 'Every file of the batch is sent: back sides still without a front are refused',
      answer: scans.complete,
    },
  ] as const;
  for (const call of batchCalls) {
    app.route({
      method: call.method,
      url: call.url,
      exposeHeadRoute: false,
      preHandler: requireUser,
      schema: { tags, summary: call.summary, params: scanBatchParams, response: { 200: scanBatchOutput } },
      handler: async (request, reply) =>
        reply
          .type(JSON_LD)
          .send(await call.answer(signedInUser(request), request.params.id, request.params.batchId)),
    });
  }
}
