import type { Locale } from '@retropics/domain/constants';
import {
  type ShortUrlCreateBody,
  shortUrlDestination,
  shortUrlEntryPath,
  shortUrlTarget,
} from '@retropics/domain/contracts/short-url.contract';
import {
  canDownloadQrPoster,
  canSeeCollection,
  canSeeGallery,
  type Viewer,
} from '@retropics/domain/permissions';
import QRCode from 'qrcode';
import { notFound } from '../../hydra/hydra-errors.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize, viewerOf } from '../auth/auth.policy.js';
import type { RateLimitService } from '../auth/rate-limit.service.js';
import { type PosterImage, renderPosterPdf, renderPosterSvg } from './qr-poster.js';
import { presentShortUrl } from './short-url.presenter.js';
import type { ShortUrlRepository, TargetAccess } from './short-url.repository.js';

/** Public things are open to everyone; a private album or a new collection only to those who may see it. */
function canSeeTarget(viewer: Viewer, target: TargetAccess): boolean {
  switch (target.kind) {
    case 'photograph':
    case 'retrosnap':
      return !target.isHidden;
    case 'gallery':
      return canSeeGallery(viewer, target);
    case 'collection':
      return canSeeCollection(viewer, target);
  }
}

const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export function createShortUrlService(dependencies: {
  repository: ShortUrlRepository;
  rateLimits: RateLimitService;
  publicUrl: string;
  displayThumbnail: (filePath: string) => Promise<PosterImage | null>;
  /** Spec §8: short URL failures are logged only. */
  logMissing: (code: string) => void;
}) {
  const { repository, rateLimits, publicUrl } = dependencies;
  const absolute = (code: string) => `${publicUrl}${shortUrlEntryPath(code)}`;

  const find = async (code: string) => {
    const row = await repository.findByCode(code);
    if (!row) {
      dependencies.logMissing(code);
      throw notFound('Short URL');
    }
    return row;
  };

  /** The short URL of a path, made on first ask; the target must exist and be visible to the asker. */
  const create = async (user: AuthUser | null, body: ShortUrlCreateBody, context: { ip: string }) => {
    const target = shortUrlTarget(body.urlPath);
    const access = target && (await repository.targetAccess(target.kind, target.id));
    if (!access || !canSeeTarget(viewerOf(user), access)) throw notFound('Target');
    const link = {
      urlPath: body.urlPath,
      utmSource: body.utmSource ?? null,
      utmMedium: body.utmMedium ?? null,
      utmCampaign: body.utmCampaign ?? null,
      utmTerm: body.utmTerm ?? null,
      utmContent: body.utmContent ?? null,
    };
    // Only a new row counts against the flood limit: the share dialog asks for known links often.
    let row = await repository.findLink(link);
    if (!row) {
      await rateLimits.consume('short-url', { ip: context.ip });
      row = await repository.findOrCreate(link);
    }
    return { '@context': '/contexts/ShortUrl', ...presentShortUrl(row) };
  };

  return {
    create,

    async resolve(code: string) {
      return { '@context': '/contexts/ShortUrl', ...presentShortUrl(await find(code)) };
    },

    /** Where `/s/{code}` sends a browser: the app path with its parameters and tags as query. */
    async destination(code: string) {
      return shortUrlDestination(presentShortUrl(await find(code)));
    },

    async qrSvg(code: string) {
      await find(code);
      return QRCode.toString(absolute(code), { ...QR_OPTIONS, type: 'svg' });
    },

    async qrPng(code: string) {
      await find(code);
      return QRCode.toBuffer(absolute(code), { ...QR_OPTIONS, type: 'png', width: 512 });
    },

    /**
     * The printable plaque of a photograph (editors and admins): its picture and facts and the
     * QR code of the short URL that opens its AR view, for the real place it shows.
     */
    async poster(user: AuthUser, id: number, locale: Locale, format: 'pdf' | 'svg', ip: string) {
      authorize(user, canDownloadQrPoster, null);
      const photograph = await repository.posterPhotograph(id, locale);
      if (!photograph || photograph.isHidden) throw notFound('Photograph');
      const link = await create(
        user,
        { urlPath: `/image-ar/${id}`, utmSource: 'poster', utmMedium: 'qr' },
        { ip },
      );
      const shortUrl = absolute(link.code);
      const qr = QRCode.create(shortUrl, { errorCorrectionLevel: 'M' });
      const image = await dependencies.displayThumbnail(photograph.filePath);
      const poster = { photograph, locale, shortUrl, qr, image };
      return format === 'pdf' ? renderPosterPdf(poster) : renderPosterSvg(poster);
    },
  };
}

export type ShortUrlService = ReturnType<typeof createShortUrlService>;
