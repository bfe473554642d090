import { parseArgs } from 'node:util';
import { buildApp } from './app.js';
import type { Config } from './config/config.js';
import { openDatabase } from './db/database.js';
import { type ImportOutcome, importFolder } from './modules/media/folder-import.service.js';

/** A one-line progress bar on a terminal; a line per tenth otherwise (logs, CI). */
function progressPrinter(stream: NodeJS.WriteStream) {
  let lastTenth = -1;
  return (done: number, total: number, file: string) => {
    const share = total === 0 ? 1 : done / total;
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(share * width);
      const name = file.length > 40 ? `…${file.slice(-39)}` : file;
      stream.write(
        `\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${name.padEnd(40)}`,
      );
      if (done === total) stream.write('\n');
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth !== lastTenth || done === total) {
      lastTenth = tenth;
      stream.write(`${Math.round(share * 100)} % (${done}/${total}) ${file}\n`);
    }
  };
}

export function summarise(outcomes: ImportOutcome[]) {
  const imported = outcomes.filter((o) => o.status === 'imported');
  const skipped = outcomes.filter((o) => o.status === 'skipped');
  const refused = outcomes.filter((o) => o.status === 'refused');
  const lines = [
    `Imported ${imported.length}, already there ${skipped.length}, refused ${refused.length}.`,
    ...refused.map((o) => `  refused ${o.file}: ${o.status === 'refused' ? o.reason : ''}`),
  ];
  return {
    imported: imported.length,
    skipped: skipped.length,
    refused: refused.length,
    text: lines.join('\n'),
  };
}

/**
 * `retropics import <folder> --collection <id>`. Runs against the same database and store as the
 * server (stop a server on the embedded database first: PGlite has one user at a time). The
 * pyramids of the new photographs are queued for the server's worker.
 */
export async function runImportCommand(config: Config, args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { collection: { type: 'string' }, locale: { type: 'string' } },
  });
  const folder = positionals[0];
  const collectionId = Number(values.collection);
  if (!folder || !Number.isInteger(collectionId) || collectionId < 1)
    throw new Error('Usage: retropics import <folder> --collection <id> [--locale de|en|it]');
  const locale = (['de', 'en', 'it'] as const).find((l) => l === values.locale) ?? 'de';
  const handle = await openDatabase(config);
  await handle.migrate();
  const app = await buildApp({
    config: { ...config, media: { ...config.media, jobWorker: 'off' } },
    db: handle.db,
    logger: false,
  });
  try {
    await app.ready();
    const outcomes = await importFolder(app.media, app.db, {
      depthModel: app.config.depthModelPath !== null,
      folder,
      collectionId,
      locale,
      progress: progressPrinter(process.stderr),
    });
    const summary = summarise(outcomes);
    console.log(summary.text);
    return summary;
  } finally {
    await app.close();
    await handle.close();
  }
}
