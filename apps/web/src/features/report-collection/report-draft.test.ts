import { describe, expect, it } from 'vitest';
import {
  byField,
  EMPTY_DRAFT,
  firstStepWithError,
  messageKey,
  type ReportDraft,
  reportBody,
  stepErrors,
  stepOfField,
} from './report-draft';

const complete: ReportDraft = {
  ...EMPTY_DRAFT,
  headline: 'Glasplatten vom Dachboden',
  howManyPhotographs: '51 - 100',
  materialTypes: ['slides', 'glass plate negatives'],
  personName: 'Anna Huber',
  personEmail: 'anna@example.org',
  privacy: true,
};

describe('the steps of the report wizard', () => {
  it('lets the intro pass and holds step 1 until headline and photograph count are given', () => {
    expect(stepErrors(0, EMPTY_DRAFT)).toBeNull();
    expect(stepErrors(1, EMPTY_DRAFT)).toEqual({
      headline: 'Headline is required',
      howManyPhotographs: expect.stringContaining('Choose how many photographs'),
    });
    expect(stepErrors(1, complete)).toBeNull();
  });

  it('checks the e-mail before leaving step 3 (spec §5)', () => {
    expect(stepErrors(3, { ...complete, personEmail: '' })).toEqual({ personEmail: 'E-mail is required' });
    expect(stepErrors(3, { ...complete, personEmail: 'anna@' })).toEqual({
      personEmail: 'E-mail must be valid',
    });
    expect(stepErrors(3, { ...complete, personName: ' ' })).toEqual({ personName: 'Name is required' });
    expect(stepErrors(3, complete)).toBeNull();
  });

  it("asks for the consent on step 4: 'You must agree to continue!'", () => {
    expect(stepErrors(4, { ...complete, privacy: false })).toEqual({
      privacy: 'You must agree to continue!',
    });
    expect(messageKey('You must agree to continue!')).toEqual({ key: 'validation.agreeToContinue' });
  });

  it('takes a refusal of the server back to the step of its field', () => {
    expect(stepOfField('materialTypes.0')).toBe(1);
    expect(stepOfField('about')).toBe(2);
    expect(stepOfField('personEmail')).toBe(3);
    expect(stepOfField('homepage')).toBeNull();
    const refused = byField({ 'materialTypes.0': 'x', personEmail: 'y', privacy: 'z' });
    expect(refused).toEqual({ materialTypes: 'x', personEmail: 'y', privacy: 'z' });
    expect(firstStepWithError(refused)).toBe(1);
    expect(firstStepWithError({ homepage: 'This field must stay empty.' })).toBeNull();
  });

  it('sends the material types in the order of spec §9 and the interface language as the locale', () => {
    expect(reportBody(complete, 'it-IT')).toMatchObject({
      materialTypes: ['glass plate negatives', 'slides'],
      locale: 'it',
      homepage: '',
    });
    expect(reportBody(complete, 'fr').locale).toBe('de');
  });
});
