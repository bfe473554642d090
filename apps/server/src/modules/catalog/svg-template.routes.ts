import { svgTemplateListQuery, svgTemplateOutput } from '@retropics/domain/contracts/svg-template.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { createSvgTemplateRepository } from './svg-template.repository.js';
import { createSvgTemplateService } from './svg-template.service.js';

export async function svgTemplateRoutes(app: App) {
  const templates = createSvgTemplateService(createSvgTemplateRepository(app.db));
  app.describeResource({
    type: 'SvgTemplate',
    path: '/svg_templates',
    title: 'SVG template',
    description: 'A layout for album covers that arranges a fixed number of pictures.',
    schema: svgTemplateOutput,
    operations: ['collection', 'item'],
  });
  const tags = ['SVG templates'];
  app.get('/svg_templates', { schema: { tags, querystring: svgTemplateListQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await templates.list(request.query, request.url)),
  );
  app.get('/svg_templates/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await templates.get(request.params.id)),
  );
}
