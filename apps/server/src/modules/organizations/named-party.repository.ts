import { asc, type Column, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { containing } from '../../db/like.js';
import type { organizations, sponsors } from '../../db/schema/organizations.js';
import type { Page } from '../../hydra/pagination.js';

/**
 * Organizations and sponsors are stored alike (a name, a logo, a link, who created them): one
 * repository shape for both, each with the columns its presenter needs.
 */
type PartyTable = typeof organizations | typeof sponsors;
type Values<Table extends PartyTable> = Omit<Table['$inferInsert'], 'id' | 'createdById' | 'dateCreated'>;

export function createPartyRepository<Table extends PartyTable, Row extends { id: number }>(
  db: Database,
  table: Table,
  columns: Record<string, SQL | Column>,
) {
  const select = () => db.select(columns as Record<string, SQL>).from(table as PartyTable);
  return {
    async findPage(query: { name?: string | undefined }, page: Page) {
      const where = query.name ? ilike(table.name, containing(query.name)) : undefined;
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(asc(table.name), asc(table.id))
          .limit(page.itemsPerPage)
          .offset(page.offset),
        db
          .select({ value: count() })
          .from(table as PartyTable)
          .where(where),
      ]);
      return { rows: rows as unknown as Row[], total: total?.value ?? 0 };
    },

    async findById(id: number): Promise<Row | null> {
      const [row] = await select().where(eq(table.id, id));
      return (row as unknown as Row | undefined) ?? null;
    },

    async findByIds(ids: number[]): Promise<Row[]> {
      if (ids.length === 0) return [];
      return (await select().where(inArray(table.id, ids))) as unknown as Row[];
    },

    async insert(values: Values<Table>, createdById: number) {
      const [row] = await db
        .insert(table as PartyTable)
        .values({ ...(values as Values<PartyTable>), createdById })
        .returning({ id: table.id });
      return (row as { id: number }).id;
    },

    async update(id: number, values: Values<Table>) {
      const changed = await db
        .update(table as PartyTable)
        .set(values as Values<PartyTable>)
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return changed.length > 0;
    },

    async remove(id: number) {
      const removed = await db
        .delete(table as PartyTable)
        .where(eq(table.id, id))
        .returning({ id: table.id });
      return removed.length > 0;
    },
  };
}
