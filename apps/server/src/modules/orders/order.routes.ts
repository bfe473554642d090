import {
  orderAdminBody,
  orderCheckoutBody,
  orderCreateBody,
  orderListQuery,
  orderOutput,
  paymentMethodOutput,
} from '@retropics/domain/contracts/order.contract';
import { backerOutput, orderItemsBody } from '@retropics/domain/contracts/order-api.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app.types.js';
import { JSON_LD } from '../../hydra/hydra.plugin.js';
import { idParams } from '../../hydra/id-param.js';
import { optionalUser, requireUser, signedInUser } from '../auth/auth.hooks.js';
import { signingKey } from '../auth/signing-key.repository.js';
import { contentLocale } from '../content-locale.js';
import { createCoverAccess } from '../media/private-cover-access.js';
import { createOrderRepository } from './order.repository.js';
import { createOrderService } from './order.service.js';

/** Orders are the buyer's alone: never from a shared cache. */
const personal = { 'cache-control': 'private, no-cache', vary: 'Authorization' };

/** Marks the answer personal, then reads its language (which the answer then varies by too). */
function personalLocale(request: FastifyRequest, reply: FastifyReply) {
  reply.headers(personal);
  return contentLocale(request, reply);
}

const backersQuery = orderListQuery.pick({ page: true, itemsPerPage: true });

/**
 * Orders (issue 18, spec §7 orders): perks of a crowdfunding collection and the cart's prints and
 * photo books, checkout, cancel, the admins' list, edit and CSV, and a collection's named backers.
 * The payment itself is the payments module's (`app.payments`); this module only calls it.
 */
export async function orderRoutes(app: App) {
  const orders = createOrderService({
    db: app.db,
    repository: createOrderRepository(app.db),
    payments: () => app.payments,
    coverAccess: createCoverAccess(signingKey(app.config)),
  });
  app.describeResource({
    type: 'Order',
    path: '/orders',
    title: 'Order',
    description:
      'Perks bought for a crowdfunding collection, or prints and photo books from the cart; priced by the server in euros with VAT.',
    schema: orderOutput,
    operations: ['collection', 'item', 'create', 'replace', 'delete'],
    customOperations: [
      {
        method: 'PUT',
        path: '/orders/{id}/items',
        title: 'Replace the items of an open order',
        returns: 'Order',
      },
      { method: 'POST', path: '/orders/{id}/cancel', title: 'Cancel an open order', returns: 'Order' },
      { method: 'GET', path: '/orders/{id}/paymentMethod', title: 'How the order is being paid' },
      { method: 'PUT', path: '/orders/{id}/admin', title: 'Admin edit of an order', returns: 'Order' },
      { method: 'GET', path: '/orders/export.csv', title: 'Every order as CSV (admins)' },
      {
        method: 'GET',
        path: '/people/{id}/orders',
        title: 'The orders of a person',
        returns: 'hydra:Collection',
      },
      {
        method: 'GET',
        path: '/photograph_collections/{id}/backers',
        title: 'Backers named on a collection',
        returns: 'hydra:Collection',
      },
    ],
  });
  const tags = ['Orders'];

  app.post(
    '/orders',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Create an order of perks of a crowdfunding collection (photographCollection) or of prints and photo books (the cart); prices come from the server only',
        body: orderCreateBody,
        response: { 201: orderOutput },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const locale = personalLocale(request, reply);
      const id = await orders.create(user, request.body);
      return reply
        .status(201)
        .type(JSON_LD)
        .send(await orders.get(user, id, locale));
    },
  );
  app.get(
    '/orders',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'Every order, newest first (admins)', querystring: orderListQuery },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          await orders.list(
            signedInUser(request),
            request.query,
            request.url,
            personalLocale(request, reply),
          ),
        ),
  );
  app.get(
    '/orders/export.csv',
    { preValidation: requireUser, schema: { tags, summary: 'Every order as one CSV row (admins)' } },
    async (request, reply) => {
      const csv = await orders.exportCsv(signedInUser(request), personalLocale(request, reply));
      return reply
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
  app.get(
    '/orders/:id',
    {
      preHandler: optionalUser,
      schema: { tags, summary: 'An order (its buyer and admins)', params: idParams },
    },
    async (request, reply) => {
      const order = await orders.get(request.user, request.params.id, personalLocale(request, reply));
      return reply.type(JSON_LD).send(order);
    },
  );
  app.get(
    '/orders/:id/paymentMethod',
    {
      preHandler: optionalUser,
      schema: {
        tags,
        summary: 'How the order is being paid; for a bank transfer, where to',
        params: idParams,
        response: { 200: paymentMethodOutput },
      },
    },
    async (request, reply) => {
      const method = await orders.paymentMethod(request.user, request.params.id);
      return reply.header('cache-control', 'private, no-cache').type(JSON_LD).send(method);
    },
  );
  app.put(
    '/orders/:id',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Checkout: billing and shipping address, agreement and payment method; starts the payment and answers its checkout or redirect address',
        params: idParams,
        body: orderCheckoutBody,
        response: { 200: orderOutput },
      },
    },
    async (request, reply) => {
      const order = await orders.checkout(
        signedInUser(request),
        request.params.id,
        request.body,
        personalLocale(request, reply),
      );
      return reply.type(JSON_LD).send(order);
    },
  );
  app.put(
    '/orders/:id/items',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Replace the items of an open order whose payment has not started (the cart), priced again',
        params: idParams,
        body: orderItemsBody,
        response: { 200: orderOutput },
      },
    },
    async (request, reply) => {
      const order = await orders.replaceItems(
        signedInUser(request),
        request.params.id,
        request.body,
        personalLocale(request, reply),
      );
      return reply.type(JSON_LD).send(order);
    },
  );
  app.post(
    '/orders/:id/cancel',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'Cancel an open order (a canceled one stays so; a paid one cannot be canceled)',
        params: idParams,
        response: { 200: orderOutput },
      },
    },
    async (request, reply) => {
      const order = await orders.cancel(
        signedInUser(request),
        request.params.id,
        personalLocale(request, reply),
      );
      return reply.type(JSON_LD).send(order);
    },
  );
  app.delete(
    '/orders/:id',
    {
      preValidation: requireUser,
      schema: { tags, summary: 'Delete an open order whose payment has not started', params: idParams },
    },
    async (request, reply) => {
      await orders.remove(signedInUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
  app.put(
    '/orders/:id/admin',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Admin EDIT: 'transfer received' (paymentStatus paid), status, delivery status, note",
        params: idParams,
        body: orderAdminBody,
        response: { 200: orderOutput },
      },
    },
    async (request, reply) => {
      const order = await orders.administer(
        signedInUser(request),
        request.params.id,
        request.body,
        personalLocale(request, reply),
      );
      return reply.type(JSON_LD).send(order);
    },
  );
  app.get(
    '/people/:id/orders',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: 'The orders of a person, newest first (the person and admins)',
        params: idParams,
        querystring: orderListQuery,
      },
    },
    async (request, reply) =>
      reply
        .type(JSON_LD)
        .send(
          await orders.listOfPerson(
            signedInUser(request),
            request.params.id,
            request.query,
            request.url,
            personalLocale(request, reply),
          ),
        ),
  );
  app.get(
    '/photograph_collections/:id/backers',
    {
      schema: {
        tags,
        summary: 'The names of the backers of a collection who chose to be named, newest first',
        params: idParams,
        querystring: backersQuery,
        response: { 200: z.object({ 'hydra:member': z.array(backerOutput) }).passthrough() },
      },
    },
    async (request, reply) =>
      reply.type(JSON_LD).send(await orders.backers(request.params.id, request.query, request.url)),
  );
}
