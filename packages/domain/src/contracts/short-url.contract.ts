import { z } from 'zod';
import { LOCALES } from '../constants.js';

/**
 * Spec §3 Short URL and §7 `GET /short_urls/{code}`: a short code (`/s/{code}`) stands for an app
 * path of a public thing with its campaign tags, for share links and printed QR codes.
 */

/** Ours: 8 characters of a 64-letter alphabet, 48 bits: nobody walks through them by guessing. */
export const SHORT_CODE_LENGTH = 8;
/** URL-safe letters of a code: those of base64url. */
export const SHORT_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Ours: a campaign tag is a word or two, not a text. */
export const UTM_MAX_LENGTH = 100;

/** The browser entry of a code: the server answers it with a redirect to the app path. */
export const shortUrlEntryPath = (code: string) => `/s/${encodeURIComponent(code)}`;

/** The app paths a short URL may lead to (spec §3): the public things and the AR view of a photograph. */
export const SHORT_URL_TARGETS = [
  { kind: 'photograph', pattern: /^\/photographs\/show\/(\d+)$/ },
  { kind: 'photograph', pattern: /^\/image-ar\/(\d+)$/ },
  { kind: 'retrosnap', pattern: /^\/retrosnaps\/show\/(\d+)$/ },
  { kind: 'gallery', pattern: /^\/image_galleries\/show\/(\d+)$/ },
  { kind: 'collection', pattern: /^\/photograph_collections\/show\/(\d+)$/ },
] as const;

export type ShortUrlTargetKind = (typeof SHORT_URL_TARGETS)[number]['kind'];

/** The thing an app path shows, or null when a short URL may not lead there. */
export function shortUrlTarget(urlPath: string): { kind: ShortUrlTargetKind; id: number } | null {
  for (const target of SHORT_URL_TARGETS) {
    const match = target.pattern.exec(urlPath);
    const id = Number(match?.[1]);
    if (match && Number.isSafeInteger(id) && id > 0) return { kind: target.kind, id };
  }
  return null;
}

export const SHORT_URL_MESSAGES = {
  urlPath:
    'urlPath is the app path of a photograph (/photographs/show/{id}, /image-ar/{id}), a RetroSnap (/retrosnaps/show/{id}), an album (/image_galleries/show/{id}) or a collection (/photograph_collections/show/{id})',
  utm: `A utm field takes up to ${UTM_MAX_LENGTH} characters`,
  code: 'code takes up to 64 letters, digits, - and _',
  locale: `locale is one of ${LOCALES.join(', ')}`,
} as const;

export const shortUrlParams = z.object({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, SHORT_URL_MESSAGES.code),
});

const utmField = z
  .string()
  .trim()
  .min(1, SHORT_URL_MESSAGES.utm)
  .max(UTM_MAX_LENGTH, SHORT_URL_MESSAGES.utm)
  .optional();

/** `POST /short_urls`: the same link (path and tags) always gets the same code. */
export const shortUrlCreateBody = z.object({
  urlPath: z.string().refine((path) => shortUrlTarget(path) !== null, SHORT_URL_MESSAGES.urlPath),
  utmSource: utmField,
  utmMedium: utmField,
  utmCampaign: utmField,
  utmTerm: utmField,
  utmContent: utmField,
});

export type ShortUrlCreateBody = z.infer<typeof shortUrlCreateBody>;

export const shortUrlOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('ShortUrl'),
  code: z.string().describe('The short code; the browser entry is /s/{code}'),
  urlPath: z.string().describe('App path the code resolves to'),
  parameters: z.record(z.string(), z.string()),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
});

export type ShortUrlOutput = z.infer<typeof shortUrlOutput>;

/** `?locale=` of the QR poster: the language of its texts. */
export const qrPosterQuery = z.object({
  locale: z.enum(LOCALES, { error: SHORT_URL_MESSAGES.locale }).default('de'),
});

/**
 * The app address a short URL leads to: its path with its parameters and campaign tags as the
 * query (what `/s/{code}` redirects to and what a scanner opens).
 */
export function shortUrlDestination(shortUrl: Omit<ShortUrlOutput, '@id' | '@type' | 'code'>): string {
  const query = new URLSearchParams(shortUrl.parameters);
  const tags = {
    utm_source: shortUrl.utmSource,
    utm_medium: shortUrl.utmMedium,
    utm_campaign: shortUrl.utmCampaign,
    utm_term: shortUrl.utmTerm,
    utm_content: shortUrl.utmContent,
  };
  for (const [name, value] of Object.entries(tags)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${shortUrl.urlPath}?${search}` : shortUrl.urlPath;
}
