import type { Locale } from '@retropics/domain/constants';
import type { CollectionReportBody } from '@retropics/domain/contracts/collection-report.contract';
import type { CollectionReportConfig } from '../../config/config.js';
import { escapeHtml } from '../../mail/account-mails.js';
import {
  type ReportedCollection,
  reportConfirmationMail,
  reportNoticeMail,
} from '../../mail/collection-report-mails.js';
import type { Mailer } from '../../mail/mailer.repository.js';
import type { AuthUser } from '../auth/auth.hooks.js';
import type { RateLimitService } from '../auth/rate-limit.service.js';
import type { CollectionReportRepository } from './collection-report.repository.js';
import type { CollectionService } from './photograph-collection.service.js';

/**
 * The reporter writes plain text; a collection's `about` is HTML (its page renders it as rich
 * text). Blank lines part paragraphs, single line breaks stay breaks, and nothing they typed can
 * become markup.
 */
export function plainTextAsHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * Who is reporting: the signed-in person (or nobody), from which address, and the language the
 * request asks for (the answer's texts; the mails too, unless the body names its own `locale`).
 */
export type ReportContext = { user: AuthUser | null; ip: string; acceptLocale: Locale };

export function createCollectionReportService(dependencies: {
  repository: CollectionReportRepository;
  /** Answers the new collection as the reporter may see it. */
  collections: Pick<CollectionService, 'present'>;
  rateLimits: RateLimitService;
  mailer: Mailer;
  settings: CollectionReportConfig;
  publicUrl: string;
}) {
  const { repository, collections, rateLimits, mailer, settings, publicUrl } = dependencies;

  /** The editors, the admins and the team mailbox, each once. */
  async function teamAddresses(): Promise<string[]> {
    const addresses = await repository.findCuratorAddresses();
    if (settings.teamEmail) addresses.push(settings.teamEmail);
    return [...new Map(addresses.map((address) => [address.toLowerCase(), address])).values()];
  }

  return {
    /**
     * Stores a reported collection at status 0 (New) and tells the reporter and the team by mail.
     * Every attempt that passes the contract counts against the flood limits, before anything is
     * stored (a 429 stores nothing and mails no one).
     */
    async report(body: CollectionReportBody, context: ReportContext) {
      await rateLimits.consume('collection-report', { email: body.personEmail, ip: context.ip });
      const locale = body.locale ?? context.acceptLocale;
      const row = await repository.create({
        headline: body.headline,
        about: plainTextAsHtml(body.about),
        howManyPhotographs: body.howManyPhotographs,
        materialTypes: body.materialTypes,
        isDigitalized: body.isDigitalized,
        personName: body.personName,
        personEmail: body.personEmail,
        privacy: body.privacy,
        reportLocale: locale,
        ownerId: context.user?.personId ?? null,
      });

      const reported: ReportedCollection = {
        id: row.id,
        headline: body.headline,
        howManyPhotographs: body.howManyPhotographs,
        materialTypes: body.materialTypes,
        isDigitalized: body.isDigitalized,
        about: body.about,
        personName: body.personName,
        personEmail: body.personEmail,
        locale,
      };
      // The mailer queues: the answer never waits for (or tells about) the mail server.
      mailer.send(reportConfirmationMail(reported));
      const link = `${publicUrl}/photograph_collections/show/${row.id}`;
      for (const address of await teamAddresses()) mailer.send(reportNoticeMail(address, reported, link));

      // A signed-in reporter owns the collection and sees what they reported; a visitor's answer is
      // the public face (their contact data never travels back over a link someone else may see).
      return collections.present(context.user, row, context.acceptLocale);
    },
  };
}

export type CollectionReportService = ReturnType<typeof createCollectionReportService>;
