import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { App } from '../app.types.js';
import { bearer, signIn } from '../modules/auth/auth.test-support.js';

/** Small test images made on the fly, and multipart bodies to send them with. */

/** A JPEG with a left half red and a right half blue, so orientation and crops can be checked by colour. */
export async function twoToneJpeg(
  width: number,
  height: number,
  exif: { orientation?: number; date?: string; gps?: { latitude: number; longitude: number } } = {},
) {
  const half = Math.floor(width / 2);
  const left = await sharp({ create: { width: half, height, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  let image = sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    { input: left, left: 0, top: 0 },
  ]);
  image = image.jpeg({ quality: 90 });
  if (exif.orientation) image = image.withMetadata({ orientation: exif.orientation });
  const ifd: Record<string, Record<string, string>> = {};
  if (exif.date) ifd.IFD2 = { DateTimeOriginal: exif.date };
  if (exif.gps) {
    const dms = (value: number) => {
      const abs = Math.abs(value);
      const degrees = Math.floor(abs);
      const minutes = Math.floor((abs - degrees) * 60);
      const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
      return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
    };
    ifd.IFD3 = {
      GPSLatitudeRef: exif.gps.latitude >= 0 ? 'N' : 'S',
      GPSLatitude: dms(exif.gps.latitude),
      GPSLongitudeRef: exif.gps.longitude >= 0 ? 'E' : 'W',
      GPSLongitude: dms(exif.gps.longitude),
    };
  }
  if (Object.keys(ifd).length > 0) image = image.withExifMerge(ifd);
  return image.toBuffer();
}

export const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
    .png()
    .toBuffer();

export const solidGif = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808000' } })
    .gif()
    .toBuffer();

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer) {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A decompression bomb: a few hundred bytes that claim to be a 50 000 × 50 000 px PNG
 * (2.5 billion pixels, 7.5 GB once decoded). It must be refused from its header alone.
 */
export function pngBomb(width = 50_000, height = 50_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with files and text fields, as a browser's FormData sends it. */
export function multipart(
  files: Array<{ field: string; name: string; body: Buffer; type?: string }>,
  fields: Record<string, string> = {},
) {
  const boundary = `----retropics${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const demoAccounts = {
  admin: { email: 'admin@retropics.local', password: 'admin-retropics' },
  editor: { email: 'editor@retropics.local', password: 'editor-retropics' },
  user: { email: 'user@retropics.local', password: 'user-retropics' },
} as const;

/** The Authorization header of a signed-in demo account. */
export async function signedIn(app: App, who: keyof typeof demoAccounts) {
  const { tokens } = await signIn(
    app,
    demoAccounts[who].email,
    demoAccounts[who].password,
    `198.51.100.${who.length}`,
  );
  return bearer(tokens.token);
}

/** Average colour of a region of an image, for checking what a thumbnail shows. */
export async function averageColour(
  image: Buffer,
  region?: { left: number; top: number; width: number; height: number },
) {
  // stats() reads its input, not the pipeline's output: crop into a new image first.
  const part = region ? await sharp(image).extract(region).png().toBuffer() : image;
  const { channels } = await sharp(part).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean)) as [number, number, number];
}
