import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const demoArchive = path.resolve(import.meta.dirname, '../../../apps/server/demo-archive/images');

/**
 * Scans as an archive makes them: demo pictures enlarged (24 MP at the default 6000 × 4000) with
 * film grain, so they compress like real ones. Files already made are kept for the next run.
 */
export async function makeBenchScans(
  folder: string,
  count: number,
  size: { width: number; height: number } = { width: 6000, height: 4000 },
) {
  await mkdir(folder, { recursive: true });
  const sources = (await readdir(demoArchive)).filter((f) => f.endsWith('.jpg')).sort();
  const files: string[] = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(folder, `photo-${i}.jpg`);
    files.push(file);
    if (existsSync(file)) continue;
    const grain = await sharp({
      create: {
        width: size.width,
        height: size.height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 18 },
      },
    })
      .png()
      .toBuffer();
    await sharp(path.join(demoArchive, sources[(i * 7) % sources.length] as string))
      .resize(size.width, size.height, { fit: 'cover' })
      .composite([{ input: grain, blend: 'soft-light' }])
      .jpeg({ quality: 90 })
      .toFile(file);
  }
  return files;
}
