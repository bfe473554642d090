import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../../db/database.js';
import { HttpError, ValidationFailed } from '../../hydra/hydra-errors.js';
import type { Media } from '../../media/media.plugin.js';
import { extensionOf } from '../../media/media-paths.js';
import type { InspectedFile } from '../../media/upload.store.js';
import { createCollectionRepository } from '../photograph-collections/photograph-collection.repository.js';
import { createPhotographCreateService, type Locale } from '../photographs/photograph-create.service.js';

/**
 * Imports a folder of scans into a collection (the `import` command).
 *
 * File names: every JPEG, PNG or GIF is a photograph's front side, except a file whose name
 * ends in `_back`, `-back`, `_verso`, `-verso`, `_rueckseite` or `_rückseite` (any case) before
 * the extension: that is the back side of the file with the same name without that ending,
 * e.g. `kapellbruecke-1895.jpg` and `kapellbruecke-1895_back.jpg`. Sub-folders are included.
 *
 * Sidecar: `metadata.csv` or `metadata.json` in the folder. Columns (CSV header) or keys (JSON
 * array of objects): `file` (the front's name or path in the folder, required), `title`,
 * `description`, `date` (as written: '1921', 'ca. 1905', '3.5.1921'), `photographer`,
 * `source`, `license`, `locale` (de, en, it). Files without a row take their title from the
 * file name and their date and place from EXIF.
 *
 * Resumable: stored files are named by their content, so a rerun after an interruption skips
 * everything already imported, and each photograph is stored whole or not at all.
 */

const BACK_SUFFIX = /[_-](back|verso|r(ue|ü)ckseite)$/i;
const IMAGE_EXTENSION = /\.(jpe?g|png|gif)$/i;
const SIDECARS = ['metadata.json', 'metadata.csv'];

export type SidecarRow = {
  file: string;
  title?: string;
  description?: string;
  date?: string;
  photographer?: string;
  source?: string;
  license?: string;
  locale?: string;
};

export type ImportItem = { front: string; back: string | null; meta: SidecarRow | undefined };
export type ImportOutcome =
  | { file: string; status: 'imported'; photographId: number }
  | { file: string; status: 'skipped'; reason: string }
  | { file: string; status: 'refused'; reason: string };

/** A small RFC 4180 reader: quoted fields, doubled quotes, commas and line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i] as string;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((value) => value.trim() !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((value) => value.trim() !== '')) rows.push(row);
  return rows;
}

async function readSidecar(folder: string): Promise<Map<string, SidecarRow>> {
  const rows = new Map<string, SidecarRow>();
  for (const name of SIDECARS) {
    const file = path.join(folder, name);
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    let entries: SidecarRow[];
    if (name.endsWith('.json')) {
      const parsed = JSON.parse(text) as SidecarRow[] | Record<string, Omit<SidecarRow, 'file'>>;
      entries = Array.isArray(parsed)
        ? parsed
        : Object.entries(parsed).map(([key, value]) => ({ ...value, file: key }));
    } else {
      const [header, ...body] = parseCsv(text);
      const columns = (header ?? []).map((column) => column.trim().toLowerCase());
      entries = body.map(
        (values) =>
          Object.fromEntries(columns.map((column, i) => [column, values[i]?.trim() ?? ''])) as SidecarRow,
      );
    }
    for (const entry of entries) {
      if (entry.file) rows.set(entry.file.replaceAll('\\', '/').toLowerCase(), entry);
    }
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
  const stemOf = (file: string) => file.replace(IMAGE_EXTENSION, '');
  const fronts = files.filter((file) => !BACK_SUFFIX.test(stemOf(file)));
  const backs = new Map(
    files
      .filter((file) => BACK_SUFFIX.test(stemOf(file)))
      .map((file) => [stemOf(file).replace(BACK_SUFFIX, '').toLowerCase(), file]),
  );
  const items = fronts.map((front) => {
    const key = stemOf(front).toLowerCase();
    const back = backs.get(key) ?? null;
    backs.delete(key);
    const meta = sidecar.get(front.toLowerCase()) ?? sidecar.get(path.posix.basename(front).toLowerCase());
    return { front, back, meta };
  });
  return { items, orphanBacks: [...backs.values()] };
}

async function contentHash(file: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 32);
}

const titleFromName = (file: string) =>
  path.posix.basename(file).replace(IMAGE_EXTENSION, '').replace(/[_-]+/g, ' ').trim();

/** Imports every item; calls `progress` after each. Never throws for one bad file: it is refused and reported. */
export async function importFolder(
  media: Media,
  db: Database,
  options: {
    folder: string;
    collectionId: number;
    locale?: Locale;
    progress?: (done: number, total: number, file: string) => void;
  },
) {
  const collection = await createCollectionRepository(db).findById(options.collectionId);
  if (!collection) throw new Error(`There is no collection ${options.collectionId}.`);
  const creation = createPhotographCreateService(media, db);
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
      const keyFor = (hash: string, type: keyof typeof extensionOf) =>
        `photograph_collection/raw/${options.collectionId}/${hash}.${extensionOf[type]}`;
      const existing = await media.uploads.storedKeys(
        (['jpeg', 'png', 'gif'] as const).map((type) => `photographs/${keyFor(hashes.front, type)}`),
      );
      if (existing.length > 0) return { file: item.front, status: 'skipped', reason: 'already imported' };
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
      const meta = item.meta;
      const locale = (['de', 'en', 'it'] as const).find((l) => l === meta?.locale) ?? options.locale ?? 'de';
      const photograph = {
        front,
        back,
        frontPath: keyFor(hashes.front, front.facts.type),
        backPath: back && hashes.back ? keyFor(hashes.back, back.facts.type) : null,
        title: meta?.title?.trim() || titleFromName(item.front),
        description: meta?.description,
        dateText: meta?.date,
        photographer: meta?.photographer || undefined,
        source: meta?.source || undefined,
        licenseName: meta?.license || undefined,
        locale,
      };
      const [id] = await creation.addToCollection(options.collectionId, [photograph], null);
      imported.push(id as number);
      return { file: item.front, status: 'imported', photographId: id as number };
    } catch (error) {
      await Promise.all(temporary.map((file) => rm(file, { force: true })));
      const reason =
        error instanceof ValidationFailed
          ? error.violations.map((v) => v.message).join(' ')
          : error instanceof HttpError || error instanceof Error
            ? error.message
            : String(error);
      return { file: item.front, status: 'refused', reason };
    }
  }
}
