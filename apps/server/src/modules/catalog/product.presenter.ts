import type { ProductOutput } from '@retropics/domain/contracts/product.contract';
import { documentIri } from '../../hydra/iri.js';
import type { ProductRow } from './product.repository.js';

export function presentProduct(row: ProductRow): ProductOutput {
  return {
    '@id': documentIri('Product', row.id),
    '@type': 'Product',
    id: row.id,
    productCategory: row.productCategory,
    images: row.images,
    translations: row.translations,
    priceWithVat: row.priceWithVat,
    numberOfPucrchases: row.numberOfPurchases,
    numberOfPurchases: row.numberOfPurchases,
    configOptions: row.configOptions,
    additionalAttributes: row.additionalAttributes,
  };
}
