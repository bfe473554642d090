import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import type { JobHandler } from '../../jobs/job-worker.js';
import type { Jobs } from '../../jobs/jobs.plugin.js';
import { type FeedDocumentType, refreshFeedItems } from './feed-item.projection.js';

/**
 * The version of the feed projection's code (what `refreshFeedItems` writes: the cards' texts,
 * the per-language search vectors). Raise it whenever that changes, so databases made by older
 * code get their rows rewritten once; the rows of a write are refreshed by the write itself.
 *
 * 1: the first projection. 2: albums and collections in de, en and it (their translation tables)
 *    in the cards and in the search.
 */
export const FEED_PROJECTION_VERSION = 2;

export const FEED_PROJECTION_JOB = 'feed.projection';

/**
 * The job's key is the version, and the job table is where a database records the version its
 * rows were written with: enqueueing is idempotent per key, so every node and every restart at
 * the same version finds the job done (or queued) and only a new version runs once more.
 */
const versionKey = (version: number) => `v${version}`;

const DOCUMENT_TYPES: FeedDocumentType[] = [
  'Photograph',
  'ImageGallery',
  'PhotographCollection',
  'Retrosnap',
  'Announcement',
];

/** At start-up: rewrite the whole projection once if the stored version is not this code's. */
export async function scheduleFeedProjectionRefresh(jobs: Pick<Jobs, 'enqueue'>) {
  await jobs.enqueue(FEED_PROJECTION_JOB, versionKey(FEED_PROJECTION_VERSION), { priority: -10 });
}

export function feedProjectionJobHandler(db: Database): JobHandler {
  return async () => {
    for (const type of DOCUMENT_TYPES) await refreshFeedItems(db, type);
    return { version: FEED_PROJECTION_VERSION };
  };
}

/**
 * Records that the projection was just written by this code (the seed builds it whole), so the
 * first start of a fresh database does not rewrite it again.
 */
export async function markFeedProjectionCurrent(db: Database) {
  await db.execute(sql`
    insert into jobs (kind, key, state, attempts, result, started_at, finished_at)
    values (${FEED_PROJECTION_JOB}, ${versionKey(FEED_PROJECTION_VERSION)}, 'done', 1,
            ${JSON.stringify({ version: FEED_PROJECTION_VERSION, by: 'seed' })}::jsonb, now(), now())
    on conflict (kind, key) do nothing`);
}
