import { ORDER_MESSAGES, type orderItemBody } from '@retropics/domain/contracts/order.contract';
import { ORDER_API_MESSAGES } from '@retropics/domain/contracts/order-api.contract';
import { customAmountCents, MAX_CUSTOM_AMOUNT_CENTS, toCents, toEuros } from '@retropics/domain/money';
import { canSeeCollection, canSeeGallery, type Viewer } from '@retropics/domain/permissions';
import type { z } from 'zod';
import { ValidationFailed, type Violation } from '../../hydra/hydra-errors.js';
import type { NewItem, OrderRepository, ProductRow } from './order.repository.js';

type ItemBody = z.output<typeof orderItemBody>;

/** Collections whose perks can be bought: Crowdfunding (1) and Funded (2), spec §4. */
const COLLECTING_STATUSES = new Set([1, 2]);

/** The items priced by the server, and whether any of them goes by post. */
export type PricedItems = { items: NewItem[]; shippingAddressNeeded: boolean };

/**
 * Checks every item against where it is ordered and prices it from the product alone (or the
 * contribution typed for a product that takes one): perks only of the named collection while it
 * collects; in the cart prints of a visible photograph with their section and photo books of an
 * album the viewer may see. All problems of all items are answered together (422).
 */
export async function priceItems(
  repository: OrderRepository,
  viewer: Viewer,
  collectionId: number | null,
  items: ItemBody[],
): Promise<PricedItems> {
  const violations: Violation[] = [];
  const refuse = (propertyPath: string, message: string) => violations.push({ propertyPath, message });

  let perks: Set<number> | null = null;
  if (collectionId !== null) {
    const collection = await repository.findCollection(collectionId);
    if (!collection || !canSeeCollection(viewer, collection)) {
      throw new ValidationFailed([
        { propertyPath: 'photographCollection', message: ORDER_API_MESSAGES.collection },
      ]);
    }
    if (!COLLECTING_STATUSES.has(collection.status)) {
      throw new ValidationFailed([
        { propertyPath: 'photographCollection', message: ORDER_MESSAGES.notCrowdfunding },
      ]);
    }
    perks = await repository.perkIdsOf(collectionId);
  }

  const products = new Map(
    (await repository.findProducts([...new Set(items.map((item) => item.product))])).map((row) => [
      row.id,
      row,
    ]),
  );
  const priced: NewItem[] = [];
  let shippingAddressNeeded = false;
  for (const [index, item] of items.entries()) {
    const at = `items.${index}`;
    const product = products.get(item.product);
    if (!product) {
      refuse(`${at}.product`, ORDER_MESSAGES.product);
      continue;
    }
    const before = violations.length;
    const place = await placeOf(repository, viewer, perks, product, item, at, refuse);
    const config = configOf(product, item.config, at, refuse);
    const unitCents = unitPriceCents(product, item.customAmount, at, refuse);
    if (violations.length > before || unitCents === null) continue;
    if (product.additionalAttributes.needsShipping === true) shippingAddressNeeded = true;
    priced.push({
      productId: product.id,
      quantity: item.quantity,
      config,
      priceWithVat: toEuros(unitCents),
      ...place,
    });
  }
  if (violations.length > 0) throw new ValidationFailed(violations);
  return { items: priced, shippingAddressNeeded };
}

type Place = Pick<NewItem, 'photographId' | 'crop' | 'imageGalleryId'>;

/** Where the item belongs: a perk of the collection, or in the cart a print or a photo book. */
async function placeOf(
  repository: OrderRepository,
  viewer: Viewer,
  perks: Set<number> | null,
  product: ProductRow,
  item: ItemBody,
  at: string,
  refuse: (path: string, message: string) => void,
): Promise<Place> {
  if (perks !== null) {
    if (!perks.has(product.id)) refuse(`${at}.product`, ORDER_MESSAGES.foreignPerk);
    return { photographId: null, crop: null, imageGalleryId: null };
  }
  switch (product.productCategory) {
    case 'perk':
      refuse(`${at}.product`, ORDER_MESSAGES.perkOnlyWithCollection);
      break;
    case 'print': {
      const photograph =
        item.photograph === undefined ? null : await repository.findPhotograph(item.photograph);
      if (!photograph || photograph.isHidden) refuse(`${at}.photograph`, ORDER_API_MESSAGES.photograph);
      if (!item.crop) refuse(`${at}.crop`, ORDER_MESSAGES.crop);
      return { photographId: photograph?.id ?? null, crop: item.crop ?? null, imageGalleryId: null };
    }
    case 'photobook': {
      const gallery =
        item.imageGallery === undefined ? null : await repository.findGallery(item.imageGallery);
      if (!gallery || !canSeeGallery(viewer, gallery))
        refuse(`${at}.imageGallery`, ORDER_API_MESSAGES.imageGallery);
      return { photographId: null, crop: null, imageGalleryId: gallery?.id ?? null };
    }
    default:
      refuse(`${at}.product`, ORDER_API_MESSAGES.category);
  }
  return { photographId: null, crop: null, imageGalleryId: null };
}

/** Every option of the product answered with one of its choices (stored as the choice's value). */
function configOf(
  product: ProductRow,
  config: Record<string, string | number>,
  at: string,
  refuse: (path: string, message: string) => void,
): Record<string, string | number> {
  const answered: Record<string, string | number> = {};
  const options = new Map(product.configOptions.map((option) => [option.id, option]));
  for (const key of Object.keys(config)) {
    if (!options.has(key)) refuse(`${at}.config.${key}`, ORDER_MESSAGES.config);
  }
  for (const option of product.configOptions) {
    const answer = config[option.id];
    if (answer === undefined || answer === '') {
      refuse(`${at}.config.${option.id}`, ORDER_MESSAGES.configIncomplete);
      continue;
    }
    const choice = option.choices.find((entry) => String(entry.value) === String(answer));
    if (!choice) refuse(`${at}.config.${option.id}`, ORDER_MESSAGES.config);
    else answered[option.id] = choice.value;
  }
  return answered;
}

/** The unit price in cents: the product's own, or the contribution typed for a product that takes one. */
function unitPriceCents(
  product: ProductRow,
  customAmount: string | number | undefined,
  at: string,
  refuse: (path: string, message: string) => void,
): number | null {
  if (product.additionalAttributes.customAmount !== true) {
    // Any amount for a product of fixed price is a price sent by the client.
    if (customAmount !== undefined) {
      refuse(`${at}.customAmount`, ORDER_MESSAGES.price);
      return null;
    }
    return toCents(product.priceWithVat);
  }
  const cents = customAmount === undefined ? null : customAmountCents(customAmount);
  if (cents === null) {
    refuse(`${at}.customAmount`, ORDER_MESSAGES.customAmount);
    return null;
  }
  if (cents > MAX_CUSTOM_AMOUNT_CENTS) {
    refuse(`${at}.customAmount`, ORDER_MESSAGES.customAmountTooHigh);
    return null;
  }
  return cents;
}
