import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type RouteOptions } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { alignmentPlugin } from './alignment/alignment.plugin.js';
import type { App } from './app.types.js';
import type { Config } from './config/config.js';
import type { Database } from './db/database.js';
import { facesPlugin } from './faces/faces.plugin.js';
import { registerHydra } from './hydra/hydra.plugin.js';
import { badRequest } from './hydra/hydra-errors.js';
import { validatorCompiler } from './hydra/input-validation.js';
import { jobsPlugin } from './jobs/jobs.plugin.js';
import { mailerPlugin } from './mail/mailer.plugin.js';
import { mediaPlugin } from './media/media.plugin.js';
import { accountsPlugin } from './modules/accounts/accounts.plugin.js';
import { announcementRoutes } from './modules/announcements/announcement.routes.js';
import { authRequestDecorator } from './modules/auth/auth.hooks.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { captchaRoutes } from './modules/captcha/captcha.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { colorizedRoutes } from './modules/colorized/colorized.routes.js';
import { commentRoutes } from './modules/comments/comment.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { depthMapRoutes } from './modules/depth-maps/depth-map.routes.js';
import { editorsDeskRoutes } from './modules/editors-desk/editors-desk.routes.js';
import { feedItemRoutes } from './modules/feed-items/feed-item.routes.js';
import { galleryRoutes } from './modules/image-galleries/image-gallery.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { mentionRoutes } from './modules/mentions/mention.routes.js';
import { narrationRoutes } from './modules/narration/narration.routes.js';
import { newsletterPlugin } from './modules/newsletter/newsletter.plugin.js';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.js';
import { orderThumbnailRoutes } from './modules/order-thumbnails/order-thumbnail.routes.js';
import { orderRoutes } from './modules/orders/order.routes.js';
import { organizationRoutes } from './modules/organizations/organization.routes.js';
import { paymentsPlugin } from './modules/payments/payments.plugin.js';
import { peopleRoutes } from './modules/people/person.routes.js';
import { collectionReportRoutes } from './modules/photograph-collections/collection-report.routes.js';
import { collectionRoutes } from './modules/photograph-collections/photograph-collection.routes.js';
import { photographRoutes } from './modules/photographs/photograph.routes.js';
import { placeRoutes } from './modules/places/place.routes.js';
import { retrosnapRoutes } from './modules/retrosnaps/retrosnap.routes.js';
import { scanUploadRoutes } from './modules/scan-uploads/scan-upload.routes.js';
import { shortUrlRoutes } from './modules/short-urls/short-url.routes.js';
import { userRoutes } from './modules/users/user.routes.js';
import { webAppRoutes } from './modules/web-app/web-app.plugin.js';
import { webPushPlugin } from './modules/webpush/webpush.plugin.js';
import { webPushRoutes } from './modules/webpush/webpush.routes.js';
import { speechPlugin } from './speech/speech.plugin.js';

/** The configured map tile server may serve images; `{s}` subdomains become a wildcard. */
function tileSources(config: Config): string[] {
  if (!config.mapTiles) return [];
  const origin = /^https?:\/\/[^/]+/.exec(config.mapTiles.url)?.[0];
  return origin ? [origin.replace('{s}', '*')] : [];
}

/**
 * Wires the server in a fixed order: outside plugins, then the JSON-LD frame, then one
 * module per resource, then the web app as the fallback for browser navigations.
 */
export async function buildApp(options: {
  config: Config;
  db: Database;
  logger?: boolean;
  /** Sees every route as it is registered (tests check that each write declares its policy). */
  onRoute?: (route: RouteOptions) => void;
}): Promise<App> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 500 },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  // Responses are typed by their zod schemas at compile time; re-validating every answer at
  // run time would double the cost of the feed for no gain.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.decorate('db', db);
  app.decorate('config', config);
  app.addContentTypeParser(
    ['application/ld+json', 'application/merge-patch+json'],
    { parseAs: 'string' },
    (_req, body, done) => {
      try {
        done(null, body === '' ? {} : JSON.parse(body as string));
      } catch (error) {
        // The client sent something that is not JSON: its fault, a 400, never a 500.
        done(badRequest(`The body is not valid JSON: ${(error as Error).message}`), undefined);
      }
    },
  );

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...tileSources(config)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The QR scanner's barcode-detector polyfill compiles its own zxing wasm (served by us).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // The local test provider's checkout page posts its form to itself, then redirects to the order.
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'RetroPics API', version: '1.0.0', description: 'Hydra JSON-LD API of RetroPics.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
  app.get('/docs.json', { schema: { hide: true } }, async () => app.swagger());

  registerHydra(app);
  await app.register(authRequestDecorator);
  await app.register(mailerPlugin);
  await app.register(jobsPlugin);
  await app.register(mediaPlugin);
  await app.register(speechPlugin);
  await app.register(facesPlugin);
  await app.register(alignmentPlugin);
  await app.register(webPushPlugin);
  await app.register(accountsPlugin);
  await app.register(newsletterPlugin);
  await app.register(authPlugin);
  await app.register(paymentsPlugin);

  await app.register(feedItemRoutes);
  await app.register(photographRoutes);
  await app.register(colorizedRoutes);
  await app.register(depthMapRoutes);
  await app.register(collectionRoutes);
  await app.register(collectionReportRoutes);
  await app.register(captchaRoutes);
  await app.register(contactRoutes);
  await app.register(galleryRoutes);
  await app.register(retrosnapRoutes);
  await app.register(commentRoutes);
  await app.register(editorsDeskRoutes);
  await app.register(catalogRoutes);
  await app.register(shortUrlRoutes);
  await app.register(orderRoutes);
  await app.register(organizationRoutes);
  await app.register(announcementRoutes);
  await app.register(peopleRoutes);
  await app.register(mentionRoutes);
  await app.register(placeRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(mediaRoutes);
  await app.register(narrationRoutes);
  await app.register(orderThumbnailRoutes);
  await app.register(scanUploadRoutes);
  await app.register(webPushRoutes);
  await app.register(newsletterRoutes);

  await app.register(webAppRoutes);
  return app;
}
