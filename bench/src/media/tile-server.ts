import { buildApp } from '../../../apps/server/src/app.js';
import { readConfig } from '../../../apps/server/src/config/config.js';
import { openDatabase } from '../../../apps/server/src/db/database.js';

/**
 * The RetroPics server as the tile benchmark runs it: its own process, the media folder given,
 * no request log, no background worker. Prints `ready <port>` once it listens on loopback.
 */
const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tile-server.ts <dataDir>');
const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JOB_WORKER: 'off' });
const handle = await openDatabase({ databaseUrl: 'memory://', dataDir });
await handle.migrate();
const app = await buildApp({ config, db: handle.db, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', async () => {
  await app.close();
  await handle.close();
  process.exit(0);
});
