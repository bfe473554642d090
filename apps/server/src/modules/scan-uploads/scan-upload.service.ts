import { rm, stat } from 'node:fs/promises';
import {
  SCAN_UPLOAD_MESSAGES,
  type ScanBatchOutput,
  type ScanUploadMetadata,
  type ScanUploadResult,
  scanUploadMetadata,
} from '@retropics/domain/contracts/scan-upload.contract';
import { canAddScansToCollection } from '@retropics/domain/permissions';
import { scanSide } from '@retropics/domain/scan-files';
import type { Database } from '../../db/database.js';
import { enqueueFaceDetection } from '../../faces/face-jobs.js';
import { notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import { violationsOf } from '../../hydra/input-validation.js';
import type { Media } from '../../media/media.plugin.js';
import { photographOriginal } from '../../media/media-paths.js';
import { forgetUpload, type TusDatastore, takeFinishedUpload } from '../../media/tus-datastore.js';
import { contentHash, type InspectedFile, refusalReason } from '../../media/upload.store.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { accessDenied, authorize } from '../auth/auth.policy.js';
import type { CollectionRepository } from '../photograph-collections/photograph-collection.repository.js';
import {
  describedBy,
  type PhotographCreateService,
  scanPath,
} from '../photographs/photograph-create.service.js';
import { presentBatch } from './scan-upload.presenter.js';
import {
  type CollectionUploadRow,
  createScanUploadRepository,
  type ScanUploadRepository,
} from './scan-upload.repository.js';

/** A checked file out of the tus store, with its content hash. */
type Received = { file: InspectedFile; hash: string };

/**
 * Runs one task at a time per collection: pairing asks 'is the front there yet?' and must not
 * race a front being added at the same moment, or a back arriving beside it would be left over.
 */
function perCollectionQueue() {
  const tails = new Map<number, Promise<unknown>>();
  return <T>(collectionId: number, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(collectionId) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(collectionId, tail);
    void tail.then(() => {
      if (tails.get(collectionId) === tail) tails.delete(collectionId);
    });
    return run;
  };
}

/**
 * Scans sent into a collection with the tus protocol: who may, what each finished file becomes
 * (a photograph, the back side of one, skipped as already there, or refused with a reason), and
 * the summary of a batch. Fronts and backs pair by name as in the import command, whichever
 * arrives first.
 */
export function createScanUploadService(deps: {
  db: Database;
  media: Media;
  datastore: TusDatastore;
  collections: Pick<CollectionRepository, 'findById'>;
  creation: PhotographCreateService;
}) {
  const { db, media, datastore, collections, creation } = deps;
  const uploads = createScanUploadRepository(db);
  const inTurn = perCollectionQueue();

  async function mayAddScans(user: AuthUser, collectionId: number) {
    const collection = await collections.findById(collectionId);
    // A collection that does not exist is refused like one of somebody else (see auth.policy.ts).
    if (!collection) throw accessDenied();
    authorize(user, canAddScansToCollection, { ownerId: collection.ownerId });
  }

  async function isComplete(id: string) {
    const upload = await datastore.getUpload(id).catch(() => null);
    return upload !== null && upload.size !== undefined && upload.offset === upload.size;
  }

  /** Out of the tus store, hashed and checked; a refusal is recorded and answers null. */
  async function receive(row: CollectionUploadRow): Promise<Received | null> {
    const tempPath = await takeFinishedUpload(datastore, row.id, media.scratchDir);
    try {
      const hash = await contentHash(tempPath);
      const file = await media.uploads.inspect({
        field: 'file',
        tempPath,
        bytes: (await stat(tempPath)).size,
        originalName: row.fileName.split('/').pop() ?? row.fileName,
      });
      return { file, hash };
    } catch (error) {
      await rm(tempPath, { force: true });
      await uploads.settle(row.id, { state: 'refused', reason: refusalReason(error) });
      return null;
    }
  }

  async function skip(row: CollectionUploadRow, reason: string, received?: Received | null) {
    if (received) await rm(received.file.tempPath, { force: true });
    else await forgetUpload(datastore, row.id);
    await uploads.settle(row.id, { state: 'skipped', reason });
    return 'skipped' as const;
  }

  async function addFront(row: CollectionUploadRow, key: string, metadata: ScanUploadMetadata) {
    const sameName = (await uploads.frontsNamed(row.collectionId, key)).some(
      (front) => front.originalName.toLowerCase() === row.fileName.toLowerCase(),
    );
    if (sameName) return skip(row, SCAN_UPLOAD_MESSAGES.sameName);
    const front = await receive(row);
    if (!front) return 'refused' as const;
    if (await creation.isStored(row.collectionId, front.hash))
      return skip(row, SCAN_UPLOAD_MESSAGES.sameContent, front);

    const back = await waitingBackOf(row, key, front.hash);
    try {
      const [id] = await creation.addToCollection(
        row.collectionId,
        [
          {
            front: front.file,
            back: back?.received.file,
            frontPath: scanPath(row.collectionId, front.hash, front.file.facts.type),
            backPath: back
              ? scanPath(row.collectionId, back.received.hash, back.received.file.facts.type)
              : null,
            ...describedBy(
              metadata.sidecar && { file: row.fileName, ...metadata.sidecar },
              row.fileName,
              'de',
            ),
          },
        ],
        row.uploadedById,
      );
      const photographId = id as number;
      await uploads.settle(row.id, { state: 'added', photographId });
      if (back) await uploads.settle(back.row.id, { state: 'added', photographId });
      await creation.publish(row.collectionId, [photographId]);
      return 'added' as const;
    } catch (error) {
      const reason = refusalReason(error);
      await uploads.settle(row.id, { state: 'refused', reason });
      if (back) await uploads.settle(back.row.id, { state: 'refused', reason });
      return 'refused' as const;
    }
  }

  /** A back side of this front that arrived first and waits, checked (or refused on its own). */
  async function waitingBackOf(front: CollectionUploadRow, key: string, frontHash: string) {
    for (const row of await uploads.receiving(front.collectionId)) {
      const side = scanSide(row.fileName);
      if (row.id === front.id || side.side !== 'back' || side.key !== key || !(await isComplete(row.id)))
        continue;
      const received = await receive(row);
      if (!received) continue;
      if (received.hash === frontHash) {
        await rm(received.file.tempPath, { force: true });
        await uploads.settle(row.id, { state: 'refused', reason: SCAN_UPLOAD_MESSAGES.sameAsFront });
        continue;
      }
      return { row, received };
    }
    return null;
  }

  /** A back side joins its front if that is in the collection; otherwise it waits for it. */
  async function addBack(row: CollectionUploadRow, key: string): Promise<ScanUploadResult> {
    const fronts = await uploads.frontsNamed(row.collectionId, key);
    if (fronts.length === 0) return 'waiting';
    if (fronts.some((front) => front.backOriginalName?.toLowerCase() === row.fileName.toLowerCase()))
      return skip(row, SCAN_UPLOAD_MESSAGES.sameName);
    const front = fronts.find((candidate) => candidate.backOriginalName === null);
    if (!front) return skip(row, SCAN_UPLOAD_MESSAGES.backTaken);
    const back = await receive(row);
    if (!back) return 'refused';
    if (await creation.isStored(row.collectionId, back.hash))
      return skip(row, SCAN_UPLOAD_MESSAGES.sameContent, back);
    const filePath = scanPath(row.collectionId, back.hash, back.file.facts.type);
    try {
      await media.uploads.keep(
        [{ file: back.file, storageKey: `photographs/${filePath}`, filePath, purpose: 'photograph' }],
        row.uploadedById,
        async (tx) => {
          await uploads.attachBack(tx, front.id, {
            filePath,
            originalName: back.file.originalName,
            width: back.file.facts.width,
            height: back.file.facts.height,
          });
          await media.enqueuePyramid(photographOriginal(filePath), { upload: true, executor: tx });
          await enqueueFaceDetection(tx, front.id, { back: true });
          await uploads.settle(row.id, { state: 'added', photographId: front.id }, tx);
        },
      );
    } catch (error) {
      await uploads.settle(row.id, { state: 'refused', reason: refusalReason(error) });
      return 'refused';
    }
    await creation.publish(row.collectionId, [front.id]);
    return 'added';
  }

  /** What a finished upload becomes; a file settled already answers its state again. */
  function finished(collectionId: number, id: string): Promise<ScanUploadResult> {
    return inTurn(collectionId, async () => {
      const row = await uploads.findById(id);
      if (!row || row.collectionId !== collectionId) throw notFound('Upload');
      if (row.state !== 'receiving') return row.state as ScanUploadResult;
      const upload = await datastore.getUpload(id);
      const metadata = scanUploadMetadata.parse(upload.metadata ?? {});
      const { side, key } = scanSide(row.fileName);
      return side === 'back' ? addBack(row, key) : addFront(row, key, metadata);
    });
  }

  async function summary(collectionId: number, batchId: string): Promise<ScanBatchOutput> {
    return presentBatch(collectionId, batchId, await uploads.batch(collectionId, batchId));
  }

  return {
    mayAddScans,

    /** What a file becomes once its last byte is there; null while bytes are missing. */
    async finishedIfComplete(collectionId: number, id: string) {
      return (await isComplete(id)) ? finished(collectionId, id) : null;
    },

    /** Checks a new upload's tus metadata before any byte is stored. */
    readMetadata(metadata: Record<string, string | null>) {
      const parsed = scanUploadMetadata.safeParse(metadata);
      if (!parsed.success) throw new ValidationFailed(violationsOf(parsed.error.issues));
      return parsed.data;
    },

    /** Records a file the moment its upload is created, so every file of a batch shows in its summary. */
    async created(user: AuthUser, collectionId: number, id: string, metadata: ScanUploadMetadata) {
      await uploads.record({
        id,
        collectionId,
        uploadedById: user.personId,
        batchId: metadata.batchId,
        fileName: metadata.filename,
      });
    },

    /** Every tus request after the creation: the upload must be one of this collection's. */
    async mayContinue(user: AuthUser, collectionId: number, id: string) {
      await mayAddScans(user, collectionId);
      const row = await uploads.findById(id);
      if (!row || row.collectionId !== collectionId) throw notFound('Upload');
    },

    async summary(user: AuthUser, collectionId: number, batchId: string) {
      await mayAddScans(user, collectionId);
      return summary(collectionId, batchId);
    },

    /**
     * The client has sent every file of the batch: finished files not yet settled (a server
     * restart mid-way) are settled now, and back sides still waiting for a front are refused.
     */
    async complete(user: AuthUser, collectionId: number, batchId: string) {
      await mayAddScans(user, collectionId);
      for (const row of await uploads.receiving(collectionId, batchId)) {
        if (!(await isComplete(row.id))) continue;
        if ((await finished(collectionId, row.id)) !== 'waiting') continue;
        await forgetUpload(datastore, row.id);
        await uploads.settle(row.id, { state: 'refused', reason: SCAN_UPLOAD_MESSAGES.orphanBack });
      }
      return summary(collectionId, batchId);
    },

    /** Removes uploads not finished within `expiryMs` and records them as refused. */
    async cleanUp(expiryMs: number, now = new Date()) {
      await datastore.deleteExpired().catch(() => 0);
      const stale = await uploads.stale(new Date(now.getTime() - expiryMs));
      for (const row of stale) {
        await forgetUpload(datastore, row.id);
        await uploads.settle(row.id, { state: 'refused', reason: SCAN_UPLOAD_MESSAGES.unfinished });
      }
      return stale.length;
    },
  };
}

export type ScanUploadService = ReturnType<typeof createScanUploadService>;
export type { ScanUploadRepository };
