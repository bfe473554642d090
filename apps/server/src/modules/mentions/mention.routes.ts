import multipart from '@fastify/multipart';
import {
  faceSuggestionAnswerBody,
  faceSuggestionOutput,
  faceSuggestionParams,
} from '@retropics/domain/contracts/face-suggestion.contract';
import {
  MENTION_CROP_MAX_BYTES,
  MENTION_MESSAGES,
  mentionListQuery,
  mentionOutput,
  updateMentionBody,
} from '@retropics/domain/contracts/mention.contract';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { HttpError, type Violation } from '../../hydra/hydra-errors.js';
import { idParams } from '../../hydra/id-param.js';
import type { MultipartPart } from '../../media/upload.store.js';
import { requireUser, signedInUser } from '../auth/auth.hooks.js';
import { createCommentRepository } from '../comments/comment.repository.js';
import { createCommentNews } from '../comments/comment-news.js';
import { contentLocale } from '../content-locale.js';
import { createFaceSuggestionService } from './face-suggestion.service.js';
import { createMentionService } from './mention.service.js';

/** A field may hold the crop's data URL (2 MB as base64) and no more; longer is cut and refused. */
const FIELD_SIZE = Math.ceil(MENTION_CROP_MAX_BYTES / 3) * 4 + 1024;

type FieldPart = Extract<MultipartPart, { type: 'field' }> & { valueTruncated?: boolean };

/**
 * The text fields of a /saveMention form. A field cut at the size limit and a file part are
 * refused on their field (the crop travels as a data URL, spec §7), beside what the contract finds.
 */
async function readForm(parts: AsyncIterable<MultipartPart>) {
  const fields: Record<string, string> = {};
  const refused: Violation[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        part.file.resume();
        refused.push({ propertyPath: part.fieldname, message: MENTION_MESSAGES.cropFormat });
        continue;
      }
      if ((part as FieldPart).valueTruncated) {
        refused.push({ propertyPath: part.fieldname, message: MENTION_MESSAGES.cropSize });
        continue;
      }
      fields[part.fieldname] = String(part.value ?? '');
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new HttpError(415, 'Send the mention as multipart/form-data.');
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(400, 'Too many parts in the form.');
    throw error;
  }
  return { fields, refused };
}

/** People in the pictures: spec §7 `/saveMention`, `/updateMention` and the `mentions` resource. */
export async function mentionRoutes(app: App) {
  const mentions = createMentionService({
    db: app.db,
    uploads: app.media.uploads,
    storage: app.media.storage,
    scratchDir: app.media.scratchDir,
    commentNews: createCommentNews({
      repository: createCommentRepository(app.db),
      notifyPerson: app.webPush.notifyPerson,
      log: app.log,
    }),
    log: app.log,
  });
  const suggestions = createFaceSuggestionService({
    db: app.db,
    mentions,
    images: app.media.images,
    storage: app.media.storage,
  });
  app.describeResource({
    type: 'Mention',
    path: '/mentions',
    title: 'Mention',
    description:
      'A person identified in the pictures: name, description, parents and children, a crop of each place they are marked, the photographs and their album.',
    schema: mentionOutput,
    operations: ['collection', 'item', 'delete'],
    customOperations: [
      {
        method: 'POST',
        path: '/saveMention',
        title:
          "Names a person on a photograph (multipart: newMention, cropperImage, newAlbumDescription, mother, father, category, photograph, box, isBackside, faceId): keeps the crop, marks the area with a Person comment and files the photograph in the person's album.",
        returns: 'Mention',
      },
      {
        method: 'POST',
        path: '/updateMention',
        title:
          'Changes a person (JSON: id, name, description, mother, father, category, image); by their creator, editors and admins.',
        returns: 'Mention',
      },
    ],
  });
  const tags = ['Mentions'];

  app.get('/mentions', { schema: { tags, querystring: mentionListQuery } }, async (request, reply) =>
    reply.type(JSON_LD).send(await mentions.list(request.query, request.url)),
  );
  app.get('/mentions/:id', { schema: { tags, params: idParams } }, async (request, reply) =>
    reply.type(JSON_LD).send(await mentions.get(request.params.id)),
  );
  app.delete(
    '/mentions/:id',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Remove a person (their creator, editors, admins)', params: idParams },
    },
    async (request, reply) => {
      await mentions.remove(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.post(
    '/updateMention',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          "Change a person's name, description, parents, category or crop (their creator, editors, admins)",
        body: updateMentionBody,
        response: { 200: mentionOutput },
      },
    },
    async (request, reply) =>
      reply.type(JSON_LD).send(await mentions.update(signedInUser(request), request.body)),
  );

  app.describeResource({
    type: 'FaceSuggestion',
    path: '/mentions/{id}/suggestions',
    title: 'FaceSuggestion',
    description:
      "'Is this also …?': a face the detector found on another photograph that looks like a face the person was identified on. A question to a signed-in person, never a fact.",
    schema: faceSuggestionOutput,
    operations: [],
    customOperations: [
      {
        method: 'GET',
        path: '/mentions/{id}/suggestions',
        title: 'The faces suggested for the person, most alike first (signed in)',
        returns: 'hydra:Collection',
      },
      {
        method: 'POST',
        path: '/mentions/{id}/suggestions/{face}',
        title: 'Answers a suggestion (JSON: answer yes or no); a yes marks the person on the face',
        returns: 'Mention',
      },
      {
        method: 'DELETE',
        path: '/faces/{id}',
        title: 'Dismisses a detected face that is no face (editors and admins)',
      },
    ],
  });
  app.get(
    '/mentions/:id/suggestions',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Faces suggested for a person (signed in)', params: idParams },
    },
    async (request, reply) => {
      const answer = await suggestions.list(signedInUser(request), request.params.id, request.url);
      // Each viewer's list leaves out the faces they answered.
      return reply.type(JSON_LD).header('cache-control', 'private, no-cache').send(answer);
    },
  );
  app.post(
    '/mentions/:id/suggestions/:face',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Answer 'Is this also …?': yes marks the person on the face, no is not asked again",
        params: faceSuggestionParams,
        body: faceSuggestionAnswerBody,
      },
    },
    async (request, reply) => {
      const { id, face } = request.params;
      const saved = await suggestions.answer(
        signedInUser(request),
        id,
        face,
        request.body,
        contentLocale(request, reply),
      );
      if (saved === null) return reply.status(204).send();
      return reply.status(201).type(JSON_LD).send(saved);
    },
  );
  app.delete(
    '/faces/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Dismiss a detected face that is no face (editors, admins)',
        params: idParams,
      },
    },
    async (request, reply) => {
      await suggestions.dismiss(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  await app.register(async (scope: App) => {
    await scope.register(multipart, {
      // Files are refused unread: the crop comes as a data URL in a text field.
      limits: { fileSize: 1, files: 1, fields: 20, parts: 21, fieldSize: FIELD_SIZE },
      throwFileSizeLimit: false,
    });
    scope.post(
      '/saveMention',
      {
        preValidation: requireUser,
        schema: {
          tags,
          summary: 'Name a person on a photograph (multipart form, the crop as a data URL)',
          consumes: ['multipart/form-data'],
        },
      },
      async (request, reply) => {
        const { fields, refused } = await readForm(request.parts() as AsyncIterable<MultipartPart>);
        const saved = await mentions.save(
          signedInUser(request),
          fields,
          contentLocale(request, reply),
          refused,
        );
        return reply.status(201).type(JSON_LD).send(saved);
      },
    );
  });
}
