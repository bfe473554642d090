import type { Locale } from '@retropics/domain/constants';
import type { GalleryListQuery } from '@retropics/domain/contracts/image-gallery.contract';
import { canSeeGallery } from '@retropics/domain/permissions';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { allows, authorizeRead, viewerOf } from '../auth/auth.policy.js';
import type { CoverAccess } from '../media/private-cover-access.js';
import { presentGallery } from './image-gallery.presenter.js';
import type { GalleryRepository, GalleryRow } from './image-gallery.repository.js';

const PAGE_SIZE = 30;

/** Albums as the viewer may see them: a private one only by its owner and admins (spec §6). */
export function createGalleryService(repository: GalleryRepository, coverAccess: CoverAccess) {
  /** The signed cover query of a private album, for those who may see it (its owner, admins). */
  const coverAccessFor = async (user: AuthUser | null, row: GalleryRow) =>
    row.isPrivate && allows(user, canSeeGallery, row) ? coverAccess.sign(row.id) : null;

  return {
    async list(user: AuthUser | null, query: GalleryListQuery, requestUrl: string, locale: Locale = 'de') {
      const viewer = viewerOf(user);
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page, viewer);
      const relations = await repository.findRelations(rows, viewer);
      return hydraCollection({
        type: 'ImageGallery',
        requestUrl,
        members: await Promise.all(
          rows.map(async (row) => presentGallery(row, relations, locale, await coverAccessFor(user, row))),
        ),
        totalItems: total,
        page,
      });
    },

    async get(user: AuthUser | null, id: number, locale: Locale = 'de') {
      const row = await repository.findById(id);
      const missing = () => notFound('Image gallery');
      if (!row) throw missing();
      // To anyone else a private album answers as if it did not exist.
      authorizeRead(user, canSeeGallery, row, missing);
      const relations = await repository.findRelations([row], viewerOf(user));
      return {
        '@context': '/contexts/ImageGallery',
        ...presentGallery(row, relations, locale, await coverAccessFor(user, row)),
      };
    },
  };
}
