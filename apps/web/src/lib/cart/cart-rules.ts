import type { OrderItemInput, OrderOutput } from '@retropics/domain/contracts/order.contract';
import type { ProductOutput } from '@retropics/domain/contracts/product.contract';
import { MAX_ITEM_QUANTITY, toCents } from '@retropics/domain/money';

/**
 * The cart's rules (issue 18, spec §2 OrderItemList, §4 Product, §9 prices): what the web app
 * sends for the items, when a cart order still counts, and the print formats' shapes. Prices come
 * from the server; only their sums per line are made here, in cents.
 */

export type CartOrder = OrderOutput;
export type CartItem = OrderOutput['items'][number];
export type CartProduct = Pick<
  ProductOutput,
  '@id' | 'id' | 'translations' | 'priceWithVat' | 'productCategory' | 'configOptions'
>;

/** Spec §2: the product category of prints (GET products?productCategories[]=print) and of photo books. */
export const PRINT_CATEGORY = 'print';
export const PHOTOBOOK_CATEGORY = 'photobook';

/**
 * A cart is an order of prints and photo books (no collection) that is still open: status null
 * and not paid (spec §3). Any other order behind the cookie is forgotten.
 */
export function isOpenCart(order: Pick<CartOrder, 'status' | 'paymentStatus' | 'photographCollection'>) {
  return order.status === null && order.paymentStatus === 'open' && order.photographCollection === null;
}

/** An item as the server answered it, sent back as `PUT /orders/{id}/items` takes it (no price). */
export function itemBody(item: CartItem): OrderItemInput {
  return {
    product: item.product,
    quantity: item.quantity,
    config: item.config,
    ...(item.photograph ? { photograph: item.photograph } : {}),
    ...(item.crop ? { crop: item.crop } : {}),
    ...(item.imageGallery ? { imageGallery: item.imageGallery } : {}),
  };
}

/** The cart's items with one more: what PUT sends when a cart is open (else POST starts one). */
export function itemsAdding(cart: Pick<CartOrder, 'items'> | null, item: OrderItemInput): OrderItemInput[] {
  return [...(cart?.items ?? []).map(itemBody), item];
}

/**
 * A photo book of this album is in the cart already: asking again (a second tap, the screen
 * mounted twice) adds nothing; more copies are the quantity's business.
 */
export function holdsPhotoBook(cart: Pick<CartOrder, 'items'> | null, item: OrderItemInput): boolean {
  if (!item.imageGallery || !cart) return false;
  return cart.items.some((line) => line.imageGallery === item.imageGallery && line.product === item.product);
}

/** Quantities run from 1 to the shop's most per item. */
export function clampQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(MAX_ITEM_QUANTITY, Math.max(1, Math.trunc(quantity)));
}

/** The items with one line's quantity changed. */
export function itemsWithQuantity(cart: Pick<CartOrder, 'items'>, itemId: number, quantity: number) {
  return cart.items.map((item) =>
    item.id === itemId ? { ...itemBody(item), quantity: clampQuantity(quantity) } : itemBody(item),
  );
}

/**
 * The items without one line; null when it was the last one: an order holds at least one item,
 * so the whole cart order is deleted instead.
 */
export function itemsWithout(cart: Pick<CartOrder, 'items'>, itemId: number): OrderItemInput[] | null {
  const rest = cart.items.filter((item) => item.id !== itemId);
  return rest.length === 0 ? null : rest.map(itemBody);
}

/** A line's total in cents: the server's unit price times the quantity. */
export function lineTotalCents(item: Pick<CartItem, 'priceWithVat' | 'quantity'>): number {
  return toCents(item.priceWithVat) * item.quantity;
}

/** How many pieces the cart holds (the badge on the cart button). */
export function pieceCount(cart: Pick<CartOrder, 'items'> | null | undefined): number {
  return (cart?.items ?? []).reduce((sum, item) => sum + item.quantity, 0);
}

/** Spec §9: prices in euros with two decimals. */
export function formatPrice(cents: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Spec §4 Product: added to the cart only when every option has a value. */
export function isConfigComplete(
  product: Pick<CartProduct, 'configOptions'>,
  config: Readonly<Record<string, string | number | null | undefined>>,
): boolean {
  return product.configOptions.every((option) => {
    const value = config[option.id];
    return value !== undefined && value !== null && value !== '';
  });
}

/** The options' defaults as the first answers (an option without one waits for the person). */
export function initialConfig(product: Pick<CartProduct, 'configOptions'>): Record<string, string | number> {
  const config: Record<string, string | number> = {};
  for (const option of product.configOptions) {
    if (option.default !== null && option.default !== '') config[option.id] = option.default;
  }
  return config;
}

/**
 * A print format's shape from a choice such as '20x30' or '20 × 30 cm': long side over short
 * side (at least 1); null when the choice names no size (the option says nothing of the shape).
 */
export function formatRatio(value: string | number): number | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)/i.exec(String(value));
  if (!match) return null;
  const a = Number((match[1] as string).replace(',', '.'));
  const b = Number((match[2] as string).replace(',', '.'));
  if (!(a > 0 && b > 0)) return null;
  return Math.max(a, b) / Math.min(a, b);
}

/**
 * The section's shape (width / height) for a format, turned like the picture: a landscape
 * photograph is printed in landscape, a portrait one upright. null: any shape.
 */
export function printAspect(
  product: Pick<CartProduct, 'configOptions'>,
  config: Readonly<Record<string, string | number>>,
  picture: { width: number; height: number },
): number | null {
  for (const option of product.configOptions) {
    const value = config[option.id];
    const ratio = value === undefined ? null : formatRatio(value);
    if (ratio !== null) return picture.width >= picture.height ? ratio : 1 / ratio;
  }
  return null;
}

/** A config answer in words: the choice's name in the reader's language, else the value. */
export function choiceName(
  product: Pick<CartProduct, 'configOptions'> | undefined,
  optionId: string,
  value: string | number,
  language: string,
): string {
  const option = product?.configOptions.find((entry) => entry.id === optionId);
  const choice = option?.choices.find((entry) => String(entry.value) === String(value));
  const base = language.slice(0, 2);
  return choice ? (choice.name[base] ?? choice.name.de ?? choice.name.en ?? String(value)) : String(value);
}

/** An option's label in the reader's language, else its id. */
export function optionLabel(
  option: Pick<CartProduct['configOptions'][number], 'id' | 'label'>,
  language: string,
): string {
  const base = language.slice(0, 2);
  return option.label[base] ?? option.label.de ?? option.label.en ?? option.id;
}
