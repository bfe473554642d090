import { describe, expect, it } from 'vitest';
import {
  collectionReportBody,
  REPORT_MESSAGES,
  reportContactStep,
  reportSubjectStep,
} from './collection-report.contract.js';

const valid = {
  headline: 'Glasplatten vom Dachboden',
  howManyPhotographs: '51 - 100',
  materialTypes: ['slides', 'glass plate negatives', 'slides'],
  isDigitalized: false,
  about: 'Eine Kiste voller Platten',
  personName: 'Anna Huber',
  personEmail: 'anna@example.org',
  privacy: true,
};

const problems = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('collectionReportBody', () => {
  it('keeps each material type once, in the order of spec §9', () => {
    const report = collectionReportBody.parse(valid);
    expect(report.materialTypes).toEqual(['glass plate negatives', 'slides']);
    expect(report.headline).toBe('Glasplatten vom Dachboden');
  });

  it('names every refused field with its message', () => {
    const result = collectionReportBody.safeParse({
      headline: ' ',
      howManyPhotographs: 'a thousand',
      materialTypes: ['daguerreotypes'],
      personName: '',
      personEmail: 'anna',
      privacy: false,
      homepage: 'https://spam.example',
      locale: 'fr',
    });
    expect(problems(result)).toEqual({
      headline: REPORT_MESSAGES.headlineRequired,
      howManyPhotographs: REPORT_MESSAGES.howManyPhotographs,
      'materialTypes.0': REPORT_MESSAGES.materialTypes,
      personName: 'Name is required',
      personEmail: 'E-mail must be valid',
      privacy: 'You must agree to continue!',
      homepage: REPORT_MESSAGES.honeypot,
      locale: REPORT_MESSAGES.locale,
    });
  });

  it('lets the wizard check one step at a time', () => {
    expect(reportSubjectStep.safeParse({ headline: 'Fotos', howManyPhotographs: '1 - 10' }).success).toBe(
      true,
    );
    expect(problems(reportContactStep.safeParse({ personName: 'Anna', personEmail: '' }))).toEqual({
      personEmail: 'E-mail is required',
    });
  });
});
