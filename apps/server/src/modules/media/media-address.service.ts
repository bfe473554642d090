import { badRequest, type HttpError, notFound } from '../../hydra/hydra-errors.js';
import { avatarSvg, isAvatarNumber } from '../../media/avatars.js';
import { type CropRequest, parseCrop } from '../../media/derivative.service.js';
import { type DerivativeSize, isDerivativeSize } from '../../media/derivative-sizes.js';
import type { CachedObject } from '../../media/hot-cache.js';
import type { Media } from '../../media/media.plugin.js';
import {
  avatarKey,
  coverKey,
  type ImageFormat,
  type OriginalNamespace,
  originalKey,
  photographOriginal,
  type SourceImage,
  safeRelativePath,
} from '../../media/media-paths.js';
import { contentTypeOfKey } from '../../media/storage.js';
import { coverHash, fillTemplate, templateImageCount } from '../../media/svg-cover.js';
import { dziDocument } from '../../media/tile.service.js';
import type { MediaRepository } from './media.repository.js';
import { IMMUTABLE, type MediaAnswer, REPLACEABLE, SHORT_LIVED } from './media-response.js';
import type { CoverAccess } from './private-cover-access.js';

const FORMAT_EXTENSION = /\.(webp|jpeg|jpg)$/;
const formatOf = (extension: string | undefined): ImageFormat => (extension === 'webp' ? 'webp' : 'jpeg');
const mime = (format: ImageFormat | 'png') => `image/${format}`;

const missing = (what: string): HttpError => notFound(what);

/** `12-3-4.webp` (spec) and `12/3_4.webp` (Deep Zoom layout, what a plain DZI tile source asks for). */
const tileAddress = /^(.+?)(?:\/(\d+)-(\d+)-(\d+)|_files\/(\d+)\/(\d+)_(\d+))\.(webp|jpeg|jpg)$/;

/**
 * Turns each media address of spec §7 into a stored image: which original it means, which size
 * and format, and what to do when the original has no such version yet.
 */
export function createMediaAddressService(
  media: Media,
  repository: MediaRepository,
  coverAccess: CoverAccess,
) {
  /**
   * The album a cover address names, if the asker may see its cover: a public album, or a private
   * one with its owner's signed query (private-cover-access.ts). Anyone else gets a 404.
   */
  const visibleGallery = async (galleryId: number, access: string | undefined) => {
    const gallery = await repository.gallery(galleryId);
    if (!gallery) throw missing('Album');
    if (gallery.isPrivate && !(await coverAccess.opens(gallery.id, access))) throw missing('Album');
    return gallery;
  };
  /**
   * An album's cover by its id changes when its owner picks another: browsers ask again each time
   * (the ETag makes that a 304). A private one is kept by the owner's browser alone.
   */
  const byIdCaching = (gallery: { isPrivate: boolean }) =>
    gallery.isPrivate ? 'private, no-cache' : 'public, no-cache';

  const { storage, derivatives, tiles, images } = media;

  const answerOf = (object: CachedObject, contentType: string, cacheControl = IMMUTABLE): MediaAnswer => ({
    ...object,
    contentType,
    cacheControl,
  });

  async function derivative(
    candidates: SourceImage[],
    size: DerivativeSize,
    format: ImageFormat,
    crop: CropRequest | null = null,
  ): Promise<MediaAnswer | null> {
    for (const source of candidates) {
      const made = await derivatives.get(source, size, format, crop);
      if (made) return answerOf(made, mime(format));
    }
    return null;
  }

  /** Colorized versions are made later than their originals; until then the original stands in. */
  async function withColorizedFallback(
    colorized: boolean,
    source: SourceImage,
    make: (s: SourceImage) => Promise<MediaAnswer | null>,
  ) {
    if (!colorized) return make(source);
    const found = await make({ namespace: 'colorized', path: source.path });
    // An editor may replace a colorized version under the same address: browsers ask again (a 304 while unchanged).
    if (found) return { ...found, cacheControl: REPLACEABLE };
    const plain = await make(source);
    return plain && { ...plain, cacheControl: SHORT_LIVED, note: 'colorized version not available yet' };
  }

  /** `{size}` or `{size}.jpeg|.webp`; JPEG when no format is named. */
  function sizeAndFormat(variant: string) {
    const match = /^([a-z]+)(?:\.(webp|jpeg|jpg))?$/.exec(variant);
    const size = match?.[1];
    if (!size || !isDerivativeSize(size)) return null;
    return { size, format: formatOf(match?.[2]) };
  }

  /** `{name}/{size}`: a stored cover in the given folder, or (for covers chosen from the archive) a photograph path. */
  function splitNamedVariant(tail: string) {
    const slash = tail.lastIndexOf('/');
    const name = safeRelativePath(tail.slice(0, slash));
    const variant = sizeAndFormat(tail.slice(slash + 1));
    return slash > 0 && name && variant ? { name, ...variant } : null;
  }

  const inFolder = (namespace: OriginalNamespace, name: string): SourceImage[] => [
    { namespace, path: name },
    photographOriginal(name),
  ];

  return {
    /** /thumbnail/{size}/{colorized.}{filePath}.{webp|jpeg}?c=left,top,width,height */
    async thumbnail(tail: string, cropParameter: string | undefined, acceptsWebp: boolean) {
      const slash = tail.indexOf('/');
      const size = tail.slice(0, slash);
      if (slash < 1 || !isDerivativeSize(size)) throw missing('Thumbnail size');
      const crop = parseCrop(cropParameter);
      if (crop === 'invalid')
        throw badRequest('c must be left,top,width,height with a positive width and height.');
      let rest = tail.slice(slash + 1);
      const colorized = rest.startsWith('colorized.');
      if (colorized) rest = rest.slice('colorized.'.length);
      const extension = FORMAT_EXTENSION.exec(rest)?.[1];
      // `{filePath}.webp` names the format; a bare `{filePath}` (ending in .jpg itself) asks for the default.
      const readings: Array<[string, ImageFormat]> = [];
      if (extension) readings.push([rest.slice(0, -extension.length - 1), formatOf(extension)]);
      readings.push([rest, acceptsWebp ? 'webp' : 'jpeg']);
      for (const [path, format] of readings) {
        const filePath = safeRelativePath(path);
        if (!filePath) continue;
        const answer = await withColorizedFallback(colorized, photographOriginal(filePath), (source) =>
          derivative([source], size, format, crop),
        );
        if (answer) return extension ? answer : { ...answer, vary: 'accept' };
      }
      throw missing('Image');
    },

    /** /tiles/{colorized/}{filePath}/{level}-{x}-{y}.{webp|jpeg}, …_files/{level}/{x}_{y}, .dzi, .json */
    async tiles(tail: string) {
      const colorized = tail.startsWith('colorized/');
      const rest = colorized ? tail.slice('colorized/'.length) : tail;
      const descriptor = /^(.+)\.(dzi|json)$/.exec(rest);
      if (descriptor) {
        const filePath = safeRelativePath(descriptor[1] as string);
        if (!filePath) throw missing('Image');
        return withColorizedFallback(colorized, photographOriginal(filePath), async (source) => {
          const geometry = await tiles.geometry(source);
          if (!geometry) return null;
          const base = `/tiles/${colorized ? 'colorized/' : ''}${filePath}`;
          const body =
            descriptor[2] === 'dzi'
              ? Buffer.from(dziDocument(geometry, 'webp'))
              : Buffer.from(
                  JSON.stringify({
                    Image: {
                      xmlns: 'http://schemas.microsoft.com/deepzoom/2008',
                      Url: `${base}_files/`,
                      Format: 'webp',
                      Overlap: String(geometry.overlap),
                      TileSize: String(geometry.tileSize),
                      Size: { Width: String(geometry.width), Height: String(geometry.height) },
                    },
                    width: geometry.width,
                    height: geometry.height,
                    tileSize: geometry.tileSize,
                    tileOverlap: geometry.overlap,
                    minLevel: 0,
                    maxLevel: geometry.maxLevel,
                    tileUrlTemplate: `${base}/{level}-{x}-{y}.{format}`,
                    formats: ['webp', 'jpeg'],
                    ready: geometry.ready,
                  }),
                );
          const etag = `"${geometry.width}x${geometry.height}-${geometry.ready ? 'r' : 'p'}"`;
          return {
            body,
            info: { size: body.length, etag, lastModified: new Date(0) },
            contentType: descriptor[2] === 'dzi' ? 'application/xml' : 'application/json',
            cacheControl: geometry.ready ? 'public, max-age=86400' : 'no-cache',
          };
        }).then((answer) => answer ?? Promise.reject(missing('Image')));
      }
      const match = tileAddress.exec(rest);
      if (!match) throw missing('Tile');
      const filePath = safeRelativePath(match[1] as string);
      if (!filePath) throw missing('Tile');
      const [level, x, y] = (match[2] ? match.slice(2, 5) : match.slice(5, 8)).map(Number) as [
        number,
        number,
        number,
      ];
      const format = formatOf(match[8]);
      const answer = await withColorizedFallback(colorized, photographOriginal(filePath), async (source) => {
        const tile = await tiles.tile(source, level, x, y, format);
        return tile && answerOf(tile, mime(format));
      });
      if (!answer) throw missing('Tile');
      return answer;
    },

    /** /image_galleries/{thumbnail}/{display|lazy|big|list}{.jpeg}; a gallery id gives its current cover. */
    async galleryCover(tail: string, acceptsWebp: boolean, access?: string) {
      const address = splitNamedVariant(tail);
      if (!address) throw missing('Album cover');
      if (/^\d+$/.test(address.name)) {
        const gallery = await visibleGallery(Number(address.name), access);
        const chosen = gallery.thumbnail
          ? await derivative(inFolder('image_galleries', gallery.thumbnail), address.size, address.format)
          : null;
        if (chosen) return { ...chosen, cacheControl: byIdCaching(gallery) };
        const template = gallery.thumbnailSettings.template;
        if (template !== null && gallery.thumbnailSettings.useTemplate) {
          return this.svgCover(
            gallery.id,
            template,
            gallery.thumbnailSettings.images,
            acceptsWebp && address.format === 'webp',
            access,
          );
        }
        const [first] = await repository.galleryPhotographPaths(gallery.id, 1);
        const fallback = first
          ? await derivative([photographOriginal(first)], address.size, address.format)
          : null;
        if (fallback)
          return { ...fallback, cacheControl: gallery.isPrivate ? byIdCaching(gallery) : SHORT_LIVED };
        throw missing('Album cover');
      }
      const answer = await derivative(
        inFolder('image_galleries', address.name),
        address.size,
        address.format,
      );
      if (!answer) throw missing('Album cover');
      return answer;
    },

    /** /photograph_collections/{thumbnail}/{small|lazy|display|list}{.jpeg}; a collection id gives its cover. */
    async collectionThumbnail(tail: string) {
      const address = splitNamedVariant(tail);
      if (!address) throw missing('Collection thumbnail');
      if (/^\d+$/.test(address.name)) {
        const collection = await repository.collection(Number(address.name));
        const candidates = [
          ...(collection?.thumbnail ? inFolder('photograph_collections', collection.thumbnail) : []),
          ...(collection?.firstPhotograph ? [photographOriginal(collection.firstPhotograph)] : []),
        ];
        const answer = await derivative(candidates, address.size, address.format);
        if (!answer) throw missing('Collection thumbnail');
        return { ...answer, cacheControl: SHORT_LIVED };
      }
      const answer = await derivative(
        inFolder('photograph_collections', address.name),
        address.size,
        address.format,
      );
      if (!answer) throw missing('Collection thumbnail');
      return answer;
    },

    /** /orders/{thumbnail}/display: the picture of a print (uploaded with products/imageUpload, or a photograph). */
    async orderThumbnail(tail: string) {
      const address = splitNamedVariant(tail);
      const answer =
        address && (await derivative(inFolder('products', address.name), address.size, address.format));
      if (!answer) throw missing('Order thumbnail');
      return answer;
    },

    /** /comments/{id}/showThumbnail/{size}{.jpeg|.webp}: the section of the picture the comment marks. */
    async commentThumbnail(id: number, variant: string | undefined) {
      const address = sizeAndFormat(variant || 'display');
      if (!address) throw missing('Comment thumbnail');
      const subject = await repository.commentSubject(id);
      if (!subject) throw missing('Comment');
      const box = subject.box;
      const crop: CropRequest | null =
        box && box.width > 0 && box.height > 0
          ? {
              unit: 'fraction',
              left: box.x,
              top: box.y,
              width: box.width,
              height: box.height,
              // The marked area turned as its author turned it, cut out upright.
              degrees: box.degrees ?? 0,
            }
          : null;
      const answer = await derivative(
        [photographOriginal(subject.filePath)],
        address.size,
        address.format,
        crop,
      );
      if (!answer) throw missing('Comment thumbnail');
      // The address stays while its author moves the box or makes the comment private: browsers
      // ask again each time (a 304 while the crop is the same) instead of keeping it for a year.
      return { ...answer, cacheControl: 'public, no-cache' };
    },

    /**
     * /media/mentions/{name} (the crop as stored) and /media/mentions/{name}/{size}{.webp|.jpeg}:
     * a person's crop, while the picture it was cut from may be shown (else 404). Browsers ask
     * again each time (a 304 while unchanged): the picture may be hidden later.
     */
    async mentionImage(tail: string): Promise<MediaAnswer> {
      const sized = splitNamedVariant(tail);
      const name = sized ? sized.name : safeRelativePath(tail);
      if (!name || name.includes('/') || !(await repository.mentionImageVisible(name))) throw missing('File');
      const answer = sized
        ? await derivative([{ namespace: 'mentions', path: name }], sized.size, sized.format)
        : await this.original('mentions', name);
      if (!answer) throw missing('File');
      return { ...answer, cacheControl: 'public, no-cache' };
    },

    /** /media/{folder}/{path}: an original as it was stored, streamed. */
    async original(namespace: OriginalNamespace, path: string): Promise<MediaAnswer> {
      const filePath = safeRelativePath(path);
      const key = filePath && originalKey({ namespace, path: filePath });
      const stored = key ? await storage.stream(key) : null;
      if (stored && key) return { ...stored, contentType: contentTypeOfKey(key) };
      // The raw address of a collection's photograph: /media/photographs/photograph_collection/raw/{id}/{name}.jpeg
      const raw =
        namespace === 'photographs' ? /^photograph_collection\/raw\/(\d+)\/([^/]+)\.jpe?g$/.exec(path) : null;
      if (raw) {
        const found = await repository.rawPhotograph(Number(raw[1]), raw[2] as string);
        const source = found && (await storage.source(originalKey(photographOriginal(found))));
        if (found && source) {
          const isJpeg = /\.jpe?g$/i.test(found);
          const body = isJpeg ? await storage.read(originalKey(photographOriginal(found))) : null;
          if (body) return { ...body, contentType: 'image/jpeg' };
          const converted = await images.toJpeg(source);
          return {
            body: converted,
            info: { size: converted.length, etag: `"raw-${converted.length}"`, lastModified: new Date(0) },
            contentType: 'image/jpeg',
          };
        }
      }
      throw missing('File');
    },

    /** /avatars/{n}.png */
    async avatar(file: string): Promise<MediaAnswer> {
      const match = /^(\d)\.png$/.exec(file);
      const avatar = match ? Number(match[1]) : Number.NaN;
      if (!isAvatarNumber(avatar)) throw missing('Avatar');
      const key = avatarKey(avatar);
      let stored = await storage.read(key);
      if (!stored) {
        const body = await images.renderSvg(avatarSvg(avatar), 'png');
        stored = { body, info: await storage.write(key, body, 'image/png') };
      }
      return answerOf(stored, 'image/png', 'public, max-age=604800');
    },

    /** /image_galleries/{id}/showSvg/{templateId}?imageIds=…: an album cover from a template. */
    async svgCover(
      galleryId: number,
      templateId: number,
      imageIds: number[],
      webp: boolean,
      access?: string,
    ): Promise<MediaAnswer> {
      const gallery = await visibleGallery(galleryId, access);
      const template = await repository.template(templateId);
      if (!template) throw missing('SVG template');
      const count = Math.max(templateImageCount(template.svg), 1);
      let filePaths = await repository.photographPaths(imageIds.slice(0, count));
      if (filePaths.length === 0) filePaths = await repository.galleryPhotographPaths(galleryId, count);
      // An album made from a search shows what the search finds.
      if (filePaths.length === 0 && gallery.searchParameters)
        filePaths = await repository.searchPhotographPaths(gallery.searchParameters, count);
      const format: ImageFormat = webp ? 'webp' : 'jpeg';
      const key = coverKey(galleryId, coverHash(template.svg, gallery.headline, filePaths), format);
      let stored = await storage.read(key);
      if (!stored) {
        const pictures = await Promise.all(
          filePaths.map(async (filePath) => {
            const made = await derivatives.get(photographOriginal(filePath), 'display', 'jpeg');
            return made ? `data:image/jpeg;base64,${made.body.toString('base64')}` : undefined;
          }),
        );
        const svg = fillTemplate(
          template.svg,
          gallery.headline,
          pictures.filter((p): p is string => !!p),
        );
        const body = await images.renderSvg(svg, format);
        stored = { body, info: await storage.write(key, body, mime(format)) };
      }
      // The address stays the same when the album's title or pictures change: revalidate daily.
      return {
        ...answerOf(stored, mime(format)),
        cacheControl: gallery.isPrivate ? byIdCaching(gallery) : 'public, max-age=3600',
        vary: 'accept',
      };
    },
  };
}

export type MediaAddressService = ReturnType<typeof createMediaAddressService>;
