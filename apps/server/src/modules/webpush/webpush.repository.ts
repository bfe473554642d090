import type { WebPushOptions } from '@retropics/domain/contracts/webpush.contract';
import { and, asc, desc, eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { webPushSubscriptions } from '../../db/schema/site.js';

export type SubscriptionRow = typeof webPushSubscriptions.$inferSelect;

export function createWebPushRepository(db: Database) {
  return {
    async findByEndpoint(endpoint: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(webPushSubscriptions)
        .where(eq(webPushSubscriptions.endpoint, endpoint));
      return row ?? null;
    },

    /**
     * One row per browser (endpoint): registering again hands it to whoever is signed in now and
     * takes its current keys. `created` tells a new row from a renewed one.
     */
    async upsert(input: {
      personId: number;
      endpoint: string;
      keys: { p256dh: string; auth: string };
      options: WebPushOptions | undefined;
    }): Promise<{ row: SubscriptionRow; created: boolean }> {
      const [result] = await db
        .insert(webPushSubscriptions)
        .values({
          personId: input.personId,
          endpoint: input.endpoint,
          keys: input.keys,
          options: input.options ?? {},
        })
        .onConflictDoUpdate({
          target: webPushSubscriptions.endpoint,
          set: {
            personId: input.personId,
            keys: input.keys,
            ...(input.options && { options: input.options }),
          },
        })
        // xmax is 0 only for a row this statement inserted.
        .returning({ ...getTableColumns(webPushSubscriptions), created: sql<boolean>`(xmax = 0)` });
      const { created, ...row } = result as SubscriptionRow & { created: boolean };
      return { row, created };
    },

    async setOptions(id: number, options: Record<string, unknown>): Promise<SubscriptionRow> {
      const [row] = await db
        .update(webPushSubscriptions)
        .set({ options })
        .where(eq(webPushSubscriptions.id, id))
        .returning();
      return row as SubscriptionRow;
    },

    async listForPerson(personId: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(webPushSubscriptions)
        .where(eq(webPushSubscriptions.personId, personId))
        .orderBy(asc(webPushSubscriptions.id));
    },

    async deleteByIds(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(webPushSubscriptions).where(inArray(webPushSubscriptions.id, ids));
    },

    /** Keeps the person's `keep` newest subscriptions and removes the rest. */
    async keepNewest(personId: number, keep: number): Promise<void> {
      const newest = db
        .select({ id: webPushSubscriptions.id })
        .from(webPushSubscriptions)
        .where(eq(webPushSubscriptions.personId, personId))
        .orderBy(desc(webPushSubscriptions.id))
        .limit(keep);
      await db
        .delete(webPushSubscriptions)
        .where(and(eq(webPushSubscriptions.personId, personId), notInArray(webPushSubscriptions.id, newest)));
    },
  };
}

export type WebPushRepository = ReturnType<typeof createWebPushRepository>;
