import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { people, users } from '../../db/schema/people.js';
import { contactMessages } from '../../db/schema/site.js';
import type { Jobs } from '../../jobs/jobs.plugin.js';
import type { CaptchaRepository } from '../captcha/captcha.repository.js';

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = Pick<
  typeof contactMessages.$inferInsert,
  'text' | 'email' | 'subscribeNewsletter' | 'personId' | 'userOldEmail' | 'locale'
>;

/** The durable job that mails the team one message; keyed by the message id. */
export const CONTACT_MAIL_JOB = 'contact.mail';

export function createContactRepository(db: Database, captchas: CaptchaRepository, jobs: Jobs) {
  return {
    /**
     * Spends the captcha token, stores the message and queues its team mail in one transaction:
     * either all three happen or none. Answers null when the token is unknown, spent or expired.
     */
    async create(values: NewContactMessage, captchaToken: string, now: Date): Promise<ContactMessage | null> {
      const row = await db.transaction(async (tx) => {
        if (!(await captchas.spendToken(tx, captchaToken, now))) return null;
        const [row] = await tx.insert(contactMessages).values(values).returning();
        if (!row) throw new Error('contact message not inserted');
        await jobs.enqueue(CONTACT_MAIL_JOB, String(row.id), { maxAttempts: 20 }, tx);
        return row;
      });
      // The enqueue's own wake-up came before the commit, when the worker could not see the job yet.
      if (row) jobs.worker.wake();
      return row;
    },

    async find(id: number) {
      const [row] = await db
        .select({
          message: contactMessages,
          accountName: people.name,
          accountEmail: users.email,
        })
        .from(contactMessages)
        .leftJoin(people, eq(people.id, contactMessages.personId))
        .leftJoin(users, eq(users.personId, contactMessages.personId))
        .where(eq(contactMessages.id, id))
        .orderBy(asc(users.id))
        .limit(1);
      return row;
    },

    async markMailed(id: number, at: Date) {
      await db.update(contactMessages).set({ mailedAt: at }).where(eq(contactMessages.id, id));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
