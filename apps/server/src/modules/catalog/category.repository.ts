import type { CategoryListQuery } from '@retropics/domain/contracts/category.contract';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { containing } from '../../db/like.js';
import { categories } from '../../db/schema/categories.js';
import type { Page } from '../../hydra/pagination.js';

export type CategoryRow = typeof categories.$inferSelect;

/** `%` and `_` typed into the suggestion box are letters, not wildcards. */

export function createCategoryRepository(db: Database) {
  function conditions(query: CategoryListQuery) {
    const where: SQL[] = [];
    if (query.isForGalleries !== undefined) where.push(eq(categories.isForGalleries, query.isForGalleries));
    if (query.isForPhotographs !== undefined)
      where.push(eq(categories.isForPhotographs, query.isForPhotographs));
    if (query.isForComments !== undefined) where.push(eq(categories.isForComments, query.isForComments));
    const name = query.name?.trim();
    if (name) {
      const pattern = containing(name);
      where.push(
        or(
          ilike(categories.name, pattern),
          sql`exists (select 1 from jsonb_array_elements(${categories.translations}) t where t->>'name' ilike ${pattern})`,
        ) as SQL,
      );
    }
    return where.length > 0 ? and(...where) : undefined;
  }

  return {
    async findPage(query: CategoryListQuery, page: Page) {
      const where = conditions(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(categories)
          .where(where)
          .orderBy(asc(categories.name), asc(categories.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(categories).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row ?? null;
    },
  };
}

export type CategoryRepository = ReturnType<typeof createCategoryRepository>;
