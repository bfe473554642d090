import path from 'node:path';
import { z } from 'zod';

/**
 * The media settings of the operational contract (STORAGE, S3_*, upload limits, the in-process
 * job worker). `readConfig` calls this once with the environment; nothing else reads it.
 */
const mediaEnvironmentSchema = z.object({
  STORAGE: z.enum(['fs', 's3']).default('fs'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Largest upload accepted, in bytes (default 64 MiB: a 100 MP scan as a good JPEG). */
  MEDIA_MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024 * 1024),
  /** Largest image accepted, in pixels; anything larger is treated as a decompression bomb. */
  MEDIA_MAX_PIXELS: z.coerce.number().int().min(1).default(150_000_000),
  /** `inline`: this process runs background jobs; `off`: a separate `worker` process does. */
  JOB_WORKER: z.enum(['inline', 'off']).default('inline'),
});

export type StorageConfig =
  | { kind: 'fs'; root: string }
  | {
      kind: 's3';
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export type MediaConfig = {
  storage: StorageConfig;
  maxUploadBytes: number;
  maxInputPixels: number;
  jobWorker: 'inline' | 'off';
};

export function readMediaConfig(environment: NodeJS.ProcessEnv, dataDir: string): MediaConfig {
  const parsed = mediaEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  if (env.STORAGE === 's3' && !env.S3_BUCKET)
    throw new Error('Invalid settings:\n  S3_BUCKET: required with STORAGE=s3');
  return {
    storage:
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            bucket: env.S3_BUCKET as string,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'fs', root: path.join(dataDir, 'media') },
    maxUploadBytes: env.MEDIA_MAX_UPLOAD_BYTES,
    maxInputPixels: env.MEDIA_MAX_PIXELS,
    jobWorker: env.JOB_WORKER,
  };
}
