import type { FastifyInstance } from 'fastify';
import {
  apiDocumentation,
  entrypoint,
  type ResourceDescription,
  resourceContext,
} from './api-documentation.js';
import { registerHydraErrors } from './hydra-errors.js';

export const JSON_LD = 'application/ld+json; charset=utf-8';

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules describe their resource here; /docs.jsonld and /contexts are built from it. */
    describeResource(resource: ResourceDescription): void;
  }
}

/**
 * The JSON-LD frame around every answer: errors as hydra:Error, the Link header that
 * announces the API documentation, the entrypoint and one context per resource class.
 */
export function registerHydra(app: FastifyInstance) {
  const resources: ResourceDescription[] = [];
  app.decorate('describeResource', (resource: ResourceDescription) => {
    resources.push(resource);
  });
  registerHydraErrors(app);

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/ld+json') || type.startsWith('application/json')) {
      reply.header(
        'link',
        `<${request.protocol}://${request.host}/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`,
      );
    }
    return payload;
  });

  const documentation = { hide: true };
  app.get('/docs.jsonld', { schema: documentation }, async (_request, reply) =>
    reply.type(JSON_LD).send(apiDocumentation(resources)),
  );
  app.get('/index.jsonld', { schema: documentation }, async (_request, reply) =>
    reply.type(JSON_LD).send(entrypoint(resources)),
  );
  app.get<{ Params: { type: string } }>(
    '/contexts/:type',
    { schema: documentation },
    async (request, reply) => {
      const type = request.params.type.replace(/\.jsonld$/, '');
      const resource = resources.find((r) => r.type === type);
      const known = resource || ['Entrypoint', 'Error', 'ConstraintViolationList'].includes(type);
      if (!known) return reply.callNotFound();
      return reply.type(JSON_LD).send(resourceContext(resource, type));
    },
  );
}
