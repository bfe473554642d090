import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import type { Page } from '../../hydra/pagination.js';

export type FeedFilters = {
  documentTypes?: string[] | undefined;
  showInFeed?: boolean | undefined;
  categoryIds?: number[] | undefined;
  /** Words typed by the visitor; each must match (stemmed as German, English and Italian, the last word a prefix). */
  text?: string | undefined;
  placeKey?: string | undefined;
  years?: { from: number; to: number } | undefined;
  /** Near-me: items within `radiusKm` of the point, nearest first. */
  near?: { lat: number; lon: number; radiusKm: number } | undefined;
  box?: { south: number; west: number; north: number; east: number } | undefined;
  onlyMapped?: boolean | undefined;
};

export type FeedOrder = 'rating' | 'relevance' | 'distance' | 'newest';

export type FeedRow = {
  id: number;
  document_type: string;
  document_id: number;
  headline: string;
  translations: unknown;
  images: Array<{ filePath: string; width: number; height: number }>;
  thumbnail: string | null;
  image_ratio: number;
  thumbnail_coordinates: unknown;
  depth_map_path: string | null;
  has_back_image: boolean;
  has_colorized: boolean;
  city: string | null;
  show_big: boolean;
  computed_rating: number;
  latitude: number | null;
  longitude: number | null;
  from_year: number | null;
  to_year: number | null;
  crowdfunding_required: string | null;
  crowdfunding_funded: string | null;
  crowdfunding_estimated_number_images: string | null;
  status: number | null;
  /** An announcement's link (null for everything else). */
  link: string | null;
};

/**
 * Turns typed words into a tsquery: whole words for all but the last, which is still being typed
 * and matches as a prefix ("Kirche Luz" → kirche & luz:*). Only letters and digits reach the query.
 */
export function toPrefixQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words || words.length === 0) return null;
  const kept = words.slice(0, 8);
  return kept.map((word, index) => (index === kept.length - 1 ? `${word}:*` : word)).join(' & ');
}

/**
 * The typed words stemmed as German, English and Italian, any of them matching: the search vector
 * holds each text stemmed in its own language, so a query finds content in every language
 * whatever the interface language ('Gletschern' and 'glacier' both find an English 'glacier'
 * whose German name is 'Gletscher').
 */
export function feedTextQuery(prefixQuery: string): SQL {
  return sql`(to_tsquery('german', ${prefixQuery}) || to_tsquery('english', ${prefixQuery}) || to_tsquery('italian', ${prefixQuery}))`;
}

const KM_PER_DEGREE = 111.32;

/** The filters as one SQL condition over feed_items (`true` when there are none); the map's aggregates reuse it. */
export function feedCondition(filters: FeedFilters): SQL {
  const conditions: SQL[] = [];
  if (filters.documentTypes?.length)
    conditions.push(sql`document_type = any(${sql.param(filters.documentTypes)}::text[])`);
  if (filters.showInFeed !== undefined) conditions.push(sql`show_in_feed = ${filters.showInFeed}`);
  if (filters.categoryIds?.length)
    conditions.push(sql`category_ids && ${sql.param(filters.categoryIds)}::int[]`);
  if (filters.text) {
    const query = toPrefixQuery(filters.text);
    conditions.push(query ? sql`search_vector @@ ${feedTextQuery(query)}` : sql`false`);
  }
  if (filters.placeKey) conditions.push(sql`place_keys @> array[${filters.placeKey}]::text[]`);
  if (filters.years) {
    conditions.push(sql`from_year <= ${filters.years.to} and to_year >= ${filters.years.from}`);
  }
  if (filters.near) {
    const { lat, lon, radiusKm } = filters.near;
    const dLat = radiusKm / KM_PER_DEGREE;
    const dLon = radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((lat * Math.PI) / 180), 0.01));
    conditions.push(
      sql`latitude between ${lat - dLat} and ${lat + dLat} and longitude between ${lon - dLon} and ${lon + dLon}`,
    );
  }
  if (filters.box) {
    const { south, west, north, east } = filters.box;
    conditions.push(sql`latitude between ${south} and ${north}`);
    // A box that crosses the antimeridian has west > east.
    conditions.push(
      west <= east
        ? sql`longitude between ${west} and ${east}`
        : sql`(longitude >= ${west} or longitude <= ${east})`,
    );
  }
  if (filters.onlyMapped) conditions.push(sql`latitude is not null`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/**
 * An announcement is in the feed only within its time window (startsAt … endsAt, either open).
 * The window is the projection's copy, compared with now() at query time, so an announcement
 * appears and disappears at the very moment without a refresh; other rows have no window.
 */
const inWindow = sql`(feed_items.starts_at is null or feed_items.starts_at <= now()) and (feed_items.ends_at is null or feed_items.ends_at > now())`;

/** Announcements pinned to a feed position (spec: 'feed position'): their own ids, left out of the ranking. */
export type Pinned = { documentIds: number[] };

const notPinned = (pinned: Pinned | undefined) =>
  pinned?.documentIds.length
    ? sql` and not (feed_items.document_type = 'Announcement' and feed_items.document_id = any(${sql.param(pinned.documentIds)}::int[]))`
    : sql``;

const whereClause = (filters: FeedFilters, pinned?: Pinned) =>
  sql`where ${feedCondition(filters)} and ${inWindow}${notPinned(pinned)}`;

function orderClause(order: FeedOrder, filters: FeedFilters): SQL {
  switch (order) {
    case 'relevance': {
      const query = filters.text ? toPrefixQuery(filters.text) : null;
      if (query)
        return sql`order by ts_rank(search_vector, ${feedTextQuery(query)}) desc, computed_rating desc nulls last, id desc nulls last`;
      return sql`order by computed_rating desc nulls last, id desc nulls last`;
    }
    case 'distance':
      if (filters.near) {
        const { lat, lon } = filters.near;
        const cosLat = Math.cos((lat * Math.PI) / 180);
        return sql`order by (latitude - ${lat}) ^ 2 + ((longitude - ${lon}) * ${cosLat}) ^ 2, id desc`;
      }
      return sql`order by computed_rating desc nulls last, id desc nulls last`;
    case 'newest':
      return sql`order by id desc`;
    default:
      return sql`order by computed_rating desc nulls last, id desc nulls last`;
  }
}

/** One page of the feed; exported so the benchmark can run the very same SQL bare. */
export function feedPageQuery(filters: FeedFilters, order: FeedOrder, page: Page, pinned?: Pinned): SQL {
  if (filters.onlyMapped && order === 'rating') return mapPageQuery(filters, page);
  return sql`
    select id, document_type, document_id, headline, translations, images, thumbnail, image_ratio,
      thumbnail_coordinates, depth_map_path, has_back_image, has_colorized, city, show_big, computed_rating,
      latitude, longitude, from_year, to_year, crowdfunding_required, crowdfunding_funded,
      crowdfunding_estimated_number_images, status, link
    from feed_items ${whereClause(filters, pinned)} ${orderClause(order, filters)}
    limit ${page.itemsPerPage} offset ${page.offset}`;
}

/**
 * The map's page (best rated first): the ids come from an index-only scan of feed_items_map_order
 * or feed_items_geo (migration 0008), so only the 500 rows shown are read from the table, not every
 * item of a crowded box.
 */
function mapPageQuery(filters: FeedFilters, page: Page): SQL {
  const order = orderClause('rating', filters);
  return sql`
    select id, document_type, document_id, headline, translations, images, thumbnail, image_ratio,
      thumbnail_coordinates, depth_map_path, has_back_image, has_colorized, city, show_big, computed_rating,
      latitude, longitude, from_year, to_year, crowdfunding_required, crowdfunding_funded,
      crowdfunding_estimated_number_images, status, link
    from feed_items
    where id in (
      select id from feed_items ${whereClause(filters)} ${order} limit ${page.itemsPerPage} offset ${page.offset}
    )
    ${order}`;
}

/** hydra:totalItems for the filters; unfiltered feeds read the trigger-kept counts instead of counting rows. */
export function feedCountQuery(filters: FeedFilters): SQL {
  const onlyCheapFilters = Object.entries(filters).every(
    ([key, value]) => value === undefined || key === 'documentTypes' || key === 'showInFeed',
  );
  if (!onlyCheapFilters) return sql`select count(*)::int as total from feed_items ${whereClause(filters)}`;
  const conditions: SQL[] = [];
  if (filters.documentTypes?.length)
    conditions.push(sql`document_type = any(${sql.param(filters.documentTypes)}::text[])`);
  if (filters.showInFeed !== undefined) conditions.push(sql`show_in_feed = ${filters.showInFeed}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  // The kept counts include announcements outside their time window: those few are counted here.
  const outOfWindow = sql`(select count(*) from feed_items ${where}${conditions.length ? sql` and ` : sql` where `}feed_items.document_type = 'Announcement' and not (${inWindow}))`;
  return sql`select (coalesce(sum(count), 0) - ${outOfWindow})::int as total from feed_item_counts ${where}`;
}

export function createFeedItemRepository(db: Database) {
  return {
    findPage(filters: FeedFilters, order: FeedOrder, page: Page, pinned?: Pinned) {
      return queryRows<FeedRow>(db, feedPageQuery(filters, order, page, pinned));
    },

    /** The announcements with a feed position that are shown now, by position. */
    findPinnedAnnouncements(showInFeed: boolean | undefined) {
      return queryRows<FeedRow & { feed_position: number }>(
        db,
        sql`select feed_items.* from feed_items
          where feed_items.feed_position is not null
            ${showInFeed === undefined ? sql`` : sql`and feed_items.show_in_feed = ${showInFeed}`}
            and ${inWindow}
          order by feed_items.feed_position, feed_items.document_id`,
      );
    },

    async count(filters: FeedFilters): Promise<number> {
      const [row] = await queryRows<{ total: number }>(db, feedCountQuery(filters));
      return Number(row?.total ?? 0);
    },

    async findById(id: number) {
      const [row] = await queryRows<FeedRow>(db, sql`select * from feed_items where id = ${id}`);
      return row ?? null;
    },
  };
}

export type FeedItemRepository = ReturnType<typeof createFeedItemRepository>;
