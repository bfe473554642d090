import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { canManageAnnouncements } from '@retropics/domain/permissions';
import { HttpError, ValidationFailed } from '../../hydra/hydra-errors.js';
import type { Media } from '../../media/media.plugin.js';
import { fileHead, type MultipartPart, type ReceivedFile } from '../../media/upload.store.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize } from '../auth/auth.policy.js';

type Parts = AsyncIterable<MultipartPart>;

/** Brands of an ISO base media file that browsers play as mp4 (not QuickTime's `qt  `, not 3GP). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'mmp4',
  'dash',
  'MSNV',
]);

export const ANNOUNCEMENT_UPLOAD_MESSAGES = {
  chooseFile: 'Choose a file to upload.',
  image: 'Only JPEG, PNG and WebP images can be uploaded.',
  video: 'Only mp4 videos can be uploaded.',
} as const;

const isWebp = (bytes: Buffer) =>
  bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP';

/**
 * An mp4 file starts with its `ftyp` box: size, 'ftyp', the major brand, a version, then the
 * compatible brands. One of them must be an mp4 brand.
 */
export function isMp4(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('ascii', 4, 8) !== 'ftyp') return false;
  const size = Math.min(bytes.readUInt32BE(0), bytes.length);
  if (size < 16) return false;
  const brands = [bytes.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(bytes.toString('latin1', at, at + 4));
  return brands.some((brand) => MP4_BRANDS.has(brand));
}

/** The answer shape of the upload calls in spec §7: the client reads `hydra:member[0]`. */
function uploadAnswer(id: string, member: Record<string, unknown>) {
  return {
    '@context': '/contexts/MediaObject',
    '@id': id,
    '@type': 'hydra:Collection',
    'hydra:member': [{ '@type': 'MediaObject', ...member }],
    'hydra:totalItems': 1,
  };
}

/**
 * The announcement's media, by an editor or admin: a picture (JPEG, PNG or WebP, re-encoded as
 * JPEG, which also drops its metadata) or an mp4 video (checked by its `ftyp` box). Both are kept
 * beside the photographs (`photographs/announcements/…`), so pictures get the feed's thumbnails
 * and the video is served under /media/photographs/announcements/….
 */
export function createAnnouncementMediaService(media: Media) {
  const store = media.uploads;

  async function oneFile(parts: Parts): Promise<ReceivedFile> {
    const { files } = await store.receive(parts, 1);
    const file = files[0];
    if (!file || file.bytes === 0) {
      await store.discard(files);
      throw new ValidationFailed([
        { propertyPath: 'file', message: ANNOUNCEMENT_UPLOAD_MESSAGES.chooseFile },
      ]);
    }
    return file;
  }

  const refused = (message: string) => new ValidationFailed([{ propertyPath: 'file', message }]);

  return {
    async image(user: AuthUser, parts: Parts) {
      authorize(user, canManageAnnouncements, null);
      const file = await oneFile(parts);
      let bytes = 0;
      try {
        if (!isWebp(await fileHead(file.tempPath, 12))) {
          let inspected: Awaited<ReturnType<typeof store.inspect>>;
          try {
            inspected = await store.inspect(file);
          } catch (error) {
            if (error instanceof HttpError && error.statusCode === 415)
              throw refused(ANNOUNCEMENT_UPLOAD_MESSAGES.image);
            throw error;
          }
          if (inspected.facts.type === 'gif') throw refused(ANNOUNCEMENT_UPLOAD_MESSAGES.image);
        }
        const jpeg = await media.images.toJpeg(file.tempPath).catch(() => {
          throw refused(ANNOUNCEMENT_UPLOAD_MESSAGES.image);
        });
        await writeFile(file.tempPath, jpeg);
        bytes = jpeg.length;
      } catch (error) {
        await store.discard([file]);
        throw error;
      }
      const encoded = await store.inspect({ ...file, bytes });
      const filePath = `announcements/${randomUUID()}.jpeg`;
      await store.keep(
        [{ file: encoded, storageKey: `photographs/${filePath}`, filePath, purpose: 'announcement' }],
        user.personId,
        async () => undefined,
      );
      return uploadAnswer('/announcements/imageUpload', {
        filePath,
        originalName: file.originalName,
        contentUrl: `/media/photographs/${filePath}`,
        width: encoded.facts.width,
        height: encoded.facts.height,
      });
    },

    /** `maxBytes`: the multipart limit of the video route, named in the refusal of a larger file. */
    async video(user: AuthUser, parts: Parts, maxBytes: number) {
      authorize(user, canManageAnnouncements, null);
      const file = await oneFile(parts).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 413) {
          throw new HttpError(413, `The video is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
        }
        throw error;
      });
      const filePath = `announcements/${randomUUID()}.mp4`;
      try {
        if (!isMp4(await fileHead(file.tempPath, 256))) {
          throw refused(ANNOUNCEMENT_UPLOAD_MESSAGES.video);
        }
        await media.storage.writeFile(`photographs/${filePath}`, file.tempPath, 'video/mp4');
      } finally {
        await store.discard([file]);
      }
      return uploadAnswer('/announcements/videoUpload', {
        filePath,
        originalName: file.originalName,
        contentUrl: `/media/photographs/${filePath}`,
        bytes: file.bytes,
      });
    },
  };
}

export type AnnouncementMediaService = ReturnType<typeof createAnnouncementMediaService>;
