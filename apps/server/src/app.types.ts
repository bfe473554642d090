import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/config.js';
import type { Database } from './db/database.js';

/**
 * The server as modules see it. Kept apart from `app.ts` (the composition root) so that a module
 * can name the type without importing the file that imports every module: that made each routes
 * file part of an import cycle through `app.ts`.
 */
export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}
