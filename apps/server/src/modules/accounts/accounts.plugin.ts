import fp from 'fastify-plugin';
import { ACCOUNT_PURGE_JOB, accountPurgeJobHandler, schedulePurge } from './account-purge.job.js';
import { createRegistrationService, type RegistrationService } from './registration.service.js';
import { createUserRepository, type UserRepository } from './user.repository.js';

/** The account records that sign-in (modules/auth) and the account routes (modules/users) share. */
export type Accounts = {
  users: UserRepository;
  registration: RegistrationService;
};

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

/**
 * Builds the account pieces once for every module, and keeps the hourly purge of deleted
 * accounts on the durable job queue. Needs the mailer and jobs plugins.
 */
export const accountsPlugin = fp(
  async (app) => {
    const users = createUserRepository(app.db);
    app.decorate('accounts', {
      users,
      registration: createRegistrationService(users, app.mailer, app.config),
    } satisfies Accounts);
    app.jobs.handle(ACCOUNT_PURGE_JOB, accountPurgeJobHandler(users, app.jobs));
    // A restart, or a node that starts later, finds the next hour queued already: nothing doubles.
    app.addHook('onReady', async () => schedulePurge(app.jobs, new Date()));
  },
  { name: 'accounts', dependencies: ['mailer', 'jobs'] },
);
