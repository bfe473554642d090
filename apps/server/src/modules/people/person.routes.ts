import { personListQuery, personOutput } from '@retropics/domain/contracts/person.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { createPersonRepository } from './person.repository.js';
import { createPersonService } from './person.service.js';

export async function peopleRoutes(app: App) {
  const people = createPersonService(createPersonRepository(app.db));
  app.describeResource({
    type: 'Person',
    path: '/people',
    title: 'Person',
    description: 'The public face of a user: name, avatar and public albums.',
    schema: personOutput,
    operations: ['collection', 'item'],
  });
  const tags = ['People'];
  app.get('/people', { schema: { tags, querystring: personListQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await people.list(request.query, request.url)),
  );
  app.get('/people/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await people.get(request.params.id)),
  );
}
