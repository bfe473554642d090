import {
  type OrganizationWriteBody,
  organizationListQuery,
  organizationOutput,
  organizationWriteBody,
} from '@retropics/domain/contracts/organization.contract';
import {
  type SponsorWriteBody,
  sponsorListQuery,
  sponsorOutput,
  sponsorWriteBody,
} from '@retropics/domain/contracts/sponsor.contract';
import type { z } from 'zod';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createOrganizationRepository, createSponsorRepository } from './organization.repository.js';
import { createOrganizationService, createSponsorService } from './organization.service.js';

type CrudService<Body> = {
  list(
    query: { name?: string | undefined; page: number; itemsPerPage?: number | undefined },
    url: string,
  ): Promise<unknown>;
  get(id: number): Promise<unknown>;
  create(user: AuthUser, body: Body): Promise<unknown>;
  update(user: AuthUser, id: number, body: Body): Promise<unknown>;
  remove(user: AuthUser, id: number): Promise<void>;
};

/** The five Hydra operations of a curated resource: everyone reads, curators write. */
function registerCrud<Body>(
  app: App,
  options: {
    path: '/organizations' | '/sponsors';
    tag: string;
    noun: string;
    listQuery: typeof organizationListQuery | typeof sponsorListQuery;
    body: z.ZodType<Body>;
    output: z.ZodType;
    service: CrudService<Body>;
  },
) {
  const { path, noun, listQuery, body, output, service } = options;
  const tags = [options.tag];
  app.get(path, { schema: { tags, querystring: listQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await service.list(request.query, request.url)),
  );
  app.get(`${path}/:id`, { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await service.get(request.params.id)),
  );
  app.post(
    path,
    {
      preValidation: requireUser,
      schema: { tags, summary: `Create ${noun} (editors and admins)`, body, response: { 201: output } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .type(JSON_LD)
        .send(await service.create(signedInUser(request), request.body as Body)),
  );
  app.put(
    `${path}/:id`,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: `Change ${noun} (editors and admins)`,
        params: idParams,
        body,
        response: { 200: output },
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(await service.update(signedInUser(request), request.params.id, request.body as Body)),
  );
  app.delete(
    `${path}/:id`,
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: `Delete ${noun} (editors and admins); the collections it was linked to stay`,
        params: idParams,
      },
    },
    async (request, reply) => {
      await service.remove(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}

/** Spec §7 `organizations` and `sponsors`: the people behind a collection and those who pay for it. */
export async function organizationRoutes(app: App) {
  app.describeResource({
    type: 'Organization',
    path: '/organizations',
    title: 'Organization',
    description: 'The archive, local history society or family behind one or more collections.',
    schema: organizationOutput,
    operations: ['collection', 'item', 'create', 'replace', 'delete'],
  });
  app.describeResource({
    type: 'Sponsor',
    path: '/sponsors',
    title: 'Sponsor',
    description: "Someone who pays towards a collection's digitisation, thanked on its page.",
    schema: sponsorOutput,
    operations: ['collection', 'item', 'create', 'replace', 'delete'],
  });
  registerCrud<OrganizationWriteBody>(app, {
    path: '/organizations',
    tag: 'Organizations',
    noun: 'an organization',
    listQuery: organizationListQuery,
    body: organizationWriteBody as z.ZodType<OrganizationWriteBody>,
    output: organizationOutput,
    service: createOrganizationService(createOrganizationRepository(app.db)),
  });
  registerCrud<SponsorWriteBody>(app, {
    path: '/sponsors',
    tag: 'Sponsors',
    noun: 'a sponsor',
    listQuery: sponsorListQuery,
    body: sponsorWriteBody as z.ZodType<SponsorWriteBody>,
    output: sponsorOutput,
    service: createSponsorService(createSponsorRepository(app.db)),
  });
}
