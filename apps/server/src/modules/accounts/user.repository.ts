import { and, eq, isNull, lt, lte, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountDeletions, oauthIdentities, passwordResetTokens } from '../../db/schema/auth.js';
import { people, users } from '../../db/schema/people.js';

export const userColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  invitationCode: users.invitationCode,
  roles: users.roles,
  personId: users.personId,
  receiveEmailsLogins: users.receiveEmailsLogins,
  receiveEmailsUpdates: users.receiveEmailsUpdates,
  receiveEmailsSurveys: users.receiveEmailsSurveys,
  receiveEmailsOffers: users.receiveEmailsOffers,
  deletionRequestedAt: accountDeletions.requestedAt,
};

export type UserRow = {
  id: number;
  email: string;
  username: string;
  passwordHash: string | null;
  isActive: boolean;
  invitationCode: string | null;
  roles: string[];
  personId: number;
  receiveEmailsLogins: boolean;
  receiveEmailsUpdates: boolean;
  receiveEmailsSurveys: boolean;
  receiveEmailsOffers: boolean;
  /** Set once the user asked to delete the account; such a user can no longer sign in. */
  deletionRequestedAt: Date | null;
};

export type EmailPreferences = Pick<
  UserRow,
  'receiveEmailsLogins' | 'receiveEmailsUpdates' | 'receiveEmailsSurveys' | 'receiveEmailsOffers'
>;

export type NewUser = EmailPreferences & {
  email: string;
  passwordHash: string | null;
  invitationCodeHash: string;
  personName: string;
};

export function createUserRepository(db: Database) {
  const selectUser = () =>
    db.select(userColumns).from(users).leftJoin(accountDeletions, eq(accountDeletions.userId, users.id));

  return {
    async findById(id: number): Promise<UserRow | null> {
      const [row] = await selectUser().where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Addresses are stored lower-cased (registration lower-cases them), so this is an exact match. */
    async findByEmail(email: string): Promise<UserRow | null> {
      const [row] = await selectUser().where(eq(users.email, email.toLowerCase())).limit(1);
      return row ?? null;
    },

    async findByIdentity(provider: string, subject: string): Promise<UserRow | null> {
      const [row] = await selectUser()
        .innerJoin(oauthIdentities, eq(oauthIdentities.userId, users.id))
        .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)))
        .limit(1);
      return row ?? null;
    },

    /**
     * A new, inactive user with their person. Null when the address is taken: the unique index
     * decides, so two registrations racing for one address cannot both succeed.
     */
    async create(user: NewUser): Promise<UserRow | null> {
      let userId: number;
      try {
        userId = await db.transaction(async (tx) => {
          const [person] = await tx
            .insert(people)
            .values({ name: user.personName, pictureUrl: '1' })
            .returning({ id: people.id });
          if (!person) throw new Error('person was not created');
          const [created] = await tx
            .insert(users)
            .values({
              email: user.email,
              username: user.email,
              passwordHash: user.passwordHash,
              isActive: false,
              invitationCode: user.invitationCodeHash,
              roles: ['ROLE_USER'],
              personId: person.id,
              receiveEmailsLogins: user.receiveEmailsLogins,
              receiveEmailsUpdates: user.receiveEmailsUpdates,
              receiveEmailsSurveys: user.receiveEmailsSurveys,
              receiveEmailsOffers: user.receiveEmailsOffers,
            })
            .onConflictDoNothing({ target: users.email })
            .returning({ id: users.id });
          // The address is taken: drop the person made for it too.
          if (!created) return tx.rollback();
          return created.id;
        });
      } catch (error) {
        if (error instanceof TransactionRollbackError) return null;
        throw error;
      }
      return this.findById(userId);
    },

    /** Activates once; false when the user was already active (or does not exist). */
    async activate(id: number): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ isActive: true })
        .where(and(eq(users.id, id), eq(users.isActive, false)))
        .returning({ id: users.id });
      return changed.length === 1;
    },

    async setPasswordHash(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, id));
    },

    /** Changes a person's display name or avatar; returns the person, or null when there is none. */
    async updatePerson(personId: number, change: { name?: string; pictureUrl?: string }) {
      const [person] = Object.keys(change).length
        ? await db.update(people).set(change).where(eq(people.id, personId)).returning()
        : await db.select().from(people).where(eq(people.id, personId));
      return person ?? null;
    },

    async setRoles(id: number, roles: string[]) {
      await db.update(users).set({ roles }).where(eq(users.id, id));
    },

    async setEmailPreferences(id: number, preferences: Partial<EmailPreferences>) {
      if (Object.keys(preferences).length === 0) return;
      await db.update(users).set(preferences).where(eq(users.id, id));
    },

    async linkIdentity(userId: number, provider: string, subject: string, email: string | null) {
      await db
        .insert(oauthIdentities)
        .values({ userId, provider, subject, email })
        .onConflictDoNothing({ target: [oauthIdentities.provider, oauthIdentities.subject] });
    },

    async addPasswordResetToken(userId: number, tokenHash: string, expiresAt: Date) {
      // A new link replaces the older ones: only the latest mail works.
      await db
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
    },

    /** Spends a reset token in one statement, so a link works once even when clicked twice at once. */
    async spendPasswordResetToken(userId: number, tokenHash: string, now: Date): Promise<boolean> {
      const spent = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.userId, userId),
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            sql`${passwordResetTokens.expiresAt} > ${now.toISOString()}`,
          ),
        )
        .returning({ id: passwordResetTokens.id });
      return spent.length === 1;
    },

    async scheduleDeletion(userId: number, deleteAfter: Date) {
      await db.insert(accountDeletions).values({ userId, deleteAfter }).onConflictDoNothing();
    },

    async deleteExpiredResetTokens(now: Date) {
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
    },

    /** Removes the accounts whose deletion is due; their people, albums and comments stay. */
    async purgeDueDeletions(now: Date): Promise<number> {
      const due = await db
        .select({ userId: accountDeletions.userId })
        .from(accountDeletions)
        .where(lte(accountDeletions.deleteAfter, now));
      for (const { userId } of due) await db.delete(users).where(eq(users.id, userId));
      return due.length;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
