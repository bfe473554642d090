// Renders the app icons from one SVG so every size stays in step with the logo.
// Run with `npm run icons -w apps/web`; the PNGs are committed because the build must not need sharp.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** The mark: a tilted print with a mountain scene, on the app's dark sepia ground. */
function iconSvg(options: { rounded: boolean; scale: number }): string {
  const radius = options.rounded ? 96 : 0;
  const s = options.scale;
  const offset = (512 - 512 * s) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <title>RetroPics</title>
  <rect width="512" height="512" rx="${radius}" fill="#1c1712"/>
  <g transform="translate(${offset} ${offset}) scale(${s})">
    <g transform="rotate(-6 256 256)">
      <rect x="96" y="88" width="320" height="352" rx="12" fill="#f3e6cc"/>
      <rect x="122" y="114" width="268" height="240" fill="#8a6a43"/>
      <circle cx="320" cy="168" r="30" fill="#f0c987"/>
      <path d="M122 354 L200 236 L248 298 L292 226 L390 354 Z" fill="#3e2f20"/>
      <path d="M200 236 L222 270 L208 262 L194 276 L186 258 Z" fill="#f3e6cc" opacity="0.85"/>
    </g>
  </g>
</svg>`;
}

const targets = [
  { file: 'icons/icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icons/icon-512.png', size: 512, rounded: true, scale: 1 },
  // Maskable icons keep their content inside the 80 % safe zone and fill the whole square.
  { file: 'icons/maskable-512.png', size: 512, rounded: false, scale: 0.72 },
  { file: 'icons/apple-touch-icon-180.png', size: 180, rounded: false, scale: 0.86 },
];

await mkdir(join(publicDir, 'icons'), { recursive: true });
for (const target of targets) {
  const svg = Buffer.from(iconSvg({ rounded: target.rounded, scale: target.scale }));
  const png = await sharp(svg)
    .resize(target.size, target.size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await writeFile(join(publicDir, target.file), png);
  console.log(`${target.file} ${png.length} bytes`);
}
await writeFile(join(publicDir, 'favicon.svg'), iconSvg({ rounded: true, scale: 1 }));
console.log('favicon.svg');
