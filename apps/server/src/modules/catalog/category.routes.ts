import { categoryListQuery, categoryOutput } from '@retropics/domain/contracts/category.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { createCategoryRepository } from './category.repository.js';
import { createCategoryService } from './category.service.js';

export async function categoryRoutes(app: App) {
  const categories = createCategoryService(createCategoryRepository(app.db));
  app.describeResource({
    type: 'Category',
    path: '/categories',
    title: 'Category',
    description:
      'What a picture, album or comment shows (Person, Gebäude, …), with the attributes to fill in.',
    schema: categoryOutput,
    operations: ['collection', 'item'],
  });
  const tags = ['Categories'];
  app.get('/categories', { schema: { tags, querystring: categoryListQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await categories.list(request.query, request.url)),
  );
  app.get('/categories/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await categories.get(request.params.id)),
  );
}
