import type { RetrosnapListQuery } from '@retropics/domain/contracts/retrosnap.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { viewerOf } from '../auth/auth.policy.js';
import { presentRetrosnap } from './retrosnap.presenter.js';
import type { RetrosnapRepository } from './retrosnap.repository.js';

const PAGE_SIZE = 30;

export function createRetrosnapService(repository: RetrosnapRepository) {
  return {
    async list(user: AuthUser | null, query: RetrosnapListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page, viewerOf(user));
      const relations = await repository.findRelations(rows, viewerOf(user));
      return hydraCollection({
        type: 'Retrosnap',
        requestUrl,
        members: rows.map((row) => presentRetrosnap(row, relations)),
        totalItems: total,
        page,
      });
    },

    /** One RetroSnap; the albums it lists depend on the viewer (see findRelations). */
    async get(user: AuthUser | null, id: number) {
      const row = await repository.findById(id, viewerOf(user));
      if (!row) throw notFound('Retrosnap');
      const relations = await repository.findRelations([row], viewerOf(user));
      return { '@context': '/contexts/Retrosnap', ...presentRetrosnap(row, relations) };
    },
  };
}
