import { z } from 'zod';
import { MAX_CUSTOM_AMOUNT_CENTS, MAX_ITEM_QUANTITY } from '../money.js';
import { reference } from './image-gallery.contract.js';
import { idOrIri, paginationQuery } from './list-query.contract.js';

/**
 * Orders (issue 18; spec §3 Order, Address; §4 Perk selection, Order; §5 Address; §7 orders).
 *
 * One order holds items of products: crowdfunding perks of one collection, or prints of a cropped
 * photograph section and photo books of an album (the cart). The client never sends a price: the
 * server prices every item from the product (or the custom amount of a 'contribution' perk) in
 * integer cents (money.ts), and a body that carries a price is refused.
 *
 * Life of an order:
 *   created (status null, paymentStatus 'open', no payment yet)
 *   → checkout: PUT with the addresses and the agreement; the server starts the payment with the
 *     provider and answers `paymentCheckoutUrl` (card and other methods) or, for bank transfer,
 *     `paymentRedirectUrl` to the order page with the transfer details (`GET {order}/paymentMethod`)
 *   → the provider's webhook (verified by fetching the payment) or an admin's 'transfer received'
 *     sets paymentStatus 'paid' and status 'completed', once; a paid contribution adds its total to
 *     the collection's `crowdfundingFunded` in the same transaction
 *   → or `POST {order}/cancel` while open: status 'canceled' (a paid order cannot be canceled).
 */

/** Spec §5 Address: the exact messages. */
export const ADDRESS_MESSAGES = {
  nameRequired: 'Name is required',
  nameLength: 'Name must be more than 1 characters',
  countryRequired: 'Country is required',
  streetRequired: 'Address is required',
  streetLength: 'Address must be more than 5 characters',
  localityRequired: 'Place is required',
  localityLength: 'Place must be more than 3 characters',
  postalCodeRequired: 'Postal code is required',
  postalCodeLength: 'Postal code must be more than 3 characters',
  emailRequired: 'E-mail is required',
  emailValid: 'E-mail must be valid',
  // Ours:
  countryCode: 'Country is a two-letter ISO code such as DE',
  phone: 'Phone number must be in international form, e.g. +49 30 1234567',
  tooLong: 'At most 200 characters',
} as const;

/** Spec §9: the country an address starts with, and the phone countries offered first. */
export const DEFAULT_ADDRESS_COUNTRY = 'DE';
export const PREFERRED_PHONE_COUNTRIES = ['de', 'it', 'at', 'ch'] as const;

const FIELD_MAX = 200;

/** A required text longer than `min` characters (spec §5 says 'more than'), at most 200. */
const requiredText = (required: string, tooShort: string, moreThan: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(moreThan + 1, { error: tooShort, abort: true })
    .max(FIELD_MAX, { error: ADDRESS_MESSAGES.tooLong });

const optionalText = z
  .string()
  .trim()
  .max(FIELD_MAX, { error: ADDRESS_MESSAGES.tooLong })
  .nullish()
  .transform((value) => (value ? value : null));

export const addressBody = z.object({
  givenName: requiredText(ADDRESS_MESSAGES.nameRequired, ADDRESS_MESSAGES.nameLength, 1),
  familyName: requiredText(ADDRESS_MESSAGES.nameRequired, ADDRESS_MESSAGES.nameLength, 1),
  organizationName: optionalText,
  addressCountry: z
    .string({ error: ADDRESS_MESSAGES.countryRequired })
    .trim()
    .min(1, { error: ADDRESS_MESSAGES.countryRequired, abort: true })
    .regex(/^[A-Za-z]{2}$/, { error: ADDRESS_MESSAGES.countryCode })
    .transform((value) => value.toUpperCase()),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+[1-9][0-9 ]{5,19}$/, { error: ADDRESS_MESSAGES.phone })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  streetAddress: requiredText(ADDRESS_MESSAGES.streetRequired, ADDRESS_MESSAGES.streetLength, 5),
  addressLocality: requiredText(ADDRESS_MESSAGES.localityRequired, ADDRESS_MESSAGES.localityLength, 3),
  postalCode: requiredText(ADDRESS_MESSAGES.postalCodeRequired, ADDRESS_MESSAGES.postalCodeLength, 3),
  email: z
    .string()
    .trim()
    .email({ error: ADDRESS_MESSAGES.emailValid })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
});
export type AddressInput = z.input<typeof addressBody>;
export type Address = z.output<typeof addressBody>;

/** Ours: order texts beyond the spec's §8 ones. */
export const ORDER_MESSAGES = {
  product: 'product takes a product of this shop (an IRI like /products/3)',
  foreignPerk: 'This perk does not belong to the collection',
  perkOnlyWithCollection: 'A perk is bought for a collection: name photographCollection',
  notCrowdfunding: 'This collection is not collecting contributions',
  quantity: `quantity is a whole number from 1 to ${MAX_ITEM_QUANTITY}`,
  config: 'config answers the product’s options with one of their choices',
  configIncomplete: 'Choose a value for every option of the product',
  customAmount: 'The amount must be more than 0 € with at most two decimals',
  customAmountTooHigh: `The amount must be at most ${MAX_CUSTOM_AMOUNT_CENTS / 100} €`,
  noItems: 'An order holds at least one item',
  price: 'Prices are set by the shop, not sent with the order',
  agreement: 'You must agree to continue!',
  shippingAddress: 'A shipping address is needed for what is sent by post',
  notOpen: 'This order is no longer open',
  paid: 'A paid order cannot be canceled',
  paymentMethod: 'paymentMethod is one of creditcard, paypal, banktransfer',
  crop: 'crop is left, top, width and height between 0 and 1 inside the picture',
} as const;

/** Ours: the methods a person may choose at checkout; the provider may offer more on its page. */
export const PAYMENT_METHODS = ['creditcard', 'paypal', 'banktransfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a print is cut from its photograph: normalised to the picture (0 to 1), as the cropper
 * and the `c=` parameter of thumbnail addresses use it.
 */
export const cropBody = z
  .object({
    left: z.number().min(0).max(1),
    top: z.number().min(0).max(1),
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
  })
  .refine((crop) => crop.left + crop.width <= 1.000001 && crop.top + crop.height <= 1.000001, {
    error: ORDER_MESSAGES.crop,
  });
export type Crop = z.infer<typeof cropBody>;

/** A price must never come from the client: these keys refuse the body (422 on `price`). */
const PRICE_KEYS = ['price', 'priceWithVat', 'priceTotal', 'shippingPrice', 'amount'] as const;

export const orderItemBody = z
  .object({
    product: reference('/products', ORDER_MESSAGES.product),
    quantity: z
      .number({ error: ORDER_MESSAGES.quantity })
      .int({ error: ORDER_MESSAGES.quantity })
      .min(1, { error: ORDER_MESSAGES.quantity })
      .max(MAX_ITEM_QUANTITY, { error: ORDER_MESSAGES.quantity })
      .default(1),
    /** The product's options answered: option id → chosen value. */
    config: z
      .record(z.string().max(100), z.union([z.string().max(200), z.number()]), {
        error: ORDER_MESSAGES.config,
      })
      .default({}),
    /**
     * A contribution of the person's own choosing, as typed (spec §4: cut to two decimals, 0
     * refused); only for products that take one (`additionalAttributes.customAmount`).
     */
    customAmount: z.union([z.string().max(20), z.number()]).optional(),
    /** A print: the photograph and the section of it (spec §2 print drawer, `c=` crop). */
    photograph: reference('/photographs', 'photograph takes an IRI like /photographs/12').optional(),
    crop: cropBody.optional(),
    /** A photo book: the album it prints (spec §2 `/shopping_cart/add/{document_id}`). */
    imageGallery: reference(
      '/image_galleries',
      'imageGallery takes an IRI like /image_galleries/3',
    ).optional(),
  })
  .passthrough()
  .superRefine((item, context) => {
    for (const key of PRICE_KEYS) {
      if (key in item) context.addIssue({ code: 'custom', path: [key], message: ORDER_MESSAGES.price });
    }
  });
export type OrderItemInput = z.input<typeof orderItemBody>;

/** Spec §7 `POST orders`: photographCollection (for perks), items (product, quantity, config). */
export const orderCreateBody = z
  .object({
    photographCollection: reference(
      '/photograph_collections',
      'photographCollection takes an IRI like /photograph_collections/4',
    )
      .nullish()
      .transform((value) => value ?? null),
    items: z.array(orderItemBody).min(1, { error: ORDER_MESSAGES.noItems }).max(50),
  })
  .passthrough()
  .superRefine((order, context) => {
    for (const key of PRICE_KEYS) {
      if (key in order) context.addIssue({ code: 'custom', path: [key], message: ORDER_MESSAGES.price });
    }
  });
export type OrderCreateInput = z.input<typeof orderCreateBody>;

/**
 * Spec §7 `PUT order` at checkout (spec §2 Checkout): the addresses, the agreement, the method.
 * `items` may be sent back as the client holds them (the product as its @id, spec §3); the server
 * keeps its own prices and refuses a changed product or a price.
 */
export const orderCheckoutBody = z
  .object({
    billingAddress: addressBody,
    /** null or absent: 'same as billing' (spec §2, default on). */
    shippingAddress: addressBody.nullish().transform((value) => value ?? null),
    agreement: z.literal(true, { error: ORDER_MESSAGES.agreement }),
    paymentMethod: z.enum(PAYMENT_METHODS, { error: ORDER_MESSAGES.paymentMethod }).default('creditcard'),
    /** Ours: a backer may be thanked by name on the collection page. */
    showBackerName: z.boolean().default(false),
    items: z.array(orderItemBody).max(50).optional(),
  })
  .passthrough()
  .superRefine((order, context) => {
    for (const key of PRICE_KEYS) {
      if (key in order) context.addIssue({ code: 'custom', path: [key], message: ORDER_MESSAGES.price });
    }
  });
export type OrderCheckoutInput = z.input<typeof orderCheckoutBody>;

/** 'Admin EDIT' (spec §2 OrderUpdate): what only an admin changes by hand. */
export const orderAdminBody = z
  .object({
    status: z.enum(['completed', 'canceled']).nullable().optional(),
    /** A bank transfer arrived: the order is paid (and a contribution counted, once). */
    paymentStatus: z.literal('paid').optional(),
    deliveryStatus: z.enum(['pending', 'sent', 'delivered']).optional(),
    note: z.string().max(2000).optional(),
  })
  .strict();
export type OrderAdminInput = z.input<typeof orderAdminBody>;

export const orderListQuery = z
  .object({
    ...paginationQuery,
    photographCollection: idOrIri('/photograph_collections').optional(),
    paymentStatus: z.enum(['open', 'paid']).optional(),
  })
  .strict();
export type OrderListQuery = z.infer<typeof orderListQuery>;

const addressOutput = z.object({
  '@id': z.string(),
  givenName: z.string(),
  familyName: z.string(),
  organizationName: z.string().nullable(),
  addressCountry: z.string(),
  phoneNumber: z.string().nullable(),
  streetAddress: z.string(),
  addressLocality: z.string(),
  postalCode: z.string(),
  email: z.string().nullable(),
});

export const orderItemOutput = z.object({
  '@id': z.string(),
  id: z.number(),
  product: z.string().describe('IRI of the product'),
  productName: z.string(),
  productCategory: z.string(),
  quantity: z.number(),
  config: z.record(z.string(), z.union([z.string(), z.number()])),
  priceWithVat: z.number().describe('Gross unit price in euros, set by the server'),
  photograph: z.string().nullable(),
  crop: cropBody.nullable(),
  imageGallery: z.string().nullable(),
  /** The cropped section or the album's cover (spec §7 `/orders/{thumbnail}/display`). */
  thumbnail: z.string().nullable(),
});

export const orderOutput = z.object({
  '@id': z.string(),
  '@type': z.literal('Order'),
  id: z.number(),
  orderNumber: z.string(),
  /** null while open (spec §3); 'completed' when paid, 'canceled' when given up. */
  status: z.enum(['completed', 'canceled']).nullable(),
  paymentStatus: z.enum(['open', 'paid']),
  /** The provider's own state of the last payment: open, pending, paid, failed, canceled, expired. */
  paymentState: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  paymentCheckoutUrl: z.string().nullable(),
  paymentRedirectUrl: z.string().nullable(),
  paymentId: z.string().nullable(),
  dateCreated: z.string(),
  paidAt: z.string().nullable(),
  priceWithVat: z.number().describe('Subtotal of the items in euros'),
  shippingPrice: z.number(),
  vat: z.number().describe('VAT contained in the total, in euros'),
  priceTotal: z.number(),
  shippingAddressNeeded: z.boolean(),
  billingAddress: addressOutput.nullable(),
  shippingAddress: addressOutput.nullable(),
  items: z.array(orderItemOutput),
  photographCollection: z.string().nullable(),
  owner: z.string().nullable(),
  showBackerName: z.boolean(),
  deliveryStatus: z.string().nullable(),
  /** The admins' internal note: in the answers of the admins' own routes only. */
  note: z.string().nullable().optional(),
});
export type OrderOutput = z.infer<typeof orderOutput>;

/** `GET {order}/paymentMethod`: how the order is being paid; for a bank transfer, where to. */
export const paymentMethodOutput = z.object({
  method: z.string().nullable(),
  state: z.string().nullable(),
  bankTransfer: z
    .object({
      bankName: z.string(),
      bankAccount: z.string().describe('IBAN'),
      bankBic: z.string(),
      transferReference: z.string(),
      amount: z.number(),
    })
    .nullable(),
});
export type PaymentMethodOutput = z.infer<typeof paymentMethodOutput>;
