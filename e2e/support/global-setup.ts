import { mkdir, rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { ensureProductionBuild } from './build';
import { artifactsDir, screenshotsDir, serverCli } from './paths';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    webDist: string;
  }
}

/** Builds if needed, starts the real server once for every test file, stops it at the end. */
export default async function setup(project: TestProject) {
  await rm(artifactsDir, { recursive: true, force: true });
  await mkdir(screenshotsDir, { recursive: true });
  ensureProductionBuild();
  console.log(`› starting ${serverCli} serve`);
  const server = await startServer();
  console.log(`› server ready at ${server.baseUrl}`);
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('webDist', server.webDist);
  return async () => {
    await server.stop();
  };
}
