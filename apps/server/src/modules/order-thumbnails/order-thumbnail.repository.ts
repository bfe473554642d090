import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { photographs } from '../../db/schema/photographs.js';
import { orderItems, products } from '../../db/schema/shop.js';

/** The print an order item describes: its product's category, the photograph's file and the crop. */
export function createOrderThumbnailRepository(db: Database) {
  return {
    async printOf(itemId: number) {
      const [row] = await db
        .select({
          category: products.productCategory,
          crop: orderItems.crop,
          filePath: photographs.filePath,
          hidden: photographs.isHidden,
        })
        .from(orderItems)
        .innerJoin(products, eq(products.id, orderItems.productId))
        .leftJoin(photographs, eq(photographs.id, orderItems.photographId))
        .where(eq(orderItems.id, itemId));
      return row ?? null;
    },
  };
}

export type OrderThumbnailRepository = ReturnType<typeof createOrderThumbnailRepository>;
