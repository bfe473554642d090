import type { Locale } from '@retropics/domain/constants';
import type { Crop, OrderOutput } from '@retropics/domain/contracts/order.contract';
import { type OrderTotals, toEuros } from '@retropics/domain/money';
import { documentIri, iriOrNull } from '../../hydra/iri.js';
import type { AddressRow, ItemWithProduct, OrderRow, ProductRow } from './order.repository.js';

export const ORDER_PATH = '/orders';
export const orderIri = (id: number) => `${ORDER_PATH}/${id}`;

/** The product's name in the asked language, else German, else the first it has. */
export function productName(product: ProductRow, locale: Locale): string {
  const { translations } = product;
  return (
    translations.find((entry) => entry.locale === locale)?.name ??
    translations.find((entry) => entry.locale === 'de')?.name ??
    translations[0]?.name ??
    `#${product.id}`
  );
}

function presentAddress(row: AddressRow | undefined) {
  if (!row) return null;
  return {
    '@id': `/postal_addresses/${row.id}`,
    givenName: row.givenName,
    familyName: row.familyName,
    organizationName: row.organizationName,
    addressCountry: row.addressCountry,
    phoneNumber: row.phoneNumber,
    streetAddress: row.streetAddress,
    addressLocality: row.addressLocality,
    postalCode: row.postalCode,
    email: row.email,
  };
}

/**
 * `covers`: the cover address of each photo book's album (album id → URL), as albums show theirs.
 * `totals`: the order's amount in cents (order-amount.ts), shown in euros.
 */
export function presentOrder(
  order: OrderRow,
  items: ItemWithProduct[],
  addresses: Map<number, AddressRow>,
  covers: Map<number, string>,
  totals: OrderTotals,
  locale: Locale,
): OrderOutput {
  const own = items.filter(({ item }) => item.orderId === order.id);
  const address = (id: number | null) => (id === null ? undefined : addresses.get(id));
  return {
    '@id': orderIri(order.id),
    '@type': 'Order',
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status as OrderOutput['status'],
    paymentStatus: order.paymentStatus as OrderOutput['paymentStatus'],
    paymentState: order.paymentState,
    paymentMethod: order.paymentMethod,
    paymentCheckoutUrl: order.paymentCheckoutUrl,
    paymentRedirectUrl: order.paymentRedirectUrl,
    paymentId: order.paymentId,
    dateCreated: order.dateCreated.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    priceWithVat: toEuros(totals.subtotalCents),
    shippingPrice: toEuros(totals.shippingCents),
    vat: toEuros(totals.vatCents),
    priceTotal: toEuros(totals.totalCents),
    shippingAddressNeeded: order.shippingAddressNeeded,
    billingAddress: presentAddress(address(order.billingAddressId)),
    shippingAddress: presentAddress(address(order.shippingAddressId)),
    items: own.map(({ item, product }) => ({
      '@id': `${orderIri(order.id)}/items/${item.id}`,
      id: item.id,
      product: documentIri('Product', product.id),
      productName: productName(product, locale),
      productCategory: product.productCategory,
      quantity: item.quantity,
      config: item.config as Record<string, string | number>,
      priceWithVat: item.priceWithVat,
      photograph: iriOrNull('Photograph', item.photographId),
      crop: (item.crop as Crop | null) ?? null,
      imageGallery: iriOrNull('ImageGallery', item.imageGalleryId),
      thumbnail: thumbnailOf(item, covers),
    })),
    photographCollection: iriOrNull('PhotographCollection', order.photographCollectionId),
    owner: iriOrNull('Person', order.personId),
    showBackerName: order.showBackerName,
    deliveryStatus: order.deliveryStatus,
  };
}

/** A print shows its cropped section (served at /orders/{item}/display), a photo book its album's cover. */
function thumbnailOf(item: ItemWithProduct['item'], covers: Map<number, string>): string | null {
  if (item.photographId !== null && item.crop !== null) return `${ORDER_PATH}/${item.id}/display`;
  if (item.imageGalleryId !== null) return covers.get(item.imageGalleryId) ?? null;
  return null;
}
