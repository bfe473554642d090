import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = join(e2eDir, '..');
export const artifactsDir = join(e2eDir, 'artifacts');
export const screenshotsDir = join(artifactsDir, 'screenshots');
export const webDistDir = join(repoRoot, 'apps', 'web', 'dist');
export const serverCli = join(repoRoot, 'apps', 'server', 'dist', 'cli.js');
