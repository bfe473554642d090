import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import { presentGallery } from './image-gallery.presenter.js';
import type { GalleryRepository } from './image-gallery.repository.js';
import type { GalleryListQuery } from './image-gallery.schema.js';

const PAGE_SIZE = 30;

export function createGalleryService(repository: GalleryRepository) {
  return {
    async list(query: GalleryListQuery, requestUrl: string) {
      const page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(query, page);
      const relations = await repository.findRelations(rows);
      return hydraCollection({
        type: 'ImageGallery',
        requestUrl,
        members: rows.map((row) => presentGallery(row, relations)),
        totalItems: total,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findById(id);
      // A private album answers as if it did not exist: its owner will see it once accounts exist.
      if (!row || row.isPrivate) throw notFound('Image gallery');
      const relations = await repository.findRelations([row]);
      return { '@context': '/contexts/ImageGallery', ...presentGallery(row, relations) };
    },
  };
}
