#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { readConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { seedDemoArchive } from './seed/demo-archive.seed.js';
import { seedScaleArchive } from './seed/scale-archive.seed.js';
import { startServer } from './server.js';

const usage = `Usage: retropics <command>
  serve                         migrate, seed the demo archive into an empty database, and listen on $PORT
  migrate                       apply the database migrations
  seed [--photographs N]        seed the demo archive, or N synthetic photographs (no image files) for benchmarks
  import <folder> --collection <id> [--locale de|en|it]
                                import a folder of scans into a collection (docs/MEDIA.md, 'Importing scans')`;

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = readConfig();
  switch (command) {
    case 'serve': {
      const app = await startServer(config);
      const close = async () => {
        await app.close();
        process.exit(0);
      };
      process.on('SIGINT', close);
      process.on('SIGTERM', close);
      await app.listen({ port: config.port, host: config.host });
      return;
    }
    case 'migrate': {
      const handle = await openDatabase(config);
      await handle.migrate();
      await handle.close();
      console.log('Migrations applied.');
      return;
    }
    case 'seed': {
      const { values } = parseArgs({ args: rest, options: { photographs: { type: 'string' } } });
      const handle = await openDatabase(config);
      await handle.migrate();
      if (values.photographs) {
        const count = Number(values.photographs);
        if (!Number.isInteger(count) || count < 1)
          throw new Error('--photographs takes a positive whole number');
        await seedScaleArchive(handle.db, { photographs: count, log: console.log });
      } else {
        const seeded = await seedDemoArchive(handle.db, { mediaDir: config.mediaDir });
        console.log(
          `Seeded ${seeded.photographs} photographs, ${seeded.retrosnaps} RetroSnaps, ${seeded.collections} collections.`,
        );
      }
      await handle.close();
      return;
    }
    case 'import': {
      const { runImportCommand } = await import('./import.command.js');
      const summary = await runImportCommand(config, rest);
      process.exitCode = summary.refused > 0 ? 3 : 0;
      return;
    }
    default:
      console.error(usage);
      process.exit(command ? 2 : 0);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
