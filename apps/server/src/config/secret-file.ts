import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret the settings leave unset, created once in DATA_DIR and read back on every start, so a
 * restart keeps it. `create` runs only when the file does not exist yet.
 */
export async function readOrCreateSecretFile(file: string, create: () => string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if the file exists, so two nodes starting together cannot overwrite each other's secret.
    await writeFile(file, create(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}
