import { notFound } from '../../hydra/hydra-errors.js';
import { presentShortUrl } from './short-url.presenter.js';
import type { ShortUrlRepository } from './short-url.repository.js';

export function createShortUrlService(repository: ShortUrlRepository) {
  return {
    async resolve(code: string) {
      const row = await repository.findByCode(code);
      if (!row) throw notFound('Short URL');
      return { '@context': '/contexts/ShortUrl', ...presentShortUrl(row) };
    },
  };
}
