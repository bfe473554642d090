import { open } from 'node:fs/promises';
import {
  clientKey as clientKeySchema,
  RETROSNAP_MESSAGES,
} from '@retropics/domain/contracts/retrosnap.contract';
import {
  canAdministerOrders,
  canEditPhotograph,
  canManageOrganizations,
} from '@retropics/domain/permissions';
import type { mediaUploads } from '../../db/schema/media.js';
import { HttpError, notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import type { Media } from '../../media/media.plugin.js';
import { newUploadPath, photographOriginal } from '../../media/media-paths.js';
import type { InspectedFile, MultipartPart, Placement, ReceivedFile } from '../../media/upload.store.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import { authorize } from '../auth/auth.policy.js';
import type { CollectionRepository } from '../photograph-collections/photograph-collection.repository.js';
import type { PhotographService } from '../photographs/photograph.service.js';
import type { NewPhotograph, PhotographCreateService } from '../photographs/photograph-create.service.js';
import type { RetrosnapUploads } from '../retrosnaps/retrosnap-uploads.js';

type Parts = AsyncIterable<MultipartPart>;

/** Photographs per request when uploading into a collection; larger batches use the import command. */
const MAX_PHOTOGRAPHS_PER_UPLOAD = 20;

const chooseFile = () =>
  new ValidationFailed([{ propertyPath: 'file', message: 'Choose an image to upload.' }]);

/** The answer shape of the upload calls in spec §7: the client reads `hydra:member[0]`. */
function uploadAnswer(id: string, members: Array<Record<string, unknown>>) {
  return {
    '@context': '/contexts/MediaObject',
    '@id': id,
    '@type': 'hydra:Collection',
    'hydra:member': members.map((member) => ({ '@type': 'MediaObject', ...member })),
    'hydra:totalItems': members.length,
  };
}

const stem = (name: string) => name.replace(/\.[^.]*$/, '');

const notJpeg = (field: string) =>
  new ValidationFailed([{ propertyPath: field, message: RETROSNAP_MESSAGES.notJpeg }]);

/** A WebP file (RIFF....WEBP): an image, but not one the store takes, so a RetroSnap refuses it by name. */
async function isWebp(file: string) {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(12);
    const { bytesRead } = await handle.read(head, 0, 12, 0);
    return (
      bytesRead === 12 && head.toString('ascii', 0, 4) === 'RIFF' && head.toString('ascii', 8, 12) === 'WEBP'
    );
  } finally {
    await handle.close();
  }
}

/** A unique index refused the row (PostgreSQL 23505), as drizzle or the driver reports it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

type UploadRow = typeof mediaUploads.$inferSelect;

/** The answer of POST retrosnap/upload, from the stored row (the same for a repeated upload). */
function retrosnapUploadAnswer(row: UploadRow) {
  return uploadAnswer('/retrosnap/upload', [
    {
      filePath: row.filePath,
      originalName: row.originalName,
      contentUrl: `/media/photographs/${row.filePath}`,
      width: row.width,
      height: row.height,
      dateTaken: row.takenOn,
      geo:
        row.latitude !== null && row.longitude !== null
          ? { latitude: row.latitude, longitude: row.longitude }
          : null,
    },
  ]);
}

/**
 * The upload calls: album covers, RetroSnaps, product/print images, and
 * photographs into a collection. Each stores whole or not at all (see upload.store.ts).
 */
export function createUploadService(deps: {
  media: Media;
  collections: Pick<CollectionRepository, 'findById'>;
  creation: PhotographCreateService;
  photographs: Pick<PhotographService, 'uploaded'>;
  retrosnapUploads: Pick<RetrosnapUploads, 'findByClientKey' | 'kept'>;
}) {
  const { media, collections, creation, photographs, retrosnapUploads } = deps;
  const store = media.uploads;

  /**
   * Receives and checks every file of a request; on any refusal all temporary files are removed.
   * `asForm`: a file that is no image is refused as a violation of its field (422), which a form
   * shows beside the field, instead of 415.
   */
  async function receiveImages(parts: Parts, maxFiles: number, asForm = false) {
    const { files, fields } = await store.receive(parts, maxFiles);
    const inspected: InspectedFile[] = [];
    try {
      for (const file of files) inspected.push(await inspectAs(file, asForm));
    } catch (error) {
      await store.discard(files);
      throw error;
    }
    return { files: inspected, fields };
  }

  async function inspectAs(file: ReceivedFile, asForm: boolean) {
    try {
      return await store.inspect(file);
    } catch (error) {
      if (asForm && error instanceof HttpError && error.statusCode === 415) {
        throw new ValidationFailed([{ propertyPath: file.field, message: error.message }]);
      }
      throw error;
    }
  }

  async function oneImage(parts: Parts, extraField?: string, asForm = false) {
    const { files, fields } = await receiveImages(parts, extraField ? 2 : 1, asForm);
    const main =
      files.find((file) => file.field === 'file') ?? files.find((file) => file.field !== extraField);
    if (!main) {
      await store.discard(files);
      throw chooseFile();
    }
    const extra = extraField ? files.find((file) => file !== main && file.field === extraField) : undefined;
    return { main, extra, fields };
  }

  /** An upload into one flat folder (album covers, products): a single-segment name. */
  function keepFlat(
    file: InspectedFile,
    namespace: 'image_galleries' | 'products' | 'logos',
    purpose: Placement['purpose'],
  ) {
    const name = newUploadPath.flat(file.facts.type);
    return {
      name,
      placement: { file, storageKey: `${namespace}/${name}`, filePath: name, purpose } satisfies Placement,
    };
  }

  return {
    /**
     * POST image_galleries/upload and imagegallery/upload: `file`, optionally a ready-made
     * `thumbnail`. The album form sends them, so what is no image is a 422 on its field.
     */
    async galleryCover(user: AuthUser, parts: Parts) {
      const { main, extra } = await oneImage(parts, 'thumbnail', true);
      const cover = keepFlat(main, 'image_galleries', 'image_gallery');
      const thumbnail = extra && keepFlat(extra, 'image_galleries', 'image_gallery');
      await store.keep(
        [cover.placement, ...(thumbnail ? [thumbnail.placement] : [])],
        user.personId,
        async () => undefined,
      );
      const shown = thumbnail?.name ?? cover.name;
      return uploadAnswer('/image_galleries/upload', [
        {
          filePath: cover.name,
          originalName: main.originalName,
          thumbnail: shown,
          contentUrl: `/image_galleries/${shown}/display.jpeg`,
          width: main.facts.width,
          height: main.facts.height,
        },
      ]);
    },

    /**
     * POST retrosnap/upload: the picture is stored and its pyramid queued; the client then
     * creates the RetroSnap with the returned filePath (plus place, altitude, orientation).
     * A RetroSnap is a photograph taken now: a JPEG; other pictures are refused on `file` (422).
     * With a `clientKey` (UUID) the device may send the same upload again: the second time it is
     * answered the stored file and nothing more is kept. A file no RetroSnap takes up within a
     * day is removed (see retrosnap-uploads.ts).
     *
     * Answers whether it stored a new file (201) or found the one sent before (200).
     */
    async retrosnap(user: AuthUser, parts: Parts) {
      const { files, fields } = await store.receive(parts, 1);
      let main: InspectedFile;
      let key: string | null = null;
      try {
        if (fields.clientKey !== undefined) {
          const parsed = clientKeySchema.safeParse(fields.clientKey.trim());
          if (!parsed.success) {
            throw new ValidationFailed([
              { propertyPath: 'clientKey', message: RETROSNAP_MESSAGES.clientKey },
            ]);
          }
          key = parsed.data.toLowerCase();
        }
        const file = files[0];
        if (!file) throw chooseFile();
        if (file.bytes > 0 && (await isWebp(file.tempPath))) throw notJpeg(file.field);
        main = await store.inspect(file);
        if (main.facts.type !== 'jpeg') throw notJpeg(file.field);
        const earlier = key === null ? null : await retrosnapUploads.findByClientKey(user.personId, key);
        if (earlier) {
          await store.discard(files);
          return { created: false, answer: retrosnapUploadAnswer(earlier) };
        }
      } catch (error) {
        await store.discard(files);
        throw error;
      }
      const filePath = newUploadPath.retrosnap(main.facts.type);
      const source = photographOriginal(filePath);
      try {
        const row = await store.keep(
          [{ file: main, storageKey: `photographs/${filePath}`, filePath, purpose: 'retrosnap' }],
          user.personId,
          async (tx, [upload]) => {
            if (!upload) throw new Error('upload not recorded');
            await retrosnapUploads.kept(tx, upload.id, key);
            await media.enqueuePyramid(source, { upload: true, executor: tx });
            return { ...upload, clientKey: key };
          },
        );
        return { created: true, answer: retrosnapUploadAnswer(row) };
      } catch (error) {
        // The same upload sent twice at once: the first one stored it, this one answers it.
        const earlier =
          key !== null && isUniqueViolation(error)
            ? await retrosnapUploads.findByClientKey(user.personId, key)
            : null;
        if (!earlier) throw error;
        return { created: false, answer: retrosnapUploadAnswer(earlier) };
      }
    },

    /** POST products/imageUpload: a product's picture, by an admin (the shop is theirs, issue 18). */
    async productImage(user: AuthUser, parts: Parts) {
      authorize(user, canAdministerOrders, null);
      const { main } = await oneImage(parts);
      const image = keepFlat(main, 'products', 'product');
      await store.keep([image.placement], user.personId, async () => undefined);
      return uploadAnswer('/products/imageUpload', [
        {
          filePath: image.name,
          originalName: main.originalName,
          thumbnail: image.name,
          contentUrl: `/orders/${image.name}/display`,
          width: main.facts.width,
          height: main.facts.height,
        },
      ]);
    },

    /**
     * POST organizations/logoUpload and sponsors/logoUpload: a logo, by a curator. The form sends
     * it, so what is no image is a 422 on its field. Served as stored (a logo's transparency
     * matters more than its size) under /media/logos/{filePath}.
     */
    async logo(user: AuthUser, parts: Parts) {
      authorize(user, canManageOrganizations, null);
      const { main } = await oneImage(parts, undefined, true);
      const logo = keepFlat(main, 'logos', 'logo');
      await store.keep([logo.placement], user.personId, async () => undefined);
      return uploadAnswer('/organizations/logoUpload', [
        {
          filePath: logo.name,
          originalName: main.originalName,
          contentUrl: `/media/logos/${logo.name}`,
          width: main.facts.width,
          height: main.facts.height,
        },
      ]);
    },

    /**
     * Photographs into a collection, by its owner or a curator: each `file` part becomes a
     * photograph; `back` parts, in the same order, are the back sides of the first ones. The
     * title comes from a `title` field (one file) or the file name; date and place from EXIF.
     * Answers the new photographs.
     */
    async collectionPhotographs(user: AuthUser, collectionId: number, parts: Parts) {
      const collection = await collections.findById(collectionId);
      if (!collection) throw notFound('PhotographCollection');
      // Scans arrive from the archive's curators or the collection's owner: the people who edit its photographs.
      authorize(user, canEditPhotograph, { collectionOwnerId: collection.ownerId });
      const { files, fields } = await receiveImages(parts, MAX_PHOTOGRAPHS_PER_UPLOAD * 2);
      const fronts = files.filter((file) => file.field !== 'back');
      const backs = files.filter((file) => file.field === 'back');
      if (fronts.length === 0 || backs.length > fronts.length) {
        await store.discard(files);
        throw fronts.length === 0
          ? chooseFile()
          : new ValidationFailed([{ propertyPath: 'back', message: 'Each back side needs its front side.' }]);
      }
      const locale = (['de', 'en', 'it'] as const).find((l) => l === fields.locale) ?? 'de';
      const items: NewPhotograph[] = fronts.map((front, index) => {
        const back = backs[index];
        return {
          front,
          back,
          frontPath: newUploadPath.collectionPhotograph(collectionId, front.facts.type),
          backPath: back ? newUploadPath.collectionPhotograph(collectionId, back.facts.type) : null,
          title: (fronts.length === 1 && fields.title?.trim()) || stem(front.originalName),
          locale,
        };
      });
      const ids = await creation.addToCollection(collectionId, items, user.personId);
      await creation.publish(collectionId, ids);
      return photographs.uploaded(user, collectionId, ids);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
