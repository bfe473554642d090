import type { App } from '../app.types.js';
import { type ConfigOption, collectionPerks, products } from '../db/schema/shop.js';
import { buildCollection } from './factories.js';

type ProductOverrides = Partial<typeof products.$inferInsert>;

/** A product; a perk of 25 € unless told otherwise. */
export async function buildProduct(app: App, overrides: ProductOverrides = {}) {
  const [row] = await app.db
    .insert(products)
    .values({
      productCategory: 'perk',
      priceWithVat: 25,
      translations: [
        { locale: 'de', name: 'Dankeschön', description: '' },
        { locale: 'en', name: 'Thank-you', description: '' },
      ],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('product not inserted');
  return { ...row, iri: `/products/${row.id}` };
}

export const formatOption: ConfigOption = {
  id: 'format',
  label: { de: 'Format', en: 'Size' },
  default: null,
  choices: [
    { name: { de: '20 × 30 cm' }, value: '20x30' },
    { name: { de: '30 × 45 cm' }, value: '30x45' },
  ],
};

/** A crowdfunding collection (status 1 unless told) with the given products as its perks. */
export async function buildCrowdfunding(app: App, perkIds: number[], status = 1) {
  const collection = await buildCollection(app, { status, crowdfundingRequired: 1000 });
  if (perkIds.length > 0) {
    await app.db
      .insert(collectionPerks)
      .values(perkIds.map((productId, position) => ({ collectionId: collection.id, productId, position })));
  }
  return collection;
}

/** An address every rule of spec §5 accepts. */
export const validAddress = {
  givenName: 'Anna',
  familyName: 'Huber',
  addressCountry: 'de',
  streetAddress: 'Hauptstraße 12',
  addressLocality: 'Berlin',
  postalCode: '10115',
  email: 'anna@example.test',
  phoneNumber: '+49 30 1234567',
};
