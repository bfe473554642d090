import { and, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/database.js';
import { photographCollections } from '../../db/schema/collections.js';
import { imageGalleries } from '../../db/schema/galleries.js';
import { people } from '../../db/schema/people.js';
import { photographs } from '../../db/schema/photographs.js';
import { collectionPerks, orderItems, orders, postalAddresses, products } from '../../db/schema/shop.js';
import type { Page } from '../../hydra/pagination.js';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type AddressRow = typeof postalAddresses.$inferSelect;
export type NewAddress = Omit<typeof postalAddresses.$inferInsert, 'id'>;
export type NewItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** An item with its product, as the presenter shows it. */
export type ItemWithProduct = { item: OrderItemRow; product: ProductRow };

export type OrderFilter = {
  personId?: number;
  photographCollectionId?: number;
  paymentStatus?: 'open' | 'paid';
};

/** 'RP-2026-000123': readable, and unique because it carries the order's own id. */
export function orderNumberOf(id: number, date: Date): string {
  return `RP-${date.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** The rows of orders, their items and addresses; the products, perks and pictures they point to. */
export function createOrderRepository(db: Database) {
  function conditions(filter: OrderFilter): SQL | undefined {
    const where: SQL[] = [];
    if (filter.personId !== undefined) where.push(eq(orders.personId, filter.personId));
    if (filter.photographCollectionId !== undefined)
      where.push(eq(orders.photographCollectionId, filter.photographCollectionId));
    if (filter.paymentStatus !== undefined) where.push(eq(orders.paymentStatus, filter.paymentStatus));
    return where.length > 0 ? and(...where) : undefined;
  }

  return {
    async findProducts(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select().from(products).where(inArray(products.id, ids));
    },

    async findCollection(id: number) {
      const [row] = await db
        .select({
          id: photographCollections.id,
          status: photographCollections.status,
          ownerId: photographCollections.ownerId,
        })
        .from(photographCollections)
        .where(eq(photographCollections.id, id));
      return row ?? null;
    },

    async perkIdsOf(collectionId: number): Promise<Set<number>> {
      const rows = await db
        .select({ productId: collectionPerks.productId })
        .from(collectionPerks)
        .where(eq(collectionPerks.collectionId, collectionId));
      return new Set(rows.map((row) => row.productId));
    },

    async findPhotograph(id: number) {
      const [row] = await db
        .select({ id: photographs.id, isHidden: photographs.isHidden })
        .from(photographs)
        .where(eq(photographs.id, id));
      return row ?? null;
    },

    async findGallery(id: number) {
      const [row] = await db
        .select({
          id: imageGalleries.id,
          isPrivate: imageGalleries.isPrivate,
          ownerId: imageGalleries.ownerId,
        })
        .from(imageGalleries)
        .where(eq(imageGalleries.id, id));
      return row ?? null;
    },

    /** A new order with its items; its number follows from its id, so both are taken in one go. */
    async create(
      values: { personId: number; photographCollectionId: number | null; shippingAddressNeeded: boolean },
      items: NewItem[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [next] = await queryRows<{ id: number }>(
          tx as unknown as Database,
          sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
        );
        const id = Number(next?.id);
        const now = new Date();
        await tx.insert(orders).values({
          id,
          orderNumber: orderNumberOf(id, now),
          dateCreated: now,
          shippingPrice: 0,
          ...values,
        });
        await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: id })));
        return id;
      });
    },

    async find(id: number) {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    async itemsOf(orderIds: number[]): Promise<ItemWithProduct[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .select({ item: orderItems, product: products })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(orderItems.id);
      return rows;
    },

    async addresses(ids: number[]): Promise<AddressRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(postalAddresses).where(inArray(postalAddresses.id, ids));
    },

    /** A page of orders, newest first, with the total when asked. */
    async list(filter: OrderFilter, page: Page) {
      const where = conditions(filter);
      const rows = await db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.dateCreated), desc(orders.id))
        .limit(page.itemsPerPage)
        .offset(page.offset);
      const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The cart's items as they should be now: the old ones go, the new ones are stored. */
    async replaceItems(orderId: number, items: NewItem[], shippingAddressNeeded: boolean) {
      await db.transaction(async (tx) => {
        await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
        await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
        await tx.update(orders).set({ shippingAddressNeeded }).where(eq(orders.id, orderId));
      });
    },

    /** Checkout: the buyer's addresses (kept as theirs) and agreement, in one transaction. */
    async storeCheckout(
      order: OrderRow,
      billing: NewAddress,
      shipping: NewAddress | null,
      showBackerName: boolean,
    ) {
      await db.transaction(async (tx) => {
        const [billingRow] = await tx
          .insert(postalAddresses)
          .values(billing)
          .returning({ id: postalAddresses.id });
        const shippingRow = shipping
          ? (await tx.insert(postalAddresses).values(shipping).returning({ id: postalAddresses.id }))[0]
          : undefined;
        const previous = [order.billingAddressId, order.shippingAddressId].filter(
          (id): id is number => id !== null,
        );
        await tx
          .update(orders)
          .set({
            billingAddressId: billingRow?.id ?? null,
            shippingAddressId: shippingRow?.id ?? null,
            agreedAt: new Date(),
            showBackerName,
          })
          .where(eq(orders.id, order.id));
        // A checkout sent again replaces the addresses of the one before.
        if (previous.length > 0)
          await tx.delete(postalAddresses).where(inArray(postalAddresses.id, previous));
      });
    },

    /** Cancels an open order: only one that is still open and unpaid, so a payment in between wins. */
    async cancel(id: number): Promise<boolean> {
      const changed = await db
        .update(orders)
        .set({ status: 'canceled', canceledAt: new Date() })
        .where(and(eq(orders.id, id), isNull(orders.status), eq(orders.paymentStatus, 'open')))
        .returning({ id: orders.id });
      return changed.length > 0;
    },

    /** Deletes an order nobody started to pay. */
    async remove(id: number): Promise<boolean> {
      const removed = await db
        .delete(orders)
        .where(
          and(
            eq(orders.id, id),
            isNull(orders.status),
            eq(orders.paymentStatus, 'open'),
            isNull(orders.paymentId),
          ),
        )
        .returning({ billing: orders.billingAddressId, shipping: orders.shippingAddressId });
      const addressIds = removed.flatMap((row) => [row.billing, row.shipping]).filter((v) => v !== null);
      if (addressIds.length > 0)
        await db.delete(postalAddresses).where(inArray(postalAddresses.id, addressIds));
      return removed.length > 0;
    },

    async updateAdmin(
      id: number,
      values: { status?: 'completed' | 'canceled' | null; deliveryStatus?: string; adminNote?: string },
    ) {
      if (Object.keys(values).length === 0) return;
      await db.update(orders).set(values).where(eq(orders.id, id));
    },

    /** Buyer names of the given people (for the CSV). */
    async peopleNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: people.id, name: people.name })
        .from(people)
        .where(inArray(people.id, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async collectionHeadlines(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: photographCollections.id, headline: photographCollections.headline })
        .from(photographCollections)
        .where(inArray(photographCollections.id, ids));
      return new Map(rows.map((row) => [row.id, row.headline]));
    },

    /** Every order, newest first (the CSV export). */
    async all() {
      return db.select().from(orders).orderBy(desc(orders.dateCreated), desc(orders.id));
    },

    /** Names of the people with a paid order for the collection who chose to be named. */
    async backers(collectionId: number, page: Page) {
      const where = and(
        eq(orders.photographCollectionId, collectionId),
        eq(orders.paymentStatus, 'paid'),
        eq(orders.showBackerName, true),
      );
      const rows = await db
        .select({ name: people.name })
        .from(orders)
        .innerJoin(people, eq(people.id, orders.personId))
        .where(where)
        .orderBy(desc(sql`coalesce(${orders.paidAt}, ${orders.dateCreated})`), desc(orders.id))
        .limit(page.itemsPerPage)
        .offset(page.offset);
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(people, eq(people.id, orders.personId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
