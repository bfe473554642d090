import { type Homography, isPlausible } from '@retropics/domain/alignment';
import {
  RETROSNAP_MESSAGES,
  type RetrosnapCreateBody,
  type RetrosnapUpdateBody,
} from '@retropics/domain/contracts/retrosnap.contract';
import { canCreateRetrosnap, canDeleteRetrosnap, canEditRetrosnap } from '@retropics/domain/permissions';
import type { FastifyBaseLogger } from 'fastify';
import { ALIGN_JOB, ALIGN_PRIORITY, alignJobKey } from '../../alignment/alignment-job.js';
import type { Database } from '../../db/database.js';
import type { StoredAlignment } from '../../db/schema/retrosnaps.js';
import { notFound, ValidationFailed, type Violation } from '../../hydra/hydra-errors.js';
import type { Jobs } from '../../jobs/jobs.plugin.js';
import type { MediaStorage } from '../../media/storage.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize } from '../auth/auth.policy.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import type { RetrosnapNews } from './retrosnap-news.js';
import { removeRetrosnapFiles } from './retrosnap-uploads.js';
import {
  createRetrosnapWriteRepository,
  type RetrosnapWriteRepository,
} from './retrosnap-write.repository.js';

const ratioOf = (width: number, height: number) => width / Math.max(height, 1);

/**
 * What the feed shows of a RetroSnap and of its photograph (whose rating counts its RetroSnaps),
 * brought in line in the transaction of the write. The map reads the same rows.
 */
async function refreshFeed(tx: Database, retrosnapId: number, photographId: number) {
  await refreshFeedItems(tx, 'Retrosnap', [retrosnapId]);
  await refreshFeedItems(tx, 'Photograph', [photographId]);
}

/**
 * RetroSnaps written by people (issue 17, spec §4 'RetroSnap create', §6 'RetroSnap author'):
 * anyone signed in makes one of a photograph they can see, from a picture they uploaded; only
 * the author changes its text and alignment or deletes it.
 */
export function createRetrosnapWriteService(deps: {
  db: Database;
  writes: RetrosnapWriteRepository;
  jobs: Pick<Jobs, 'enqueue'>;
  storage: MediaStorage;
  news: Pick<RetrosnapNews, 'announce'>;
  log: FastifyBaseLogger;
}) {
  const { db, writes, jobs, storage, news, log } = deps;

  /** The RetroSnap, if the user is its author; a missing one is a 404. */
  async function authored(
    user: AuthUser,
    id: number,
    predicate: typeof canEditRetrosnap | typeof canDeleteRetrosnap,
  ) {
    const found = await writes.findById(id);
    if (!found) throw notFound('Retrosnap');
    authorize(user, predicate, { authorId: found.authorId });
    return found;
  }

  return {
    /**
     * POST /retrosnaps. In one transaction: the RetroSnap, its place at the end of the author's
     * private album 'My RetroSnaps' (made on the first RetroSnap), the feed rows, and the
     * alignment job. Then the owner of the photograph's collection hears of it.
     * A repeated create (same clientKey) answers the RetroSnap made the first time: `created` false.
     */
    async create(user: AuthUser, body: RetrosnapCreateBody): Promise<{ id: number; created: boolean }> {
      authorize(user, canCreateRetrosnap, null);
      const authorId = user.personId;
      const key = body.clientKey?.toLowerCase() ?? null;
      if (key !== null) {
        const earlier = await writes.findByClientKey(authorId, key);
        if (earlier) return { id: earlier.id, created: false };
      }
      const made = await db.transaction(async (tx) => {
        const inTransaction = createRetrosnapWriteRepository(tx as unknown as Database);
        const violations: Violation[] = [];
        const photograph = await inTransaction.findPhotograph(body.photograph);
        if (!photograph || photograph.isHidden) {
          violations.push({ propertyPath: 'photograph', message: RETROSNAP_MESSAGES.unknownPhotograph });
        }
        const upload = await inTransaction.lockUpload(body.filePath, authorId);
        if (!upload) {
          violations.push({ propertyPath: 'filePath', message: RETROSNAP_MESSAGES.unknownFile });
        } else if (await inTransaction.isFileUsed(upload.filePath)) {
          violations.push({ propertyPath: 'filePath', message: RETROSNAP_MESSAGES.fileTaken });
        }
        if (violations.length > 0 || !photograph || !upload) throw new ValidationFailed(violations);
        const albumId = await inTransaction.ensureSnapAlbum(authorId);
        const row = await inTransaction.insert({
          text: body.text,
          filePath: upload.filePath,
          originalName: upload.originalName,
          width: upload.width,
          height: upload.height,
          photographId: photograph.id,
          authorId,
          placeName: body.place ? (body.place.name?.trim() ?? '') || null : null,
          latitude: body.place?.geo.lat ?? null,
          longitude: body.place?.geo.lon ?? null,
          altitude: body.altitude ?? null,
          orientation: body.orientation ?? null,
          clientKey: key,
        });
        // The same create sent twice at once: the other one made it.
        if (!row) return null;
        await inTransaction.appendToAlbum(albumId, row.id);
        await refreshFeed(tx as unknown as Database, row.id, photograph.id);
        await jobs.enqueue(
          ALIGN_JOB,
          alignJobKey(row.id),
          { payload: { retrosnapId: row.id, photographId: photograph.id }, priority: ALIGN_PRIORITY.upload },
          tx as unknown as Database,
        );
        return { row, photograph };
      });
      if (!made) {
        const earlier = key === null ? null : await writes.findByClientKey(authorId, key);
        if (!earlier) throw new Error('RetroSnap neither made nor found');
        return { id: earlier.id, created: false };
      }
      await news.announce({
        id: made.row.id,
        authorId,
        photographId: made.photograph.id,
        ownerId: made.photograph.collectionOwnerId,
        ownerLocale: made.photograph.reportLocale,
      });
      return { id: made.row.id, created: true };
    },

    /**
     * PUT /retrosnaps/{id}, by the author: the text, and the hand alignment (checked against the
     * real shapes of both pictures), or `alignment: null` back to the matcher's. The matcher's own
     * result and when it ran stay as they are.
     */
    async update(user: AuthUser, id: number, body: RetrosnapUpdateBody) {
      const snap = await authored(user, id, canEditRetrosnap);
      const changes: { text?: string; alignment?: StoredAlignment } = {};
      if (body.text !== undefined && body.text !== snap.text) changes.text = body.text;
      if (body.alignment !== undefined) {
        const stored: StoredAlignment = snap.alignment ?? { automatic: null, manual: null };
        const manual = body.alignment === null ? null : (body.alignment.homography as unknown as Homography);
        if (manual !== null) {
          const photograph = await writes.findPhotograph(snap.photographId);
          const photographRatio = photograph ? ratioOf(photograph.width, photograph.height) : 1;
          if (!isPlausible(manual, photographRatio, ratioOf(snap.width, snap.height))) {
            throw new ValidationFailed([
              { propertyPath: 'alignment.homography', message: RETROSNAP_MESSAGES.homography },
            ]);
          }
        }
        changes.alignment = { ...stored, manual };
      }
      if (Object.keys(changes).length === 0) return;
      await db.transaction(async (tx) => {
        await createRetrosnapWriteRepository(tx as unknown as Database).update(id, changes);
        // The text is searched and shown in the feed; the alignment is not in it.
        if (changes.text !== undefined) await refreshFeed(tx as unknown as Database, id, snap.photographId);
      });
    },

    /**
     * DELETE /retrosnaps/{id}, by the author: the RetroSnap (its album places and comments go with
     * it), its upload row and feed rows in one transaction; then its picture, tiles and thumbnails.
     */
    async remove(user: AuthUser, id: number) {
      const snap = await authored(user, id, canDeleteRetrosnap);
      await db.transaction(async (tx) => {
        const inTransaction = createRetrosnapWriteRepository(tx as unknown as Database);
        await inTransaction.delete(id);
        await inTransaction.deleteUpload(snap.filePath);
        await refreshFeed(tx as unknown as Database, id, snap.photographId);
      });
      try {
        await removeRetrosnapFiles(storage, snap.filePath);
      } catch (error) {
        // The RetroSnap is gone; a file left behind is unreachable, so only logged.
        log.warn({ err: error, filePath: snap.filePath }, 'RetroSnap files not removed');
      }
    },
  };
}

export type RetrosnapWriteService = ReturnType<typeof createRetrosnapWriteService>;
