import type { PhotographOutput } from '@retropics/domain/contracts/photograph.contract';
import { FROM_YEAR_MIN_MESSAGE, INVALID_YEAR_MESSAGE, TO_YEAR_ORDER_MESSAGE } from '@retropics/domain/years';
import { describe, expect, it } from 'vitest';
import { draftOfPhotograph, fieldOfPath, photographBody, withDateText, withYear } from './photograph-draft';

const saved = {
  '@id': '/photographs/7',
  translations: [{ locale: 'en', name: 'Old bridge', description: 'Before the flood' }],
  dateText: 'um 1900',
  fromYear: 1895,
  toYear: 1905,
  place: null,
  categories: ['/categories/3'],
  categoryAttributes: { '/categories/3': { built: 1888 } },
  isHidden: false,
  isBlackAndWhite: true,
} as unknown as PhotographOutput;

const building = {
  '@id': '/categories/3',
  translations: [{ attributesDefinition: [{ code: 'built', name: 'Built', type: 'Number' as const }] }],
};

describe('the photograph draft', () => {
  it('starts from the saved photograph, without the internal rating for those who do not see it', () => {
    const draft = draftOfPhotograph(saved, null);
    expect(draft.texts).toEqual({
      de: { name: '', description: '' },
      en: { name: 'Old bridge', description: 'Before the flood' },
      it: { name: '', description: '' },
    });
    expect([draft.fromYear, draft.toYear, draft.internalRating]).toEqual(['1895', '1905', null]);
    expect(draft.attributes).toEqual({ built: '1888' });
    expect(draftOfPhotograph({ ...saved, internalRating: 6 }, null).internalRating).toBe(6);
  });

  it.each([
    ['ca 1905', '1900', '1910'],
    ['1920er', '1920', '1929'],
    ['20-25', '1920', '1925'],
    ['3.5.1921', '1921', '1921'],
  ])('reads the date text %s live into the years %s to %s', (dateText, from, to) => {
    const draft = withDateText(draftOfPhotograph(saved, null), dateText);
    expect([draft.dateText, draft.fromYear, draft.toYear]).toEqual([dateText, from, to]);
  });

  it('leaves the years alone for a date text that is no known form', () => {
    const draft = withDateText(draftOfPhotograph(saved, null), 'Sommer um 1900');
    expect([draft.fromYear, draft.toYear]).toEqual(['1895', '1905']);
  });

  it('completes short years with 19', () => {
    expect(withYear(draftOfPhotograph(saved, null), 'fromYear', '25').fromYear).toBe('1925');
    expect(withYear(draftOfPhotograph(saved, null), 'toYear', '195').toYear).toBe('195');
  });

  it('checks the years with the spec’s messages before sending', () => {
    const draft = draftOfPhotograph(saved, null);
    const check = (fromYear: string, toYear: string) =>
      photographBody({ ...draft, fromYear, toYear }, [building]).errors;
    expect(check('19a5', '')).toEqual({ fromYear: INVALID_YEAR_MESSAGE });
    expect(check('1849', '')).toEqual({ fromYear: FROM_YEAR_MIN_MESSAGE });
    expect(check('1910', '1900')).toEqual({ toYear: TO_YEAR_ORDER_MESSAGE });
  });

  it('sends the texts in de, en, it order, the attributes under their category, no rating unless shown', () => {
    const { body } = photographBody(draftOfPhotograph(saved, null), [building]);
    expect(body?.translations?.map((entry) => entry.locale)).toEqual(['de', 'en', 'it']);
    expect(body?.categoryAttributes).toEqual({ '/categories/3': { built: 1888 } });
    expect(body).not.toHaveProperty('internalRating');
    expect(body).not.toHaveProperty('swapSides');
  });

  it('puts server violations on their fields', () => {
    expect(fieldOfPath('translations.1.name')).toBe('en.name');
    expect(fieldOfPath('translations')).toBe('de.name');
    expect(fieldOfPath('categoryAttributes./categories/3.built')).toBe('categoryAttributes.built');
    expect(fieldOfPath('categories.0')).toBe('categories');
    expect(fieldOfPath('fromYear')).toBe('fromYear');
    expect(fieldOfPath('somethingElse')).toBe('_error');
  });
});
