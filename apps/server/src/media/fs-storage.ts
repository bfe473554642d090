import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage, StoredObjectInfo } from './storage.js';

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** Weak validators in the style of static file servers: size and modification time. */
function infoOf(details: { size: number; mtimeMs: number; mtime: Date }): StoredObjectInfo {
  return {
    size: details.size,
    etag: `"${details.size.toString(16)}-${Math.floor(details.mtimeMs).toString(16)}"`,
    lastModified: details.mtime,
  };
}

/** The default store: a folder (DATA_DIR/media). Writes go to a temporary name and are renamed into place. */
export function createFsStorage(root: string): MediaStorage {
  const resolve = (key: string) => path.join(root, ...key.split('/'));
  const temporaryBeside = (file: string) => `${file}.${randomUUID()}.partial`;

  async function place(file: string, fill: (temporary: string) => Promise<void>) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = temporaryBeside(file);
    try {
      await fill(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    kind: 'fs',

    async stat(key) {
      try {
        const details = await stat(resolve(key));
        return details.isFile() ? infoOf(details) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async read(key) {
      let handle: Awaited<ReturnType<typeof open>> | undefined;
      try {
        handle = await open(resolve(key), 'r');
        const details = await handle.stat();
        if (!details.isFile()) return null;
        const body = await handle.readFile();
        return { body, info: infoOf(details) };
      } catch (error) {
        if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
        throw error;
      } finally {
        await handle?.close();
      }
    },

    async stream(key) {
      const file = resolve(key);
      try {
        const details = await stat(file);
        if (!details.isFile()) return null;
        return { body: createReadStream(file), info: infoOf(details) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async write(key, body) {
      const file = resolve(key);
      await place(file, (temporary) => writeFile(temporary, body));
      return infoOf(await stat(file));
    },

    async writeFile(key, localPath) {
      await place(resolve(key), (temporary) => copyFile(localPath, temporary));
    },

    async importDirectory(prefix, localDir) {
      // One rename of the whole tree when possible (same file system): the pyramid appears at once.
      const target = resolve(prefix.replace(/\/$/, ''));
      await mkdir(path.dirname(target), { recursive: true });
      await rm(target, { recursive: true, force: true });
      try {
        await rename(localDir, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyTree(localDir, target);
        await rm(localDir, { recursive: true, force: true });
      }
      return countFiles(target);
    },

    async delete(key) {
      await rm(resolve(key), { force: true });
    },

    async deletePrefix(prefix) {
      if (prefix.endsWith('/')) {
        await rm(resolve(prefix.slice(0, -1)), { recursive: true, force: true });
        return;
      }
      const directory = path.dirname(resolve(prefix));
      const start = path.basename(resolve(prefix));
      const entries = await readdir(directory).catch((error) =>
        isMissing(error) ? [] : Promise.reject(error),
      );
      await Promise.all(
        entries
          .filter((name) => name.startsWith(start))
          .map((name) => rm(path.join(directory, name), { recursive: true, force: true })),
      );
    },

    async source(key) {
      const file = resolve(key);
      try {
        return (await stat(file)).isFile() ? file : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}

async function copyTree(from: string, to: string) {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target);
    else await copyFile(source, target);
  }
}

async function countFiles(directory: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    count += entry.isDirectory() ? await countFiles(path.join(directory, entry.name)) : 1;
  }
  return count;
}
