import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/**
 * A local S3-compatible server (s3rver) on a free loopback port, with one empty bucket, and the
 * settings that point the app's S3 storage at it. Nothing leaves the machine.
 */
export async function startS3TestServer(bucket = 'retropics-test') {
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(os.tmpdir(), 'retropics-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    // s3rver canonicalises encoded slashes in query strings (ListObjectsV2 prefixes) differently
    // from the AWS SDK; real stores do not. Signatures are the SDK's business, not what is tested.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    environment: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    settings: {
      kind: 's3' as const,
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
