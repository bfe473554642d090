import { productListQuery, productOutput } from '@retropics/domain/contracts/product.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { createProductRepository } from './product.repository.js';
import { createProductService } from './product.service.js';

export async function productRoutes(app: App) {
  const products = createProductService(createProductRepository(app.db));
  app.describeResource({
    type: 'Product',
    path: '/products',
    title: 'Product',
    description: 'A print, a crowdfunding perk or a service, priced with VAT.',
    schema: productOutput,
    operations: ['collection', 'item'],
  });
  const tags = ['Products'];
  app.get('/products', { schema: { tags, querystring: productListQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await products.list(request.query, request.url)),
  );
  app.get('/products/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await products.get(request.params.id)),
  );
}
