import { ANNOUNCEMENT_MESSAGES } from '@retropics/domain/contracts/announcement.contract';
import { describe, expect, it } from 'vitest';
import { announcementBody, announcementMessageKey, draftOf, toLocalInput } from './announcement-draft';

const filled = () => {
  const draft = draftOf(null);
  draft.texts.de = { name: 'Neu im Archiv', text: 'Kurz.' };
  return draft;
};

describe('announcement draft', () => {
  it('starts empty, shown in the feed, without window or position', () => {
    const draft = draftOf(null);
    expect(draft).toMatchObject({
      image: null,
      video: null,
      link: '',
      startsAt: '',
      feedPosition: '',
      showInFeed: true,
    });
  });

  it('turns the form into the body: local times as instants, the position as a number', () => {
    const draft = filled();
    draft.startsAt = '2030-05-01T08:00';
    draft.endsAt = '2030-05-02T08:00';
    draft.feedPosition = '3';
    draft.link = ' /collections ';
    const { body, errors } = announcementBody(draft);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      startsAt: new Date('2030-05-01T08:00').toISOString(),
      feedPosition: 3,
      link: '/collections',
      images: [],
    });
    expect(toLocalInput(body?.startsAt ?? null)).toBe('2030-05-01T08:00');
  });

  it('refuses what the server refuses, by field, with the contract messages', () => {
    const draft = draftOf(null);
    draft.startsAt = '2030-05-02T08:00';
    draft.endsAt = '2030-05-01T08:00';
    draft.feedPosition = '99';
    draft.link = 'javascript:alert(1)';
    const { body, errors } = announcementBody(draft);
    expect(body).toBeNull();
    expect(errors).toMatchObject({
      'translations.de.name': ANNOUNCEMENT_MESSAGES.germanNameRequired,
      endsAt: ANNOUNCEMENT_MESSAGES.endsAfterStart,
      feedPosition: ANNOUNCEMENT_MESSAGES.feedPosition,
      link: ANNOUNCEMENT_MESSAGES.link,
    });
    expect(announcementMessageKey(ANNOUNCEMENT_MESSAGES.endsAfterStart)).toBe('errors.endsAfterStart');
    expect(announcementMessageKey('Only mp4 videos can be uploaded.')).toBe('errors.videoType');
  });
});
