import { randomUUID } from 'node:crypto';
import { copyFile, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseSidecar, type SidecarRow, scanSide, sidecarRowFor } from '@retropics/domain/scan-files';
import type { Database } from '../../db/database.js';
import type { Media } from '../../media/media.plugin.js';
import { contentHash, type InspectedFile, refusalReason } from '../../media/upload.store.js';
import { createCollectionRepository } from '../photograph-collections/photograph-collection.repository.js';
import {
  createPhotographCreateService,
  describedBy,
  type Locale,
  scanPath,
} from '../photographs/photograph-create.service.js';

/**
 * Imports a folder of scans into a collection (the `import` command).
 *
 * File names and sidecar (`metadata.csv` or `metadata.json` in the folder): see
 * `@retropics/domain/scan-files`. Sub-folders are included. Files without a sidecar row take
 * their title from the file name and their date and place from EXIF.
 *
 * Resumable: stored files are named by their content, so a rerun after an interruption skips
 * everything already imported, and each photograph is stored whole or not at all.
 */

const IMAGE_EXTENSION = /\.(jpe?g|png|gif)$/i;
const SIDECARS = ['metadata.json', 'metadata.csv'];

export type ImportItem = { front: string; back: string | null; meta: SidecarRow | undefined };
export type ImportOutcome =
  | { file: string; status: 'imported'; photographId: number }
  | { file: string; status: 'skipped'; reason: string }
  | { file: string; status: 'refused'; reason: string };

async function readSidecar(folder: string): Promise<Map<string, SidecarRow>> {
  const rows = new Map<string, SidecarRow>();
  for (const name of SIDECARS) {
    const text = await readFile(path.join(folder, name), 'utf8').catch(() => null);
    if (text === null) continue;
    for (const [file, row] of parseSidecar(text, name.endsWith('.json') ? 'json' : 'csv'))
      rows.set(file, row);
  }
  return rows;
}

async function imagesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && IMAGE_EXTENSION.test(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort((a, b) => a.localeCompare(b));
}

/** Pairs fronts and backs by the file-name convention and attaches the sidecar rows. */
export async function planImport(folder: string): Promise<{ items: ImportItem[]; orphanBacks: string[] }> {
  const files = await imagesIn(folder);
  const sidecar = await readSidecar(folder);
  const fronts = files.filter((file) => scanSide(file).side === 'front');
  const backs = new Map(
    files.filter((file) => scanSide(file).side === 'back').map((file) => [scanSide(file).key, file]),
  );
  const items = fronts.map((front) => {
    const { key } = scanSide(front);
    const back = backs.get(key) ?? null;
    backs.delete(key);
    return { front, back, meta: sidecarRowFor(sidecar, front) };
  });
  return { items, orphanBacks: [...backs.values()] };
}

/** Imports every item; calls `progress` after each. Never throws for one bad file: it is refused and reported. */
export async function importFolder(
  media: Media,
  db: Database,
  options: {
    folder: string;
    collectionId: number;
    locale?: Locale;
    progress?: (done: number, total: number, file: string) => void;
    /** The operator configured a depth model: each imported photograph queues its estimate. */
    depthModel?: boolean;
  },
) {
  const collection = await createCollectionRepository(db).findById(options.collectionId);
  if (!collection) throw new Error(`There is no collection ${options.collectionId}.`);
  const creation = createPhotographCreateService(media, db, { depth: options.depthModel === true });
  const { items, orphanBacks } = await planImport(options.folder);
  const outcomes: ImportOutcome[] = orphanBacks.map((file) => ({
    file,
    status: 'refused' as const,
    reason: 'back side without a front side of the same name',
  }));
  const imported: number[] = [];
  let done = 0;
  for (const item of items) {
    outcomes.push(await importOne(item));
    done += 1;
    options.progress?.(done, items.length, item.front);
  }
  await creation.publish(options.collectionId, imported);
  return outcomes;

  async function importOne(item: ImportItem): Promise<ImportOutcome> {
    const received: InspectedFile[] = [];
    const temporary: string[] = [];
    try {
      const paths = {
        front: path.join(options.folder, item.front),
        back: item.back && path.join(options.folder, item.back),
      };
      const hashes = {
        front: await contentHash(paths.front),
        back: paths.back ? await contentHash(paths.back) : null,
      };
      if (hashes.back === hashes.front)
        return {
          file: item.front,
          status: 'refused',
          reason: 'the back side is the same picture as the front side',
        };
      if (await creation.isStored(options.collectionId, hashes.front))
        return { file: item.front, status: 'skipped', reason: 'already imported' };
      for (const [field, file] of [
        ['file', paths.front],
        ['back', paths.back],
      ] as const) {
        if (!file) continue;
        // The store consumes its temporary copies; the scans in the folder stay untouched.
        const tempPath = path.join(media.scratchDir, `upload-${randomUUID()}`);
        temporary.push(tempPath);
        await copyFile(file, tempPath);
        received.push(
          await media.uploads.inspect({
            field,
            tempPath,
            bytes: (await stat(tempPath)).size,
            originalName: path.posix.basename(field === 'file' ? item.front : (item.back as string)),
          }),
        );
      }
      const [front, back] = received as [InspectedFile, InspectedFile | undefined];
      const photograph = {
        front,
        back,
        frontPath: scanPath(options.collectionId, hashes.front, front.facts.type),
        backPath: back && hashes.back ? scanPath(options.collectionId, hashes.back, back.facts.type) : null,
        ...describedBy(item.meta, item.front, options.locale ?? 'de'),
      };
      const [id] = await creation.addToCollection(options.collectionId, [photograph], null);
      imported.push(id as number);
      return { file: item.front, status: 'imported', photographId: id as number };
    } catch (error) {
      await Promise.all(temporary.map((file) => rm(file, { force: true })));
      return { file: item.front, status: 'refused', reason: refusalReason(error) };
    }
  }
}
