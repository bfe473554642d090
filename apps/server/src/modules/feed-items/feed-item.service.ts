import { type FeedQuery, feedFilterQuery } from '@retropics/domain/contracts/feed-query.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { badRequest, notFound } from '../../hydra/hydra-errors.js';
import { type Page, toPage } from '../../hydra/pagination.js';
import { presentFeedItem } from './feed-item.presenter.js';
import type { FeedFilters, FeedItemRepository, FeedOrder } from './feed-item.repository.js';

const FEED_PAGE_SIZE = 100;
const NEAR_ME_RADIUS_KM = 25;

export type FilterInput = Partial<Pick<FeedQuery, keyof typeof feedFilterQuery.shape>>;

/** `searchParameters` carries a saved search as one query string; it is read with the same rules as the URL. */
export function parseSearchParameters(encoded: string): FilterInput {
  const params = new URLSearchParams(encoded);
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    raw[key] = values.length > 1 || key.endsWith('[]') ? values : (values[0] as string);
  }
  const parsed = feedFilterQuery.strict().safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || 'searchParameters'}: ${issue.message}`,
    );
    throw badRequest(`Invalid searchParameters: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export function toFilters(input: FilterInput, mapOnly: boolean): FeedFilters {
  const geo = input.geo;
  const box = input.geoBox;
  return {
    documentTypes: input.documentType ?? input['documentType[]'],
    showInFeed: input.showInFeed,
    categoryIds: input['categories[]'],
    text: input.text?.trim() || undefined,
    placeKey: input.place,
    years: input.daterange,
    near: geo ? { lat: geo[0], lon: geo[1], radiusKm: NEAR_ME_RADIUS_KM } : undefined,
    box: box ? { south: box[0], west: box[1], north: box[2], east: box[3] } : undefined,
    onlyMapped: mapOnly || undefined,
  };
}

export function createFeedItemService(repository: FeedItemRepository) {
  /**
   * The map asks for one page of 500 per viewport. A page that is not full tells the total by
   * itself; a full one answers with partial pagination (`hydra:next`, no total), because counting
   * a zoomed-out box walks up to every mapped item and would cost more than the page itself.
   */
  async function mapPage(filters: FeedFilters, order: FeedOrder, page: Page) {
    const rows = await repository.findPage(filters, order, page);
    const complete = rows.length < page.itemsPerPage && (rows.length > 0 || page.offset === 0);
    return [rows, complete ? page.offset + rows.length : null] as const;
  }

  return {
    async list(query: FeedQuery, requestUrl: string) {
      const saved = query.searchParameters ? parseSearchParameters(query.searchParameters) : {};
      const mapOnly = query['groups[]']?.includes('map') ?? false;
      const filters = toFilters({ ...saved, ...stripUndefined(query) }, mapOnly);
      const order: FeedOrder = query['order[computedRating]']
        ? 'rating'
        : filters.near
          ? 'distance'
          : filters.text
            ? 'relevance'
            : 'rating';
      const page = toPage(query, FEED_PAGE_SIZE);
      const [rows, totalItems] = mapOnly
        ? await mapPage(filters, order, page)
        : await Promise.all([repository.findPage(filters, order, page), repository.count(filters)]);
      return hydraCollection({
        type: 'FeedItem',
        requestUrl,
        members: rows.map((row) => presentFeedItem(row, mapOnly ? 'map' : null)),
        totalItems,
        page,
      });
    },

    async get(id: number) {
      const row = await repository.findById(id);
      if (!row) throw notFound('Feed item');
      return { '@context': '/contexts/FeedItem', ...presentFeedItem(row) };
    },
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
