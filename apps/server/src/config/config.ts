import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads the environment. Everything else receives a typed `Config`,
 * so tests can build an app with any settings without touching process.env.
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  MAP_REQUIRES_LOGIN: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir/db`. `memory://` (tests only): PGlite in memory. */
  databaseUrl: string | undefined;
  publicUrl: string;
  seedDemo: 'auto' | 'never';
  mapRequiresLogin: boolean;
  logLevel: string;
  mediaDir: string;
  webDist: string;
};

const serverRoot = path.resolve(import.meta.dirname, '../..');

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    seedDemo: env.SEED_DEMO,
    mapRequiresLogin: env.MAP_REQUIRES_LOGIN,
    logLevel: env.LOG_LEVEL,
    mediaDir: path.join(dataDir, 'media'),
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
  };
}

/** Where the server package lives on disk (migrations, demo archive). */
export const serverPaths = {
  migrations: path.join(serverRoot, 'drizzle'),
  demoArchive: path.join(serverRoot, 'demo-archive'),
};
