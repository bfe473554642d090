import path from 'node:path';
import { EMAIL_PATTERN } from '@retropics/domain/validation';
import { z } from 'zod';
import { type MediaConfig, readMediaConfig } from '../media/media-config.js';
import { readSpeechConfig, type SpeechConfig } from './speech-config.js';

/**
 * The one place that reads the environment. Everything else receives a typed `Config`,
 * so tests can build an app with any settings without touching process.env.
 */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
  MAP_REQUIRES_LOGIN: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /**
   * Which proxies may tell the client's address (X-Forwarded-For): unset trusts none, so
   * per-IP rate limits cannot be dodged with a forged header; `true` trusts any, else a list of addresses or CIDRs.
   */
  TRUST_PROXY: z.string().optional(),
  /** A Nominatim-compatible reverse geocoder; unset, addresses come from the archive's places and the gazetteer. */
  GEOCODER_URL: z.string().url().optional(),
  /**
   * A raster tile source for the map, e.g. https://tile.example.org/{z}/{x}/{y}.png ({s} for
   * subdomains). Unset: the map draws its embedded country outlines and needs no network.
   */
  MAP_TILE_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/,
      'MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}',
    )
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(500).optional(),
  MAP_TILE_MAX_ZOOM: z.coerce.number().int().min(1).max(22).default(19),
  /** Spec §3: the feedback thanks offer this review page when the rating is 4 or more; empty: no link. */
  REVIEW_SITE_URL: z
    .union([z.literal(''), z.string().regex(/^https?:\/\/\S+$/, 'REVIEW_SITE_URL must be an http(s) URL')])
    .optional(),
  /** Signs access tokens (HS256). Unset: a random key is created once in DATA_DIR and reused. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  PASSWORD_RESET_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  /** Sign-in and reset attempts allowed per address and per IP within one window. */
  AUTH_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /**
   * Collection reports (POST /photograph_collections/report) allowed per reporter e-mail address
   * and per IP within one window: anyone may report without an account, so floods stop here.
   */
  REPORT_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  REPORT_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  REPORT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Spec §6: the people (person ids, comma-separated) whose announcement clicks are stored as not
   * valid, e.g. the team's own accounts. Unset: every click counts.
   */
  ANNOUNCEMENT_EXCLUDED_PERSON_IDS: z
    .string()
    .regex(
      /^\s*(\d+\s*(,\s*\d+\s*)*)?$/,
      'ANNOUNCEMENT_EXCLUDED_PERSON_IDS must be person ids separated by commas',
    )
    .default(''),
  /** Announcement clicks (POST /click) one client address may send within one window. */
  ANNOUNCEMENT_CLICK_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  ANNOUNCEMENT_CLICK_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** The largest announcement video (mp4) an editor may upload, in MB. */
  ANNOUNCEMENT_VIDEO_MAX_MB: z.coerce.number().int().min(1).default(50),
  /**
   * New short URLs (POST /short_urls) one client address may make within one window: anyone may
   * ask for a share link, so floods of new rows stop here (asking again for an existing one is free).
   */
  SHORT_URL_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(200),
  SHORT_URL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** A team mailbox that gets the notice of each collection report besides the editors and admins. */
  REPORT_TEAM_EMAIL: z
    .string()
    .regex(EMAIL_PATTERN, 'REPORT_TEAM_EMAIL must be an e-mail address')
    .optional(),
  /**
   * Newsletter subscriptions (POST /newsletter/subscribe) allowed per e-mail address and per IP
   * within one window: each one mails a confirmation link, so floods stop here.
   */
  NEWSLETTER_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(3),
  NEWSLETTER_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /**
   * Contact messages (POST /api/submit-feedback) allowed per client address and per sender e-mail
   * within one window; the captcha stops robots, this stops a person with a script and a captcha farm.
   */
  CONTACT_RATE_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  CONTACT_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(10),
  CONTACT_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Where contact messages are mailed; unset: REPORT_TEAM_EMAIL, and without that the editors and admins. */
  CONTACT_TEAM_EMAIL: z
    .string()
    .regex(EMAIL_PATTERN, 'CONTACT_TEAM_EMAIL must be an e-mail address')
    .optional(),
  /** Captchas (GET /captcha, POST /verify-captcha and the proof of work) per client address and window. */
  CAPTCHA_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(60),
  CAPTCHA_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Unset: mails are written as .eml files to DATA_DIR/outbox and their links logged. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('RetroPics <no-reply@retropics.local>'),
  /** Google: an OpenID Connect issuer (discovery) or explicit endpoints. */
  OAUTH_GOOGLE_CLIENT_ID: z.string().optional(),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OAUTH_GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  OAUTH_GOOGLE_AUTHORIZATION_URL: z.string().url().optional(),
  OAUTH_GOOGLE_TOKEN_URL: z.string().url().optional(),
  OAUTH_GOOGLE_USERINFO_URL: z.string().url().optional(),
  OAUTH_GOOGLE_SCOPE: z.string().default('openid email profile'),
  /** Facebook: plain OAuth 2 with the Graph API's /me as user info. */
  OAUTH_FACEBOOK_CLIENT_ID: z.string().optional(),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().optional(),
  OAUTH_FACEBOOK_ISSUER: z.string().url().optional(),
  OAUTH_FACEBOOK_AUTHORIZATION_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  OAUTH_FACEBOOK_TOKEN_URL: z.string().url().default('https://graph.facebook.com/v19.0/oauth/access_token'),
  OAUTH_FACEBOOK_USERINFO_URL: z.string().url().default('https://graph.facebook.com/me?fields=id,name,email'),
  OAUTH_FACEBOOK_SCOPE: z.string().default('email public_profile'),
  /** Test providers run on http://127.0.0.1; production providers must use https. */
  OAUTH_ALLOW_INSECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints). Unset: created once in DATA_DIR. */
  WEBPUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{87}$/,
      'WEBPUSH_VAPID_PUBLIC_KEY must be a base64url P-256 public key (87 characters)',
    )
    .optional(),
  WEBPUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{43}$/,
      'WEBPUSH_VAPID_PRIVATE_KEY must be a base64url P-256 private key (43 characters)',
    )
    .optional(),
  /** Who push services may contact about our messages. Unset: PUBLIC_URL when https, else MAIL_FROM's address. */
  WEBPUSH_SUBJECT: z
    .string()
    .regex(/^(https:\/\/|mailto:)\S+$/, 'WEBPUSH_SUBJECT must be an https: URL or a mailto: address')
    .optional(),
  /** Browsers' push services are all https; tests run one on http://127.0.0.1. */
  WEBPUSH_ALLOW_HTTP_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * `on`: this process searches new photographs (and, once, the archive) for faces in the
   * background; `new`: only photographs that come in while it runs, no sweep of the archive at
   * start (the browser tests); `off`: the jobs wait in the queue (the tests, or a server too
   * small for it).
   */
  FACE_DETECTION: z.enum(['on', 'new', 'off']).default('on'),
  /**
   * `inline`: this process aligns new RetroSnaps to their photograph (and, once, those never
   * aligned) in a thread of its own; `new`: only RetroSnaps that come in while it runs, no sweep
   * at start (the browser tests); `off`: the jobs wait in the queue (the API tests).
   */
  ALIGNMENT: z.enum(['inline', 'new', 'off']).default('inline'),
  /**
   * An ONNX depth model supplied by the operator (docs/OPERATIONS.md 'Depth model' names the
   * convention). Set: a background job makes a depth map for every photograph without one.
   * Unset: nothing is estimated and nothing stands in for it.
   */
  DEPTH_MODEL_PATH: z.string().trim().min(1).optional(),
  /**
   * An ONNX colorization model supplied by the operator (docs/OPERATIONS.md 'Colorization model').
   * Set: a background job makes a colorized version of each black-and-white photograph side
   * without one. Unset: nothing is colorized and nothing stands in for it.
   */
  COLORIZE_MODEL_PATH: z.string().trim().min(1).optional(),
  /**
   * Mollie's API key (test_… or live_…). Unset: payments go to the built-in local test provider,
   * which imitates Mollie's payments API inside this server (the demo and the tests).
   */
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, 'MOLLIE_API_KEY must be a Mollie API key (test_… or live_…)')
    .optional(),
  MOLLIE_API_URL: z.string().url().default('https://api.mollie.com/v2/'),
  /** The account the local test provider names for bank transfers (shown, never used). */
  LOCAL_PAYMENT_BANK_NAME: z.string().default('RetroPics Testbank'),
  LOCAL_PAYMENT_IBAN: z.string().default('DE89370400440532013000'),
  LOCAL_PAYMENT_BIC: z.string().default('COBADEFFXXX'),
});

export type OAuthProviderName = 'google' | 'facebook';

/**
 * One sign-in provider. With both authorization and token URL set, those endpoints are used
 * (plain OAuth 2 unless the scope asks for openid); otherwise the issuer's OpenID Connect
 * discovery document says where everything is.
 */
export type OAuthProviderConfig = {
  clientId: string;
  clientSecret: string | undefined;
  issuer: string | undefined;
  authorizationUrl: string | undefined;
  tokenUrl: string | undefined;
  userinfoUrl: string | undefined;
  scope: string;
};

export type AuthConfig = RateLimitSettings & {
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  passwordResetTtlSeconds: number;
  /** Only providers with a client id are offered. */
  oauth: Partial<Record<OAuthProviderName, OAuthProviderConfig>>;
  oauthAllowInsecure: boolean;
};

/** How many attempts a rate limit allows per address and per IP within one window. */
export type RateLimitSettings = {
  rateLimitPerAddress: number;
  rateLimitPerIp: number;
  rateLimitWindowSeconds: number;
};

/** Announcements: whose clicks do not count, the click flood limit, the video size limit. */
export type AnnouncementConfig = RateLimitSettings & {
  excludedPersonIds: number[];
  videoMaxBytes: number;
};

/** Collection reports: their flood limits and who besides the editors hears of them. */
export type CollectionReportConfig = RateLimitSettings & { teamEmail: string | null };

/** Contact messages: their flood limits and the team mailbox (null: REPORT_TEAM_EMAIL, else editors and admins). */
export type ContactConfig = RateLimitSettings & { teamEmail: string | null };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite in `dataDir/db`. `memory://` (tests only): PGlite in memory. */
  databaseUrl: string | undefined;
  publicUrl: string;
  seedDemo: 'auto' | 'never';
  mapRequiresLogin: boolean;
  logLevel: string;
  mediaDir: string;
  webDist: string;
  trustProxy: boolean | string[];
  geocoderUrl: string | undefined;
  /** The map's tile source; null: embedded outlines only. */
  mapTiles: { url: string; attribution: string | null; maxZoom: number } | null;
  /** Where the feedback thanks invite a review; null: no link. */
  reviewSiteUrl: string | null;
  auth: AuthConfig;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  collectionReports: CollectionReportConfig;
  announcements: AnnouncementConfig;
  /** The flood limits of newsletter subscriptions. */
  newsletter: RateLimitSettings;
  contact: ContactConfig;
  /** Captchas: flood limit per client address (the per-address figure is unused). */
  captcha: RateLimitSettings;
  /** Flood limit of new short URLs per client address. */
  shortUrls: RateLimitSettings;
  media: MediaConfig;
  webPush: WebPushConfig;
  /**
   * Whether this process runs the face detection jobs, and whether it queues a search of every
   * photograph side never searched at start (`FACE_DETECTION=on`; not with `new`).
   */
  faces: { detection: boolean; sweepArchive: boolean };
  /**
   * Whether this process runs the RetroSnap alignment jobs, and whether it queues those never
   * aligned at start (`ALIGNMENT=inline`; not with `new`).
   */
  alignment: { inline: boolean; sweepAtStart: boolean };
  /** The operator's ONNX depth model file, or null: no depth maps are estimated. */
  depthModelPath: string | null;
  /** The operator's ONNX colorization model file, or null: nothing is colorized by a model. */
  colorizeModelPath: string | null;
  payments: PaymentConfig;
  /** The engines that speak narrations where none was recorded (speech-config.ts). */
  speech: SpeechConfig;
};

/**
 * Where payments go: Mollie with `mollieApiKey`, else the built-in local test provider (its bank
 * details are what a bank transfer shows). Both are spoken to through the same Mollie v2 client
 * (modules/payments/mollie-api.client.ts).
 */
export type PaymentConfig = {
  mollieApiKey: string | null;
  mollieApiUrl: string;
  localBank: { bankName: string; bankAccount: string; bankBic: string };
};

export type WebPushConfig = {
  /** Null: a key pair created once in `keyFile` is used. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  keyFile: string;
  subject: string;
  allowHttpEndpoints: boolean;
};

const serverRoot = path.resolve(import.meta.dirname, '../..');

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The VAPID subject: the site when it is public over https, otherwise the sender address of our mails. */
function webPushSubject(explicit: string | undefined, publicUrl: string, mailFrom: string): string {
  if (explicit) return explicit;
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export function readConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  if (Boolean(env.WEBPUSH_VAPID_PUBLIC_KEY) !== Boolean(env.WEBPUSH_VAPID_PRIVATE_KEY)) {
    throw new Error(
      'Invalid settings:\n  WEBPUSH_VAPID_PUBLIC_KEY and WEBPUSH_VAPID_PRIVATE_KEY are set together or not at all',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    seedDemo: env.SEED_DEMO,
    mapRequiresLogin: env.MAP_REQUIRES_LOGIN,
    logLevel: env.LOG_LEVEL,
    mediaDir: path.join(dataDir, 'media'),
    webDist: path.resolve(env.WEB_DIST ?? path.join(serverRoot, '../web/dist')),
    geocoderUrl: env.GEOCODER_URL?.replace(/\/$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    mapTiles: env.MAP_TILE_URL
      ? {
          url: env.MAP_TILE_URL,
          attribution: env.MAP_TILE_ATTRIBUTION ?? null,
          maxZoom: env.MAP_TILE_MAX_ZOOM,
        }
      : null,
    reviewSiteUrl: env.REVIEW_SITE_URL || null,
    auth: {
      jwtSecret: env.JWT_SECRET,
      accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
      passwordResetTtlSeconds: env.PASSWORD_RESET_TTL_SECONDS,
      rateLimitPerAddress: env.AUTH_RATE_LIMIT_PER_ADDRESS,
      rateLimitPerIp: env.AUTH_RATE_LIMIT_PER_IP,
      rateLimitWindowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS,
      oauth: {
        ...(env.OAUTH_GOOGLE_CLIENT_ID && {
          google: {
            clientId: env.OAUTH_GOOGLE_CLIENT_ID,
            clientSecret: env.OAUTH_GOOGLE_CLIENT_SECRET,
            issuer: env.OAUTH_GOOGLE_ISSUER,
            authorizationUrl: env.OAUTH_GOOGLE_AUTHORIZATION_URL,
            tokenUrl: env.OAUTH_GOOGLE_TOKEN_URL,
            userinfoUrl: env.OAUTH_GOOGLE_USERINFO_URL,
            scope: env.OAUTH_GOOGLE_SCOPE,
          },
        }),
        ...(env.OAUTH_FACEBOOK_CLIENT_ID && {
          facebook: {
            clientId: env.OAUTH_FACEBOOK_CLIENT_ID,
            clientSecret: env.OAUTH_FACEBOOK_CLIENT_SECRET,
            issuer: env.OAUTH_FACEBOOK_ISSUER,
            authorizationUrl: env.OAUTH_FACEBOOK_AUTHORIZATION_URL,
            tokenUrl: env.OAUTH_FACEBOOK_TOKEN_URL,
            userinfoUrl: env.OAUTH_FACEBOOK_USERINFO_URL,
            scope: env.OAUTH_FACEBOOK_SCOPE,
          },
        }),
      },
      oauthAllowInsecure: env.OAUTH_ALLOW_INSECURE,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    collectionReports: {
      rateLimitPerAddress: env.REPORT_RATE_LIMIT_PER_ADDRESS,
      rateLimitPerIp: env.REPORT_RATE_LIMIT_PER_IP,
      rateLimitWindowSeconds: env.REPORT_RATE_LIMIT_WINDOW_SECONDS,
      teamEmail: env.REPORT_TEAM_EMAIL ?? null,
    },
    announcements: {
      excludedPersonIds: env.ANNOUNCEMENT_EXCLUDED_PERSON_IDS.split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map(Number),
      rateLimitPerAddress: env.ANNOUNCEMENT_CLICK_RATE_LIMIT_PER_IP,
      rateLimitPerIp: env.ANNOUNCEMENT_CLICK_RATE_LIMIT_PER_IP,
      rateLimitWindowSeconds: env.ANNOUNCEMENT_CLICK_RATE_LIMIT_WINDOW_SECONDS,
      videoMaxBytes: env.ANNOUNCEMENT_VIDEO_MAX_MB * 1024 * 1024,
    },
    newsletter: {
      rateLimitPerAddress: env.NEWSLETTER_RATE_LIMIT_PER_ADDRESS,
      rateLimitPerIp: env.NEWSLETTER_RATE_LIMIT_PER_IP,
      rateLimitWindowSeconds: env.NEWSLETTER_RATE_LIMIT_WINDOW_SECONDS,
    },
    contact: {
      rateLimitPerAddress: env.CONTACT_RATE_LIMIT_PER_ADDRESS,
      rateLimitPerIp: env.CONTACT_RATE_LIMIT_PER_IP,
      rateLimitWindowSeconds: env.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
      teamEmail: env.CONTACT_TEAM_EMAIL ?? env.REPORT_TEAM_EMAIL ?? null,
    },
    captcha: {
      rateLimitPerAddress: env.CAPTCHA_RATE_LIMIT_PER_IP,
      rateLimitPerIp: env.CAPTCHA_RATE_LIMIT_PER_IP,
      rateLimitWindowSeconds: env.CAPTCHA_RATE_LIMIT_WINDOW_SECONDS,
    },
    shortUrls: {
      rateLimitPerAddress: env.SHORT_URL_RATE_LIMIT_PER_IP,
      rateLimitPerIp: env.SHORT_URL_RATE_LIMIT_PER_IP,
      rateLimitWindowSeconds: env.SHORT_URL_RATE_LIMIT_WINDOW_SECONDS,
    },
    media: readMediaConfig(environment, dataDir),
    webPush: {
      vapidKeys:
        env.WEBPUSH_VAPID_PUBLIC_KEY && env.WEBPUSH_VAPID_PRIVATE_KEY
          ? { publicKey: env.WEBPUSH_VAPID_PUBLIC_KEY, privateKey: env.WEBPUSH_VAPID_PRIVATE_KEY }
          : null,
      keyFile: path.join(dataDir, 'secrets', 'webpush-vapid-keys.json'),
      subject: webPushSubject(env.WEBPUSH_SUBJECT, publicUrl, env.MAIL_FROM),
      allowHttpEndpoints: env.WEBPUSH_ALLOW_HTTP_ENDPOINTS,
    },
    faces: {
      detection: env.FACE_DETECTION !== 'off',
      sweepArchive: env.FACE_DETECTION === 'on',
    },
    alignment: { inline: env.ALIGNMENT !== 'off', sweepAtStart: env.ALIGNMENT === 'inline' },
    depthModelPath: env.DEPTH_MODEL_PATH ? path.resolve(env.DEPTH_MODEL_PATH) : null,
    colorizeModelPath: env.COLORIZE_MODEL_PATH ? path.resolve(env.COLORIZE_MODEL_PATH) : null,
    payments: {
      mollieApiKey: env.MOLLIE_API_KEY ?? null,
      mollieApiUrl: env.MOLLIE_API_URL,
      localBank: {
        bankName: env.LOCAL_PAYMENT_BANK_NAME,
        bankAccount: env.LOCAL_PAYMENT_IBAN,
        bankBic: env.LOCAL_PAYMENT_BIC,
      },
    },
    speech: readSpeechConfig(environment),
  };
}

/** Where the server package lives on disk (migrations, demo archive). */
export const serverPaths = {
  migrations: path.join(serverRoot, 'drizzle'),
  demoArchive: path.join(serverRoot, 'demo-archive'),
};
