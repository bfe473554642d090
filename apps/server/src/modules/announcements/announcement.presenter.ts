import {
  ANNOUNCEMENT_LOCALES,
  type AnnouncementClickOutput,
  type AnnouncementOutput,
} from '@retropics/domain/contracts/announcement.contract';
import { documentIri } from '../../hydra/iri.js';
import type { AnnouncementRow } from './announcement.repository.js';

type Locale = (typeof ANNOUNCEMENT_LOCALES)[number];
const isLocale = (value: string): value is Locale =>
  (ANNOUNCEMENT_LOCALES as readonly string[]).includes(value);

export function presentAnnouncement(row: AnnouncementRow): AnnouncementOutput {
  return {
    '@id': documentIri('Announcement', row.id),
    '@type': 'Announcement',
    id: row.id,
    translations: row.translations.flatMap((entry) =>
      isLocale(entry.locale) ? [{ locale: entry.locale, name: entry.name, text: entry.text }] : [],
    ),
    images: row.images,
    video: row.video,
    link: row.link,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    feedPosition: row.feedPosition,
    showInFeed: row.showInFeed,
    clicks: row.clicks,
    validClicks: row.validClicks,
    dateCreated: row.dateCreated.toISOString(),
    dateModified: row.dateModified.toISOString(),
  };
}

export function presentClick(click: {
  announcementId: number;
  isValidClick: boolean;
  dateCreated: Date;
}): AnnouncementClickOutput {
  return {
    '@type': 'AnnouncementClick',
    announcement: documentIri('Announcement', click.announcementId),
    isValidClick: click.isValidClick,
    dateCreated: click.dateCreated.toISOString(),
  };
}
