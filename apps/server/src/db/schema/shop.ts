import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { photographCollections } from './collections.js';
import { imageGalleries } from './galleries.js';
import { people } from './people.js';
import { photographs } from './photographs.js';

export type Localized = Partial<Record<'de' | 'en' | 'it', string>>;
export type ConfigOption = {
  id: string;
  label: Localized;
  default: string | number | null;
  choices: { name: Localized; value: string | number }[];
};

/** A print, a perk or a service. Prices are gross (with VAT) in euros. */
export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  productCategory: text('product_category').notNull().default('perk'),
  translations: jsonb('translations')
    .$type<{ locale: string; name: string; description: string }[]>()
    .notNull()
    .default([]),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  priceWithVat: numeric('price_with_vat', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  configOptions: jsonb('config_options').$type<ConfigOption[]>().notNull().default([]),
  additionalAttributes: jsonb('additional_attributes').$type<Record<string, unknown>>().notNull().default({}),
  numberOfPurchases: integer('number_of_purchases').notNull().default(0),
});

export const postalAddresses = pgTable('postal_addresses', {
  id: serial('id').primaryKey(),
  personId: integer('person_id').references(() => people.id, { onDelete: 'cascade' }),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  organizationName: text('organization_name'),
  addressCountry: text('address_country').notNull().default('DE'),
  phoneNumber: text('phone_number'),
  streetAddress: text('street_address').notNull(),
  addressLocality: text('address_locality').notNull(),
  postalCode: text('postal_code').notNull(),
  email: text('email'),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    personId: integer('person_id').references(() => people.id, { onDelete: 'set null' }),
    photographCollectionId: integer('photograph_collection_id').references(() => photographCollections.id, {
      onDelete: 'set null',
    }),
    /** null while the order is open; 'canceled' or 'completed' afterwards. */
    status: text('status'),
    paymentStatus: text('payment_status').notNull().default('open'),
    paymentMethod: text('payment_method'),
    paymentCheckoutUrl: text('payment_checkout_url'),
    paymentRedirectUrl: text('payment_redirect_url'),
    paymentId: text('payment_id'),
    /** The provider's own state of the last payment (open, pending, paid, failed, canceled, expired). */
    paymentState: text('payment_state'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * When a paid contribution was added to its collection's `crowdfunding_funded`: set in the same
     * transaction as the sum, and only where it was null, so a payment counts exactly once.
     */
    countedAt: timestamp('counted_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** When the buyer agreed to the privacy policy and terms at checkout (spec §2). */
    agreedAt: timestamp('agreed_at', { withTimezone: true }),
    /** Ours: the backer chose to be thanked by name on the collection page. */
    showBackerName: boolean('show_backer_name').notNull().default(false),
    /** Ours: where a physical perk or print is (pending, sent, delivered); null for digital ones. */
    deliveryStatus: text('delivery_status'),
    adminNote: text('admin_note'),
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    shippingPrice: numeric('shipping_price', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    shippingAddressNeeded: boolean('shipping_address_needed').notNull().default(false),
    billingAddressId: integer('billing_address_id').references(() => postalAddresses.id, {
      onDelete: 'set null',
    }),
    shippingAddressId: integer('shipping_address_id').references(() => postalAddresses.id, {
      onDelete: 'set null',
    }),
    dateCreated: timestamp('date_created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('order_payment_status', sql`${table.paymentStatus} in ('open', 'paid')`),
    index('orders_person').on(table.personId, table.dateCreated),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    priceWithVat: numeric('price_with_vat', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** A print: the photograph and the section cut from it (normalised left, top, width, height). */
    photographId: integer('photograph_id').references(() => photographs.id, { onDelete: 'set null' }),
    crop: jsonb('crop').$type<{ left: number; top: number; width: number; height: number }>(),
    /** A photo book: the album it prints. */
    imageGalleryId: integer('image_gallery_id').references(() => imageGalleries.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('order_item_quantity', sql`${table.quantity} > 0`),
    index('order_items_order').on(table.orderId),
  ],
);

/** The products a collection's supporters can buy to fund it. */
export const collectionPerks = pgTable(
  'collection_perks',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => photographCollections.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.collectionId, table.productId] })],
);

/**
 * Every payment state the server learned, and from where (the provider's webhook, the
 * reconciliation job, an admin's 'transfer received'): the audit trail of the money path.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    state: text('state').notNull(),
    source: text('source').notNull(),
    amountCents: integer('amount_cents'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_events_order').on(table.orderId, table.receivedAt)],
);

/**
 * The built-in local test provider's payments (used when no MOLLIE_API_KEY is set: the demo and the
 * tests). It imitates Mollie's payments API, so the real client talks to it; kept in the database
 * so a restart of the server does not lose a payment between checkout and webhook.
 */
export const localPayments = pgTable('local_payments', {
  id: text('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  description: text('description').notNull(),
  method: text('method'),
  status: text('status').notNull().default('open'),
  redirectUrl: text('redirect_url'),
  webhookUrl: text('webhook_url'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  details: jsonb('details').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});
