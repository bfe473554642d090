import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { App } from '../app.types.js';
import { type AuthUser, requireUser, signedInUser } from '../modules/auth/auth.hooks.js';
import { JSON_LD } from './hydra.plugin.js';
import { idParams } from './id-param.js';

type Http = { request: FastifyRequest; reply: FastifyReply };

/**
 * `PUT {path}/{id}` and `DELETE {path}/{id}` of a resource, as every module answers them: a
 * signed-in person (401 otherwise, before the body is read), the body checked by its contract,
 * the change made by the module's service (which authorises it), then the item as the person
 * now sees it; a delete answers 204. The services keep the rules; this keeps the routes alike.
 */
export function registerItemWrites<Body extends z.ZodType>(
  app: App,
  path: string,
  tags: string[],
  writes: {
    update: {
      summary: string;
      body: Body;
      response: z.ZodType;
      /** Makes the change and answers the item as `user` now sees it. */
      handle(user: AuthUser, id: number, body: z.output<Body>, http: Http): Promise<unknown>;
    };
    remove: { summary: string; handle(user: AuthUser, id: number): Promise<unknown> };
  },
) {
  app.put(
    `${path}/:id`,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: writes.update.summary,
        params: idParams,
        body: writes.update.body,
        response: { 200: writes.update.response },
      },
    },
    async (request, reply) => {
      const answer = await writes.update.handle(
        signedInUser(request),
        request.params.id,
        request.body as z.output<Body>,
        { request, reply },
      );
      return reply.type(JSON_LD).send(answer);
    },
  );
  app.delete(
    `${path}/:id`,
    { preValidation: requireUser, schema: { tags, summary: writes.remove.summary, params: idParams } },
    async (request, reply) => {
      await writes.remove.handle(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
