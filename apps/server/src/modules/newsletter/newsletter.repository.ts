import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/people.js';
import { newsletterMailings, newsletterSubscriptions } from '../../db/schema/site.js';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
export type MailingRow = typeof newsletterMailings.$inferSelect;

export function createNewsletterRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));
      return row ?? null;
    },

    async findByToken(token: string): Promise<SubscriptionRow | null> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.token, token));
      return row ?? null;
    },

    async findById(id: number): Promise<SubscriptionRow | null> {
      const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
      return row ?? null;
    },

    /**
     * New consent: a new row, or the old one with the new token, words and time (the withdrawn or
     * unconfirmed consent before it is replaced by the one now given). `pending` waits for the
     * mailed link; `confirmed` is for an address already proven (account activation) and leaves a
     * confirmed row as it is.
     */
    async recordConsent(
      input: {
        email: string;
        locale: string;
        personId: number | null;
        source: string;
        consentText: string;
        token: string;
      },
      status: 'pending' | 'confirmed',
    ): Promise<SubscriptionRow> {
      const now = new Date();
      const confirmedAt = status === 'confirmed' ? now : null;
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({ ...input, status, consentAt: now, confirmedAt })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: {
            status,
            locale: input.locale,
            personId: sql`coalesce(${input.personId}::integer, ${newsletterSubscriptions.personId})`,
            source: input.source,
            consentText: input.consentText,
            token: input.token,
            consentAt: now,
            confirmedAt,
            unsubscribedAt: null,
          },
          ...(status === 'confirmed' && { setWhere: sql`${newsletterSubscriptions.status} <> 'confirmed'` }),
        })
        .returning();
      return row ?? ((await this.findByEmail(input.email)) as SubscriptionRow);
    },

    /** Pending becomes confirmed once; null when the token names no pending row. */
    async confirm(token: string, now: Date): Promise<SubscriptionRow | null> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({ status: 'confirmed', confirmedAt: now })
        .where(and(eq(newsletterSubscriptions.token, token), eq(newsletterSubscriptions.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Any state becomes unsubscribed; an unsubscribed row keeps its first withdrawal time. */
    async unsubscribe(id: number, now: Date): Promise<SubscriptionRow> {
      const [row] = await db
        .update(newsletterSubscriptions)
        .set({
          status: 'unsubscribed',
          unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(newsletterSubscriptions.id, id))
        .returning();
      return row as SubscriptionRow;
    },

    /** The account with this address follows its subscription in its 'updates' e-mail setting. */
    async setAccountUpdates(email: string, receive: boolean) {
      await db.update(users).set({ receiveEmailsUpdates: receive }).where(eq(users.email, email));
    },

    async confirmedIds(): Promise<number[]> {
      const rows = await db
        .select({ id: newsletterSubscriptions.id })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'confirmed'))
        .orderBy(newsletterSubscriptions.id);
      return rows.map((row) => row.id);
    },

    async countConfirmed(): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'confirmed'));
      return row?.n ?? 0;
    },

    async createMailing(input: {
      translations: { locale: string; subject: string; text: string }[];
      sentById: number;
      recipientCount: number;
    }): Promise<MailingRow> {
      const [row] = await db.insert(newsletterMailings).values(input).returning();
      return row as MailingRow;
    },

    async findMailing(id: number): Promise<MailingRow | null> {
      const [row] = await db.select().from(newsletterMailings).where(eq(newsletterMailings.id, id));
      return row ?? null;
    },

    async listMailings(limit: number): Promise<{ rows: MailingRow[]; total: number }> {
      const rows = await db
        .select()
        .from(newsletterMailings)
        .orderBy(desc(newsletterMailings.dateCreated), desc(newsletterMailings.id))
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(newsletterMailings);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
