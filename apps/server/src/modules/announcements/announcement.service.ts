import type {
  AnnouncementClickBody,
  AnnouncementWriteBody,
} from '@retropics/domain/contracts/announcement.contract';
import { canManageAnnouncements } from '@retropics/domain/permissions';
import type { AnnouncementConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { hydraCollection } from '../../hydra/hydra-collection.js';
import { notFound, ValidationFailed } from '../../hydra/hydra-errors.js';
import { type Page, toPage } from '../../hydra/pagination.js';
import type { AuthUser } from '../auth/access-token.service.js';
import { authorize } from '../auth/auth.policy.js';
import type { RateLimitService } from '../auth/rate-limit.service.js';
import { refreshFeedItems } from '../feed-items/feed-item.projection.js';
import { presentAnnouncement, presentClick } from './announcement.presenter.js';
import type { AnnouncementRepository, AnnouncementValues } from './announcement.repository.js';

const PAGE_SIZE = 50;

/** The body as stored: one translation row per language that has a text, German always. */
function toValues(body: AnnouncementWriteBody): AnnouncementValues {
  const translations = (['de', 'en', 'it'] as const).flatMap((locale) => {
    const entry = body.translations[locale];
    if (!entry || (locale !== 'de' && !entry.name && !entry.text)) return [];
    return [{ locale, name: entry.name, text: entry.text, description: '' }];
  });
  return {
    translations,
    images: body.images,
    video: body.video,
    link: body.link,
    startsAt: body.startsAt ? new Date(body.startsAt) : null,
    endsAt: body.endsAt ? new Date(body.endsAt) : null,
    feedPosition: body.feedPosition,
    showInFeed: body.showInFeed,
  };
}

/**
 * Announcements are the team's (`canManageAnnouncements`): reading them with their click counts
 * and every write, checked before anything is looked up. The feed shows them through its
 * projection, refreshed on each write. A click anyone may send; whether it counts is decided here.
 */
export function createAnnouncementService(deps: {
  db: Database;
  repository: AnnouncementRepository;
  rateLimits: RateLimitService;
  settings: Pick<AnnouncementConfig, 'excludedPersonIds'>;
}) {
  const { db, repository, rateLimits, settings } = deps;

  const item = async (id: number) => {
    const row = await repository.findById(id);
    if (!row) throw notFound('Announcement');
    return { '@context': '/contexts/Announcement', ...presentAnnouncement(row) };
  };
  const refresh = (id: number) => refreshFeedItems(db, 'Announcement', [id]);

  return {
    async list(user: AuthUser, query: { page: number; itemsPerPage?: number | undefined }, url: string) {
      authorize(user, canManageAnnouncements, null);
      const page: Page = toPage(query, PAGE_SIZE);
      const { rows, total } = await repository.findPage(page);
      return hydraCollection({
        type: 'Announcement',
        requestUrl: url,
        members: rows.map(presentAnnouncement),
        totalItems: total,
        page,
      });
    },

    async get(user: AuthUser, id: number) {
      authorize(user, canManageAnnouncements, null);
      return item(id);
    },

    async create(user: AuthUser, body: AnnouncementWriteBody) {
      authorize(user, canManageAnnouncements, null);
      const id = await repository.insert(toValues(body), user.personId);
      await refresh(id);
      return item(id);
    },

    async update(user: AuthUser, id: number, body: AnnouncementWriteBody) {
      authorize(user, canManageAnnouncements, null);
      if (!(await repository.update(id, toValues(body)))) throw notFound('Announcement');
      await refresh(id);
      return item(id);
    },

    async remove(user: AuthUser, id: number) {
      authorize(user, canManageAnnouncements, null);
      if (!(await repository.remove(id))) throw notFound('Announcement');
      await refresh(id);
    },

    /**
     * Spec §7 `POST click`: stored for the signed-in person (the body's userId is not trusted),
     * not valid when that person is one of the excluded (spec §6), whatever the body says.
     * Floods from one client address are refused (429) before anything is stored.
     */
    async click(body: AnnouncementClickBody, context: { user: AuthUser | null; ip: string }) {
      await rateLimits.consume('announcement-click', { ip: context.ip });
      if (!(await repository.exists(body.announcement))) {
        throw new ValidationFailed([{ propertyPath: 'announcement', message: 'Announcement not found.' }]);
      }
      const personId = context.user?.personId ?? null;
      const stored = await repository.insertClick({
        announcementId: body.announcement,
        personId,
        isValidClick: personId === null || !settings.excludedPersonIds.includes(personId),
      });
      return { '@context': '/contexts/AnnouncementClick', ...presentClick(stored) };
    },
  };
}

export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
