import {
  ANNOUNCEMENT_LOCALES,
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementWriteInput,
  announcementWriteBody,
} from '@retropics/domain/contracts/announcement.contract';
import type { Announcement } from '../../../lib/resources/announcements';

export type AnnouncementLocale = (typeof ANNOUNCEMENT_LOCALES)[number];

/** The form's state: text fields as typed, dates as `datetime-local` values (the reader's time). */
export interface AnnouncementDraft {
  texts: Record<AnnouncementLocale, { name: string; text: string }>;
  image: string | null;
  video: string | null;
  link: string;
  startsAt: string;
  endsAt: string;
  feedPosition: string;
  showInFeed: boolean;
}

/** Messages by field path (`translations.de.name`, `endsAt`, `file` …), as the contract words them. */
export type AnnouncementErrors = Partial<Record<string, string>>;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the reader's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
}

export function draftOf(announcement: Announcement | null): AnnouncementDraft {
  const texts = Object.fromEntries(
    ANNOUNCEMENT_LOCALES.map((locale) => {
      const entry = announcement?.translations.find((t) => t.locale === locale);
      return [locale, { name: entry?.name ?? '', text: entry?.text ?? '' }];
    }),
  ) as AnnouncementDraft['texts'];
  return {
    texts,
    image: announcement?.images[0] ?? null,
    video: announcement?.video ?? null,
    link: announcement?.link ?? '',
    startsAt: toLocalInput(announcement?.startsAt ?? null),
    endsAt: toLocalInput(announcement?.endsAt ?? null),
    feedPosition:
      announcement?.feedPosition === null || !announcement ? '' : String(announcement.feedPosition),
    showInFeed: announcement?.showInFeed ?? true,
  };
}

/** The body the server takes, checked by the same contract, or the messages by field. */
export function announcementBody(draft: AnnouncementDraft): {
  body: AnnouncementWriteInput | null;
  errors: AnnouncementErrors;
} {
  const position = draft.feedPosition.trim();
  const input = {
    translations: draft.texts,
    images: draft.image ? [draft.image] : [],
    video: draft.video,
    link: draft.link.trim() || null,
    startsAt: fromLocalInput(draft.startsAt),
    endsAt: fromLocalInput(draft.endsAt),
    feedPosition: position === '' ? null : Number(position),
    showInFeed: draft.showInFeed,
  };
  const parsed = announcementWriteBody.safeParse(input);
  if (parsed.success) return { body: input as AnnouncementWriteInput, errors: {} };
  const errors: AnnouncementErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { body: null, errors };
}

const messageKeys = Object.fromEntries(
  Object.entries(ANNOUNCEMENT_MESSAGES).map(([key, text]) => [text, key]),
);

/** The i18n key of a contract or upload message; an unknown one is shown as the general refusal. */
export function announcementMessageKey(message: string): string {
  const known = messageKeys[message];
  if (known) return `errors.${known}`;
  if (message.startsWith('Only mp4')) return 'errors.videoType';
  if (message.startsWith('Only JPEG')) return 'errors.imageType';
  if (message.includes('larger than')) return 'errors.tooLarge';
  return 'errors.fieldRefused';
}
