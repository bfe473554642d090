import type { Locale } from '@retropics/domain/constants';
import type { PhotographListQuery } from '@retropics/domain/contracts/photograph.contract';
import { canEditPhotograph, canSeeInternalRating } from '@retropics/domain/permissions';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { allows, authorizeRead, viewerOf } from '../auth/auth.policy.js';
import { presentPhotograph, presentUploadedPhotographs } from './photograph.presenter.js';
import type { PhotographRepository } from './photograph.repository.js';

const PAGE_SIZE = 30;

/** `voices`: the languages narrations can be synthesised in (app.speech.locales); none by default. */
export function createPhotographService(
  repository: PhotographRepository,
  voices: ReadonlySet<Locale> = new Set(),
) {
  return {
    async list(user: AuthUser | null, query: PhotographListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page, viewerOf(user));
      const relations = await repository.findRelations(rows.map((row) => row.id));
      const forCurator = allows(user, canSeeInternalRating, null);
      return hydraCollection({
        type: 'Photograph',
        requestUrl,
        members: rows.map((row) => presentPhotograph(row, relations, forCurator, voices)),
        totalItems: total,
        page,
      });
    },

    /** Photographs just added to a collection, as the upload call answers them. */
    async uploaded(user: AuthUser, collectionId: number, ids: number[]) {
      const rows = await Promise.all(ids.map((id) => repository.findById(id)));
      const relations = await repository.findRelations(ids);
      const forCurator = allows(user, canSeeInternalRating, null);
      const members = rows.map((row) => {
        if (!row) throw notFound('Photograph');
        return presentPhotograph(row, relations, forCurator, voices);
      });
      return presentUploadedPhotographs(collectionId, members);
    },

    async get(user: AuthUser | null, id: number) {
      const row = await repository.findById(id);
      if (!row) throw notFound('Photograph');
      // A hidden photograph is withdrawn from the public; those who may edit it still open it (to show it again).
      if (row.isHidden) {
        const collectionOwnerId = await repository.findCollectionOwnerId(row.collectionId);
        authorizeRead(user, canEditPhotograph, { collectionOwnerId }, () => notFound('Photograph'));
      }
      const relations = await repository.findRelations([id]);
      const forCurator = allows(user, canSeeInternalRating, null);
      return { '@context': '/contexts/Photograph', ...presentPhotograph(row, relations, forCurator, voices) };
    },
  };
}

export type PhotographService = ReturnType<typeof createPhotographService>;
