import { type FeedQuery, feedFilterQuery } from '@retropics/domain/contracts/feed-query.contract';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { badRequest, notFound } from '../../hydra/hydra-errors.js';
import { type Page, toPage } from '../../hydra/pagination.js';
import { presentFeedItem } from './feed-item.presenter.js';
import type { FeedFilters, FeedItemRepository, FeedOrder, FeedRow } from './feed-item.repository.js';

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

  /**
   * The feed with its pinned announcements: each stands at its feed position (0-based, among the
   * first cards), the other items fill the places around them in their usual order. Two at the
   * same position follow each other; a position past the end is the end.
   */
  async function withPinnedAnnouncements(filters: FeedFilters, page: Page) {
    const [pinnedRows, total] = await Promise.all([
      repository.findPinnedAnnouncements(filters.showInFeed),
      repository.count(filters),
    ]);
    const slots: number[] = [];
    for (const [index, row] of pinnedRows.entries()) {
      const previous = slots[index - 1] ?? -1;
      slots.push(Math.max(row.feed_position, previous + 1));
    }
    for (let index = slots.length - 1; index >= 0; index--) {
      const last = (slots[index + 1] ?? total) - 1;
      slots[index] = Math.max(0, Math.min(slots[index] as number, last));
    }
    const end = page.offset + page.itemsPerPage;
    const before = slots.filter((slot) => slot < page.offset).length;
    const here = pinnedRows.filter((_, index) => {
      const slot = slots[index] as number;
      return slot >= page.offset && slot < end;
    });
    const regular = await repository.findPage(
      filters,
      'rating',
      { ...page, offset: page.offset - before, itemsPerPage: page.itemsPerPage - here.length },
      { documentIds: pinnedRows.map((row) => row.document_id) },
    );
    const rows: FeedRow[] = [];
    let next = 0;
    for (let position = page.offset; position < end; position++) {
      const pinnedIndex = slots.indexOf(position);
      const row = pinnedIndex >= 0 ? pinnedRows[pinnedIndex] : regular[next++];
      if (row) rows.push(row);
    }
    return [rows, total] as const;
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
        : takesPinnedAnnouncements(filters, order)
          ? await withPinnedAnnouncements(filters, page)
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

/**
 * Pinned announcements stand at their position in the feed itself (best rated first), unfiltered
 * or filtered by type only; a search, a place or a period lists them by its own order.
 */
function takesPinnedAnnouncements(filters: FeedFilters, order: FeedOrder) {
  if (order !== 'rating') return false;
  if (filters.documentTypes?.length && !filters.documentTypes.includes('Announcement')) return false;
  return Object.entries(filters).every(
    ([key, value]) => value === undefined || key === 'documentTypes' || key === 'showInFeed',
  );
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
