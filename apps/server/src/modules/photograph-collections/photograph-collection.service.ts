import type { Locale } from '@retropics/domain/constants';
import type { CollectionListQuery } from '@retropics/domain/contracts/photograph-collection.contract';
import {
  canEditCollection,
  canSeeCollection,
  canSeeInternalRating,
  isCurator,
} from '@retropics/domain/permissions';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { allows, authorizeRead, viewerOf } from '../auth/auth.policy.js';
import { type CollectionAudience, presentCollection } from './photograph-collection.presenter.js';
import type {
  CollectionRepository,
  CollectionRow,
  CollectionVisibility,
} from './photograph-collection.repository.js';

const PAGE_SIZE = 30;

function audienceOf(user: AuthUser | null, row: CollectionRow): CollectionAudience {
  return {
    reportDetails: allows(user, canEditCollection, row),
    internalRating: allows(user, canSeeInternalRating, undefined),
  };
}

/** canSeeCollection for a whole list: curators see every collection, others the published ones and their own. */
function visibilityOf(user: AuthUser | null): CollectionVisibility {
  if (isCurator(viewerOf(user))) return { everything: true };
  return { everything: false, ownerId: user?.personId ?? null };
}

export function createCollectionService(repository: CollectionRepository) {
  return {
    async list(user: AuthUser | null, query: CollectionListQuery, requestUrl: string, locale: Locale = 'de') {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page, visibilityOf(user));
      const own = rows.filter((row) => allows(user, canEditCollection, row)).map((row) => row.id);
      const relations = await repository.findRelations(rows, own);
      return hydraCollection({
        type: 'PhotographCollection',
        requestUrl,
        members: rows.map((row) => presentCollection(row, relations, locale, audienceOf(user, row))),
        totalItems: total,
        page,
      });
    },

    /** A New (0) collection answers 404 to everyone but its owner and the curators, as if it were not there. */
    async get(user: AuthUser | null, id: number, locale: Locale = 'de') {
      const row = await repository.findById(id);
      if (!row) throw notFound('Photograph collection');
      authorizeRead(user, canSeeCollection, row, () => notFound('Photograph collection'));
      return present(user, row, locale);
    },

    /**
     * One collection as `user` may see it, without asking whether they may see it at all: for the
     * answer to the person who just wrote it (a signed-out reporter gets the public face of a New
     * collection nobody else can open yet).
     */
    present,
  };

  async function present(user: AuthUser | null, row: CollectionRow, locale: Locale) {
    const audience = audienceOf(user, row);
    const relations = await repository.findRelations([row], audience.reportDetails ? [row.id] : []);
    return {
      '@context': '/contexts/PhotographCollection',
      ...presentCollection(row, relations, locale, audience),
    };
  }
}

export type CollectionService = ReturnType<typeof createCollectionService>;
