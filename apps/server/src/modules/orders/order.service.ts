import type { Locale } from '@retropics/domain/constants';
import {
  type Address,
  ORDER_MESSAGES,
  type OrderListQuery,
  type OrderOutput,
  type orderAdminBody,
  type orderCheckoutBody,
  type orderCreateBody,
} from '@retropics/domain/contracts/order.contract';
import { ORDER_API_MESSAGES, type orderItemsBody } from '@retropics/domain/contracts/order-api.contract';
import { centsToDecimalString } from '@retropics/domain/money';
import {
  canAdministerOrders,
  canCreateOrder,
  canEditOrder,
  canSeeOrder,
} from '@retropics/domain/permissions';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { HttpError, notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import { toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize, authorizeRead, viewerOf } from '../auth/auth.policy.js';
import type { CoverAccess } from '../media/private-cover-access.js';
import type { OrderPayments } from '../payments/payment-port.js';
import { presentOrder, productName } from './order.presenter.js';
import type { NewAddress, OrderFilter, OrderRepository, OrderRow } from './order.repository.js';
import { orderAmount } from './order-amount.js';
import { type OrderCsvRow, ordersCsv } from './order-export.js';
import { priceItems } from './order-pricing.js';

const PAGE_SIZE = 30;

type CreateBody = z.output<typeof orderCreateBody>;
type CheckoutBody = z.output<typeof orderCheckoutBody>;
type AdminBody = z.output<typeof orderAdminBody>;
type ItemsBody = z.output<typeof orderItemsBody>;

const conflict = (message: string) => new HttpError(409, message);
const hiddenOrder = () => notFound('Order');

/** Open: not completed or canceled, and not paid. */
const isOpen = (order: OrderRow) => order.status === null && order.paymentStatus === 'open';

export function createOrderService(deps: {
  db: Database;
  repository: OrderRepository;
  /** The payment path (`app.payments`), looked up when used: the payments module registers it. */
  payments: () => OrderPayments;
  coverAccess: CoverAccess;
}) {
  const { db, repository, payments, coverAccess } = deps;

  /** Orders as the API shows them, with their items, addresses, covers and amounts. */
  async function present(rows: OrderRow[], locale: Locale): Promise<OrderOutput[]> {
    const items = await repository.itemsOf(rows.map((row) => row.id));
    const addressIds = rows.flatMap((row) => [row.billingAddressId, row.shippingAddressId]);
    const addresses = new Map(
      (await repository.addresses(addressIds.filter((id): id is number => id !== null))).map((row) => [
        row.id,
        row,
      ]),
    );
    const covers = new Map<number, string>();
    for (const { item } of items) {
      if (item.imageGalleryId === null || covers.has(item.imageGalleryId)) continue;
      const gallery = await repository.findGallery(item.imageGalleryId);
      if (!gallery) continue;
      const url = `/image_galleries/${gallery.id}/display`;
      covers.set(gallery.id, gallery.isPrivate ? `${url}?${await coverAccess.sign(gallery.id)}` : url);
    }
    const outputs: OrderOutput[] = [];
    for (const row of rows) {
      const totals = await orderAmount(db, row.id);
      if (!totals) continue;
      outputs.push(presentOrder(row, items, addresses, covers, totals, locale));
    }
    return outputs;
  }

  async function presentOne(row: OrderRow, locale: Locale): Promise<OrderOutput> {
    const [output] = await present([row], locale);
    if (!output) throw hiddenOrder();
    return output;
  }

  /** The order for a write: 403 'Access Denied.' for a stranger, also when it does not exist. */
  async function forEdit(user: AuthUser, id: number): Promise<OrderRow> {
    const order = await repository.find(id);
    authorize(user, canEditOrder, { ownerId: order?.personId ?? null });
    if (!order) throw hiddenOrder();
    return order;
  }

  async function forRead(user: AuthUser | null, id: number): Promise<OrderRow> {
    const order = await repository.find(id);
    authorizeRead(user, canSeeOrder, { ownerId: order?.personId ?? null }, hiddenOrder);
    if (!order) throw hiddenOrder();
    return order;
  }

  async function page(
    filter: OrderFilter,
    query: Pick<OrderListQuery, 'page' | 'itemsPerPage'>,
    requestUrl: string,
    locale: Locale,
  ) {
    const current = toPage(query, PAGE_SIZE);
    const { rows, total } = await repository.list(filter, current);
    return hydraCollection({
      type: 'Order',
      requestUrl,
      members: await present(rows, locale),
      totalItems: total,
      page: current,
    });
  }

  return {
    async create(user: AuthUser, body: CreateBody): Promise<number> {
      authorize(user, canCreateOrder, null);
      const priced = await priceItems(repository, viewerOf(user), body.photographCollection, body.items);
      return repository.create(
        {
          personId: user.personId,
          photographCollectionId: body.photographCollection,
          shippingAddressNeeded: priced.shippingAddressNeeded,
        },
        priced.items,
      );
    },

    async get(user: AuthUser | null, id: number, locale: Locale) {
      return presentOne(await forRead(user, id), locale);
    },

    /** Admins: every order, newest first. */
    async list(user: AuthUser, query: OrderListQuery, requestUrl: string, locale: Locale) {
      authorize(user, canAdministerOrders, null);
      return page(
        { photographCollectionId: query.photographCollection, paymentStatus: query.paymentStatus },
        query,
        requestUrl,
        locale,
      );
    },

    /** A person's own orders (or any person's for an admin), newest first. */
    async listOfPerson(
      user: AuthUser,
      personId: number,
      query: OrderListQuery,
      requestUrl: string,
      locale: Locale,
    ) {
      authorize(user, canSeeOrder, { ownerId: personId });
      return page(
        { personId, photographCollectionId: query.photographCollection, paymentStatus: query.paymentStatus },
        query,
        requestUrl,
        locale,
      );
    },

    /**
     * Checkout: the addresses and the agreement are stored, then the payment starts; the answer
     * is the order as the payment path left it (its checkout or redirect address).
     */
    async checkout(user: AuthUser, id: number, body: CheckoutBody, locale: Locale) {
      const order = await forEdit(user, id);
      if (!isOpen(order)) throw conflict(ORDER_MESSAGES.notOpen);
      if (body.items !== undefined) {
        const stored = (await repository.itemsOf([id])).map(({ item }) => item);
        const same =
          body.items.length === stored.length &&
          body.items.every(
            (item, index) =>
              item.product === stored[index]?.productId && item.quantity === stored[index]?.quantity,
          );
        if (!same)
          throw new ValidationFailed([{ propertyPath: 'items', message: ORDER_API_MESSAGES.itemsChanged }]);
      }
      const owned = (address: Address): NewAddress => ({ ...address, personId: order.personId });
      await repository.storeCheckout(
        order,
        owned(body.billingAddress),
        body.shippingAddress ? owned(body.shippingAddress) : null,
        body.showBackerName,
      );
      await payments().start(id, body.paymentMethod, locale);
      return presentOne(await forRead(user, id), locale);
    },

    /** The cart's items replaced (quantities, removals), priced again, while nobody pays yet. */
    async replaceItems(user: AuthUser, id: number, body: ItemsBody, locale: Locale) {
      const order = await forEdit(user, id);
      if (!isOpen(order)) throw conflict(ORDER_MESSAGES.notOpen);
      if (order.paymentId !== null) throw conflict(ORDER_API_MESSAGES.started);
      const priced = await priceItems(repository, viewerOf(user), order.photographCollectionId, body.items);
      await repository.replaceItems(id, priced.items, priced.shippingAddressNeeded);
      return presentOne(await forRead(user, id), locale);
    },

    /** Gives up an open order; a canceled one stays canceled (200), a paid one cannot be. */
    async cancel(user: AuthUser, id: number, locale: Locale) {
      const order = await forEdit(user, id);
      if (order.paymentStatus === 'paid') throw conflict(ORDER_MESSAGES.paid);
      if (order.status === null) {
        if (await repository.cancel(id)) await payments().cancel(id);
        else {
          const now = await repository.find(id);
          if (now?.paymentStatus === 'paid') throw conflict(ORDER_MESSAGES.paid);
        }
      }
      return presentOne(await forRead(user, id), locale);
    },

    async remove(user: AuthUser, id: number) {
      const order = await forEdit(user, id);
      if (!isOpen(order) || order.paymentId !== null) throw conflict(ORDER_MESSAGES.notOpen);
      if (!(await repository.remove(id))) throw conflict(ORDER_MESSAGES.notOpen);
    },

    async paymentMethod(user: AuthUser | null, id: number) {
      await forRead(user, id);
      return payments().describe(id);
    },

    /** 'Admin EDIT': a transfer received (paid through the payment path), states and a note. */
    async administer(user: AuthUser, id: number, body: AdminBody, locale: Locale) {
      authorize(user, canAdministerOrders, null);
      const order = await repository.find(id);
      if (!order) throw hiddenOrder();
      if (body.paymentStatus === 'paid' && order.paymentStatus !== 'paid') {
        await payments().markPaid(id, user.personId);
      }
      await repository.updateAdmin(id, {
        ...(body.status !== undefined && { status: body.status }),
        ...(body.deliveryStatus !== undefined && { deliveryStatus: body.deliveryStatus }),
        ...(body.note !== undefined && { adminNote: body.note }),
      });
      return presentOne(await forRead(user, id), locale);
    },

    /** Every order as one CSV row (admins). */
    async exportCsv(user: AuthUser, locale: Locale): Promise<string> {
      authorize(user, canAdministerOrders, null);
      const rows = await repository.all();
      const items = await repository.itemsOf(rows.map((row) => row.id));
      const names = await repository.peopleNames(
        rows.map((row) => row.personId).filter((id): id is number => id !== null),
      );
      const headlines = await repository.collectionHeadlines(
        rows.map((row) => row.photographCollectionId).filter((id): id is number => id !== null),
      );
      const addresses = new Map(
        (
          await repository.addresses(
            rows.map((row) => row.billingAddressId).filter((id): id is number => id !== null),
          )
        ).map((row) => [row.id, row]),
      );
      const lines: OrderCsvRow[] = [];
      for (const row of rows) {
        const totals = await orderAmount(db, row.id);
        lines.push({
          orderNumber: row.orderNumber,
          dateCreated: row.dateCreated.toISOString(),
          buyer: row.personId === null ? null : (names.get(row.personId) ?? null),
          email: row.billingAddressId === null ? null : (addresses.get(row.billingAddressId)?.email ?? null),
          photographCollection:
            row.photographCollectionId === null ? null : (headlines.get(row.photographCollectionId) ?? null),
          items: items
            .filter(({ item }) => item.orderId === row.id)
            .map(({ item, product }) => {
              const options = Object.entries(item.config).map(([key, value]) => `${key}: ${String(value)}`);
              const config = options.length > 0 ? ` (${options.join(', ')})` : '';
              return `${item.quantity} × ${productName(product, locale)}${config}`;
            })
            .join('; '),
          priceTotal: centsToDecimalString(totals?.totalCents ?? 0),
          paymentStatus: row.paymentStatus,
          paymentMethod: row.paymentMethod,
          status: row.status,
          deliveryStatus: row.deliveryStatus,
        });
      }
      return ordersCsv(lines);
    },

    /** The backers of a collection who chose to be named: their names only, newest first. */
    async backers(
      collectionId: number,
      query: Pick<OrderListQuery, 'page' | 'itemsPerPage'>,
      requestUrl: string,
    ) {
      const collection = await repository.findCollection(collectionId);
      if (!collection || collection.status === 0) throw notFound('PhotographCollection');
      const current = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.backers(collectionId, current);
      return hydraCollection({
        type: 'Person',
        requestUrl,
        members: rows.map((row) => ({ name: row.name })),
        totalItems: total,
        page: current,
      });
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
