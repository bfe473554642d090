import type { ProductListQuery } from '@retropics/domain/contracts/product.contract';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { products } from '../../db/schema/shop.js';
import type { Page } from '../../hydra/pagination.js';

export type ProductRow = typeof products.$inferSelect;

export function createProductRepository(db: Database) {
  function conditions(query: ProductListQuery) {
    const where: SQL[] = [];
    const categoryNames = query['productCategories[]'];
    if (categoryNames) where.push(inArray(products.productCategory, categoryNames));
    const ids = query['id[]'];
    if (ids) where.push(inArray(products.id, ids));
    return where.length > 0 ? and(...where) : undefined;
  }

  return {
    async findPage(query: ProductListQuery, page: Page) {
      const where = conditions(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(asc(products.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(products).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number) {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ?? null;
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
