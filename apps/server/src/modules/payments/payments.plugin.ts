import fp from 'fastify-plugin';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { registerFormParsers } from '../auth/form-body.js';
import { createCollectionStatusNews } from '../photograph-collections/collection-status-news.js';
import { createCollectionWriteRepository } from '../photograph-collections/photograph-collection-write.repository.js';
import { localProviderRoutes } from './local-provider.plugin.js';
import { createPaymentService, type PaymentService } from './payment.service.js';
import type { OrderPayments } from './payment-port.js';
import { createPaymentProviderRepository } from './payment-provider.repository.js';

/** The reconciliation's job kind; its key is the five-minute slot it covers. */
export const PAYMENT_RECONCILE_JOB = 'payments.reconcile';
const RECONCILE_EVERY_MS = 5 * 60_000;
/** Finished reconciliations are kept a day (the operations page), then deleted. */
const KEEP_FINISHED_MS = 24 * 3_600_000;

const slotOf = (moment: Date) =>
  new Date(Math.floor(moment.getTime() / RECONCILE_EVERY_MS) * RECONCILE_EVERY_MS).toISOString();

/** Mollie posts `id=tr_…` form-encoded; JSON with the same field is taken too. */
const webhookBody = z.object({ id: z.string().trim().min(1).max(100) });

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhook's and reconciliation's side of the payment path (tests call `reconcile`). */
    paymentService: PaymentService;
  }
}

/**
 * The payment path (issue 18): decorates the app with `payments` (the `OrderPayments` the order API
 * calls), answers the provider's webhook, runs the local test provider when no MOLLIE_API_KEY is
 * set, and reconciles open payments at start and every five minutes on the job queue.
 */
export const paymentsPlugin = fp(
  async (app: App) => {
    const service = createPaymentService({
      db: app.db,
      provider: createPaymentProviderRepository(app.config),
      mailer: app.mailer,
      news: createCollectionStatusNews({
        writes: createCollectionWriteRepository(app.db),
        mailer: app.mailer,
        notifyPerson: app.webPush.notifyPerson,
        publicUrl: app.config.publicUrl,
        log: app.log,
      }),
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('payments', service.payments satisfies OrderPayments);
    app.decorate('paymentService', service);

    app.jobs.handle(PAYMENT_RECONCILE_JOB, async () => {
      const result = await service.reconcile();
      await app.jobs.queue.pruneDone(PAYMENT_RECONCILE_JOB, new Date(Date.now() - KEEP_FINISHED_MS));
      return result;
    });
    let timer: NodeJS.Timeout | undefined;
    const enqueue = () =>
      app.jobs
        .enqueue(PAYMENT_RECONCILE_JOB, slotOf(new Date()))
        .catch((error: unknown) => app.log.warn({ err: error }, 'payment reconciliation not queued'));
    app.addHook('onReady', async () => {
      await enqueue();
      timer = setInterval(enqueue, RECONCILE_EVERY_MS);
      timer.unref();
    });
    app.addHook('preClose', async () => clearInterval(timer));

    await app.register(async (routes: App) => {
      registerFormParsers(routes);
      // Public by nature: the provider calls it without any account of ours. Nothing in the body
      // is believed — the payment is fetched from the provider by its id and settled from that.
      routes.post(
        '/payments/webhook',
        { schema: { tags: ['Payments'], body: webhookBody } },
        async (request, reply) => {
          const known = await service.onWebhook(request.body.id);
          // An unknown id is answered 200 like a known one (nothing to retry, nothing to learn).
          if (!known)
            request.log.warn({ payment: request.body.id }, 'webhook for an unknown payment ignored');
          return reply.code(200).send();
        },
      );
      if (!app.config.payments.mollieApiKey) {
        await routes.register(localProviderRoutes);
        // Fine for the demo and the tests; on a real site it would let anyone 'pay' with a test button.
        app.log.warn(
          'payments go to the built-in local TEST provider (no MOLLIE_API_KEY): no money moves, and anyone can pay with its test buttons',
        );
      }
    });
  },
  { name: 'payments', dependencies: ['mailer', 'jobs'] },
);
