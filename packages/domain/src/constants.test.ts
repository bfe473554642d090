import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PASSWORD_MIN_LENGTH,
  ATTRIBUTE_DATE_MIN,
  AVATAR_COUNT,
  AVATAR_DEFAULT,
  AVATAR_MAX,
  AVATAR_MIN,
  aspectClass,
  COLLECTION_STATUS,
  COLLECTION_STATUS_NAMES,
  COOKIE_LIFETIME_S,
  DATE_TEXT_YEAR_MAX,
  DEFAULT_LICENSE_NAME,
  HOW_MANY_PHOTOGRAPHS_CHOICES,
  isCollectionStatus,
  LOGIN_PASSWORD_MIN_LENGTH,
  MATERIAL_TYPES,
  RETROSNAP_GALLERY_NAME,
  viewerContrast,
  YEAR_MAX,
  YEAR_MIN,
} from './constants.js';

describe('aspectClass', () => {
  it('lays out ratios above 1.5 as horizontal, two cells wide', () => {
    expect(aspectClass(1.51)).toEqual({ aspect: 'horizontal', gridRatio: 2 });
    expect(aspectClass(3, { feed: true })).toEqual({ aspect: 'horizontal', gridRatio: 2 });
  });

  it('lays out ratios below 0.8 as vertical, half a cell wide', () => {
    expect(aspectClass(0.79)).toEqual({ aspect: 'vertical', gridRatio: 0.5 });
    expect(aspectClass(0.5, { feed: true })).toEqual({ aspect: 'vertical', gridRatio: 0.5 });
  });

  it('treats the bounds themselves as normal', () => {
    expect(aspectClass(1.5)).toEqual({ aspect: 'normal', gridRatio: 1 });
    expect(aspectClass(0.8)).toEqual({ aspect: 'normal', gridRatio: 1 });
  });

  it('makes an exact square vertical in the feed only', () => {
    expect(aspectClass(1, { feed: true })).toEqual({ aspect: 'vertical', gridRatio: 0.5 });
    expect(aspectClass(1)).toEqual({ aspect: 'normal', gridRatio: 1 });
    expect(aspectClass(1, { feed: false })).toEqual({ aspect: 'normal', gridRatio: 1 });
    expect(aspectClass(1.01, { feed: true })).toEqual({ aspect: 'normal', gridRatio: 1 });
  });
});

describe('collection statuses', () => {
  it('number the statuses 0 to 5 with their spec names', () => {
    expect(COLLECTION_STATUS).toEqual({
      New: 0,
      Crowdfunding: 1,
      Funded: 2,
      PhotosScanned: 3,
      Done: 4,
      ReceivedDigitally: 5,
    });
    expect(COLLECTION_STATUS_NAMES).toEqual({
      0: 'New',
      1: 'Crowdfunding',
      2: 'Funded',
      3: 'Photos scanned',
      4: 'Done',
      5: 'Received digitally',
    });
  });

  it('recognises only those numbers as statuses', () => {
    expect([0, 1, 2, 3, 4, 5].every(isCollectionStatus)).toBe(true);
    expect(isCollectionStatus(6)).toBe(false);
    expect(isCollectionStatus(-1)).toBe(false);
    expect(isCollectionStatus('1')).toBe(false);
  });
});

describe('business constants', () => {
  it('bound the years as the spec says', () => {
    expect([YEAR_MIN, YEAR_MAX, DATE_TEXT_YEAR_MAX, ATTRIBUTE_DATE_MIN]).toEqual([
      1850,
      1980,
      1990,
      '1700-01-01',
    ]);
  });

  it('require 6 password characters to log in and 8 to choose one', () => {
    expect(LOGIN_PASSWORD_MIN_LENGTH).toBe(6);
    expect(ACCOUNT_PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('offer avatars 0 to 8, defaulting to 1', () => {
    expect([AVATAR_MIN, AVATAR_MAX, AVATAR_COUNT, AVATAR_DEFAULT]).toEqual([0, 8, 9, 1]);
  });

  it('name the defaults of licences and the RetroSnap album', () => {
    expect(DEFAULT_LICENSE_NAME).toBe('not defined yet');
    expect(RETROSNAP_GALLERY_NAME).toBe('My RetroSnaps');
  });

  it('list the report wizard choices in order', () => {
    expect(HOW_MANY_PHOTOGRAPHS_CHOICES).toEqual([
      '1 - 10',
      '11 - 50',
      '51 - 100',
      '101 - 200',
      '201 - 500',
      '> 500',
    ]);
    expect(MATERIAL_TYPES).toHaveLength(8);
    expect(MATERIAL_TYPES[0]).toBe('prints on paper or cardboard');
    expect(MATERIAL_TYPES.at(-1)).toBe('slides');
  });

  it('keep the order cookie for a year', () => {
    expect(COOKIE_LIFETIME_S).toBe(365 * 24 * 60 * 60);
  });
});

describe('viewerContrast', () => {
  it('maps the slider range -100..100 onto 0..2', () => {
    expect(viewerContrast(-100)).toBe(0);
    expect(viewerContrast(0)).toBe(1);
    expect(viewerContrast(100)).toBe(2);
    expect(viewerContrast(50)).toBe(1.5);
  });
});
