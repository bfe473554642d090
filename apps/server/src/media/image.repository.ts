import { mkdir, open as openFile } from 'node:fs/promises';
import path from 'node:path';
import exifr from 'exifr';
import sharp, { type Sharp } from 'sharp';
import { type Crop, type DerivativeSpec, TILE_OVERLAP, TILE_QUALITY, TILE_SIZE } from './derivative-sizes.js';
import type { ImageFormat, UploadType } from './media-paths.js';

/** Why an image cannot be used; the upload service turns these into JSON-LD errors. */
export class ImageRefused extends Error {
  constructor(
    readonly reason: 'unsupported' | 'too-many-pixels' | 'corrupt',
    message: string,
  ) {
    super(message);
  }
}

export type ImageInput = string | Buffer;

/** What an accepted image is: its real type, its upright size, and when and where it was taken. */
export type ImageFacts = {
  type: UploadType;
  /** Upright size: EXIF orientation applied. */
  width: number;
  height: number;
  takenAt: { date: string; year: number } | null;
  gps: { latitude: number; longitude: number } | null;
};

const signatures: Array<[UploadType, number[]]> = [
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', [0x47, 0x49, 0x46, 0x38]],
];

/** The image type by its first bytes, never by the file name or the client's content type. */
export function sniffImageType(head: Uint8Array): UploadType | null {
  for (const [type, signature] of signatures) {
    if (signature.every((byte, index) => head[index] === byte)) return type;
  }
  return null;
}

async function readHead(file: string, length: number) {
  const handle = await openFile(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** EXIF dates read 'YYYY:MM:DD HH:MM:SS' in the camera's local time; keep the calendar date as written. */
function exifDate(value: unknown): ImageFacts['takenAt'] {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})[:-](\d{2})[:-](\d{2})/.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  if (Number(year) < 1826 || Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31)
    return null;
  return { date: `${year}-${month}-${day}`, year: Number(year) };
}

function exifGps(latitude: unknown, longitude: unknown): ImageFacts['gps'] {
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180 || (latitude === 0 && longitude === 0))
    return null;
  return { latitude, longitude };
}

/** Pixel rectangle of a crop on an upright image, clamped to the image; null when nothing is left. */
export function cropRectangle(crop: Crop & { unit: 'fraction' | 'pixel' }, width: number, height: number) {
  const scaleX = crop.unit === 'fraction' ? width : 1;
  const scaleY = crop.unit === 'fraction' ? height : 1;
  const left = Math.max(0, Math.min(width - 1, Math.round(crop.left * scaleX)));
  const top = Math.max(0, Math.min(height - 1, Math.round(crop.top * scaleY)));
  const right = Math.max(left, Math.min(width, Math.round((crop.left + crop.width) * scaleX)));
  const bottom = Math.max(top, Math.min(height, Math.round((crop.top + crop.height) * scaleY)));
  if (right - left < 1 || bottom - top < 1) return null;
  return { left, top, width: right - left, height: bottom - top };
}

/** Degrees in (-180, 180], 0 for none: 360 and -360 are no turn at all. */
export function normalDegrees(degrees: number | undefined): number {
  if (!degrees || !Number.isFinite(degrees)) return 0;
  const turn = ((degrees % 360) + 360) % 360;
  return turn > 180 ? turn - 360 : turn;
}

/**
 * The section a turned rectangle marks, made upright: the rectangle's bounding box is cut out
 * (padded with black where it leaves the picture, so its centre stays the centre), turned back by
 * the rectangle's degrees, and the rectangle's own size cut from the middle. Three sharp passes:
 * libvips orders extract, extend and rotate within one pipeline its own way.
 */
async function turnedSection(
  image: Sharp,
  crop: Crop & { unit: 'fraction' | 'pixel' },
  width: number,
  height: number,
): Promise<Buffer | null> {
  const scaleX = crop.unit === 'fraction' ? width : 1;
  const scaleY = crop.unit === 'fraction' ? height : 1;
  const boxWidth = Math.max(1, Math.round(crop.width * scaleX));
  const boxHeight = Math.max(1, Math.round(crop.height * scaleY));
  const centreX = (crop.left + crop.width / 2) * scaleX;
  const centreY = (crop.top + crop.height / 2) * scaleY;
  const radians = (normalDegrees(crop.degrees) * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const halfX = Math.ceil((cos * boxWidth + sin * boxHeight) / 2);
  const halfY = Math.ceil((sin * boxWidth + cos * boxHeight) / 2);
  const want = {
    left: Math.round(centreX) - halfX,
    top: Math.round(centreY) - halfY,
    right: Math.round(centreX) + halfX,
    bottom: Math.round(centreY) + halfY,
  };
  const cut = {
    left: Math.max(0, want.left),
    top: Math.max(0, want.top),
    right: Math.min(width, want.right),
    bottom: Math.min(height, want.bottom),
  };
  if (cut.right - cut.left < 1 || cut.bottom - cut.top < 1) return null;
  const black = { r: 0, g: 0, b: 0, alpha: 1 };
  const around = await image
    .extract({ left: cut.left, top: cut.top, width: cut.right - cut.left, height: cut.bottom - cut.top })
    .extend({
      left: cut.left - want.left,
      top: cut.top - want.top,
      right: want.right - cut.right,
      bottom: want.bottom - cut.bottom,
      background: black,
    })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const turned = await sharp(around)
    .rotate(-normalDegrees(crop.degrees), { background: black })
    .png({ compressionLevel: 0 })
    .toBuffer({ resolveWithObject: true });
  const outWidth = turned.info.width;
  const outHeight = turned.info.height;
  const section = {
    left: Math.max(0, Math.round((outWidth - boxWidth) / 2)),
    top: Math.max(0, Math.round((outHeight - boxHeight) / 2)),
    width: Math.min(boxWidth, outWidth),
    height: Math.min(boxHeight, outHeight),
  };
  return sharp(turned.data).extract(section).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * Everything the server does with pixels, around sharp (libvips). Originals are only read; EXIF
 * orientation is applied to every output, so a phone photograph taken upright shows upright.
 */
export function createImageRepository(options: { maxInputPixels: number }) {
  const open = (input: ImageInput, strict = false) =>
    sharp(input, {
      limitInputPixels: options.maxInputPixels,
      // Uploads must decode cleanly; old originals that decode with warnings are still shown.
      failOn: strict ? 'error' : 'none',
      sequentialRead: true,
    });

  function encode(image: Sharp, format: ImageFormat, quality: number) {
    return format === 'webp'
      ? image.webp({ quality, effort: 4 })
      : image.jpeg({ quality, progressive: true, mozjpeg: false, chromaSubsampling: '4:2:0' });
  }

  const refusalOf = (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(message))
      return new ImageRefused(
        'too-many-pixels',
        `The image has more than ${options.maxInputPixels.toLocaleString('en')} pixels.`,
      );
    return new ImageRefused('corrupt', 'The file is damaged or not a complete image.');
  };

  return {
    /**
     * Checks an uploaded file completely: its type by content, its size in pixels (before
     * decoding, so a decompression bomb never expands), and that every byte of it decodes.
     */
    async inspectUpload(file: string): Promise<ImageFacts> {
      const type = sniffImageType(await readHead(file, 16));
      if (!type) throw new ImageRefused('unsupported', 'Only JPEG, PNG and GIF images can be uploaded.');
      let width: number;
      let height: number;
      try {
        const metadata = await open(file, true).metadata();
        width = metadata.autoOrient?.width ?? metadata.width ?? 0;
        height = metadata.autoOrient?.height ?? metadata.height ?? 0;
        if (metadata.format !== type)
          throw new ImageRefused('unsupported', 'Only JPEG, PNG and GIF images can be uploaded.');
        // A full decode at reduced size reads every compressed byte: truncated files fail here.
        await open(file, true).resize(64, 64, { fit: 'inside' }).raw().toBuffer();
      } catch (error) {
        throw error instanceof ImageRefused ? error : refusalOf(error);
      }
      if (width < 1 || height < 1) throw new ImageRefused('corrupt', 'The image has no pixels.');
      const exif =
        type === 'gif'
          ? null
          : await exifr
              .parse(file, {
                reviveValues: false,
                gps: true,
                xmp: false,
                icc: false,
                iptc: false,
                ifd1: false,
              })
              .catch(() => null);
      return {
        type,
        width,
        height,
        takenAt: exifDate(exif?.DateTimeOriginal ?? exif?.CreateDate ?? exif?.DateTimeDigitized),
        gps: exifGps(exif?.latitude, exif?.longitude),
      };
    },

    /** Upright size of a stored original; reads the header only. */
    async size(input: ImageInput) {
      const metadata = await open(input).metadata();
      return {
        width: metadata.autoOrient?.width ?? metadata.width ?? 0,
        height: metadata.autoOrient?.height ?? metadata.height ?? 0,
      };
    },

    /** One thumbnail: upright, optionally cropped, fitted into the size's box, encoded. */
    async makeDerivative(
      input: ImageInput,
      spec: DerivativeSpec,
      format: ImageFormat,
      crop?: Crop & { unit: 'fraction' | 'pixel' },
    ): Promise<Buffer> {
      let image = open(input).rotate();
      if (crop && normalDegrees(crop.degrees) !== 0) {
        const { width, height } = await this.size(input);
        const upright = await turnedSection(image, crop, width, height);
        if (upright) image = sharp(upright);
      } else if (crop) {
        const { width, height } = await this.size(input);
        const rectangle = cropRectangle(crop, width, height);
        if (rectangle) image = image.extract(rectangle);
      }
      image = image.resize(spec.width, spec.height, {
        fit: spec.fit,
        withoutEnlargement: true,
        fastShrinkOnLoad: true,
      });
      // Flatten transparency onto white for JPEG, which has no alpha channel.
      if (format === 'jpeg') image = image.flatten({ background: '#ffffff' });
      return encode(image, format, spec.quality[format]).toBuffer();
    },

    /**
     * Writes the Deep Zoom pyramid of an image into `directory`: `pyramid.dzi` and
     * `pyramid_files/{level}/{x}_{y}.webp`, level 0 being 1×1 px. Returns the upright size.
     */
    async buildPyramid(input: ImageInput, directory: string, format: ImageFormat = 'webp') {
      await mkdir(directory, { recursive: true });
      // The tile format must be chosen before tile(): sharp takes it from the output format set so far.
      const image = encode(open(input).rotate(), format, TILE_QUALITY[format]).tile({
        size: TILE_SIZE,
        overlap: TILE_OVERLAP,
        layout: 'dz',
        container: 'fs',
      });
      const info = await image.toFile(path.join(directory, 'pyramid.dz'));
      return { width: info.width, height: info.height };
    },

    /** A tile in the other format, made from the stored one (tiles are small: a few milliseconds). */
    async transcodeTile(tile: Buffer, format: ImageFormat): Promise<Buffer> {
      return encode(sharp(tile).flatten({ background: '#ffffff' }), format, TILE_QUALITY[format]).toBuffer();
    },

    /** Renders an SVG document (album covers, avatars) to a raster image. */
    async renderSvg(svg: string, format: ImageFormat | 'png', width?: number): Promise<Buffer> {
      let image = sharp(Buffer.from(svg), { density: 72, limitInputPixels: options.maxInputPixels });
      if (width) image = image.resize({ width });
      if (format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
      return encode(image, format, format === 'webp' ? 85 : 88).toBuffer();
    },

    /** The upright picture as RGB bytes for face detection, scaled down to at most `maxSide` pixels across. */
    async uprightPixels(input: ImageInput, maxSide: number) {
      const { data, info } = await open(input)
        .rotate()
        .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true, fastShrinkOnLoad: true })
        .flatten({ background: '#ffffff' })
        .toColourspace('srgb')
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // A copy of its own, so that its memory can be handed to the detector's thread.
      return { width: info.width, height: info.height, pixels: new Uint8Array(data) };
    },

    /**
     * A picture made to stand for an original (a colorized version): decoded strictly, turned
     * upright, stretched to exactly the original's size (callers check the ratio first, so the
     * stretch is a few pixels at most) and re-encoded as JPEG, which also drops its metadata.
     */
    async fittedJpeg(input: ImageInput, width: number, height: number): Promise<Buffer> {
      try {
        return await open(input, true)
          .rotate()
          .resize(width, height, { fit: 'fill' })
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          .jpeg({ quality: 90, progressive: true, chromaSubsampling: '4:2:0' })
          .toBuffer();
      } catch (error) {
        throw refusalOf(error);
      }
    },

    /** A full-size JPEG of an original that is stored as PNG or GIF (the raw collection address is .jpeg). */
    async toJpeg(input: ImageInput): Promise<Buffer> {
      return open(input).rotate().flatten({ background: '#ffffff' }).jpeg({ quality: 92 }).toBuffer();
    },
  };
}

export type ImageRepository = ReturnType<typeof createImageRepository>;
