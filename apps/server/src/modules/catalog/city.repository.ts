import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { cities } from '../../db/schema/places.js';
import type { Page } from '../../hydra/pagination.js';

export type CityRow = typeof cities.$inferSelect;

export function createCityRepository(db: Database) {
  return {
    async findPage(page: Page) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(cities)
          .orderBy(asc(cities.name), asc(cities.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db.select({ value: count() }).from(cities),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    async findById(id: number) {
      const [row] = await db.select().from(cities).where(eq(cities.id, id));
      return row ?? null;
    },
  };
}

export type CityRepository = ReturnType<typeof createCityRepository>;
