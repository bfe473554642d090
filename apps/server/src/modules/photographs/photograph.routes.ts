import {
  photographListQuery,
  photographOutput,
  photographUpdateBody,
} from '@retropics/domain/contracts/photograph.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { registerItemWrites } from '../../hydra/item-write-routes.js';
import { optionalUser } from '../auth/auth.hooks.js';
import { createGalleryWriteRepository } from '../image-galleries/image-gallery-write.repository.js';
import { createPhotographRepository } from './photograph.repository.js';
import { createPhotographService } from './photograph.service.js';
import { createPhotographEditRepository } from './photograph-edit.repository.js';
import { createPhotographEditService } from './photograph-edit.service.js';

export async function photographRoutes(app: App) {
  const photographs = createPhotographService(createPhotographRepository(app.db), app.speech.locales);
  const edits = createPhotographEditService({
    db: app.db,
    edits: createPhotographEditRepository(app.db),
    lookups: createGalleryWriteRepository(app.db),
    colorizeModel: app.config.colorizeModelPath !== null,
  });
  const tags = ['Photographs'];
  app.describeResource({
    type: 'Photograph',
    path: '/photographs',
    title: 'Photograph',
    description:
      'A historical photograph (RetroPic): front and back side, dates, place, categories and attribution.',
    schema: photographOutput,
    operations: ['collection', 'item', 'replace', 'delete'],
  });
  app.get(
    '/photographs',
    { preHandler: optionalUser, schema: { tags, querystring: photographListQuery } },
    async (request, reply) =>
      reply.type(JSON_LD).send(await photographs.list(request.user, request.query, request.url)),
  );
  app.get(
    '/photographs/:id',
    { preHandler: optionalUser, schema: { tags, params: idParams } },
    async (request, reply) =>
      reply.type(JSON_LD).send(await photographs.get(request.user, request.params.id)),
  );
  registerItemWrites(app, '/photographs', tags, {
    update: {
      summary:
        "Correct a photograph (its collection's owner, editors, admins): texts per language, date text and years, place, categories, flags, sides; internalRating editors and admins only. Fields left out stay",
      body: photographUpdateBody,
      response: photographOutput,
      handle: async (user, id, body) => {
        await edits.update(user, id, body);
        return photographs.get(user, id);
      },
    },
    remove: {
      summary:
        "Delete a photograph (its collection's owner, editors, admins) with its comments, RetroSnaps, people's crops and album places; its files stay",
      handle: (user, id) => edits.remove(user, id),
    },
  });
}
