import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  FROM_YEAR_MIN_MESSAGE,
  INTERNAL_RATING_MESSAGE,
  INVALID_YEAR_MESSAGE,
  internalRatingSchema,
  isValidInternalRating,
  photographYearsSchema,
  refineYearFields,
  TO_YEAR_ORDER_MESSAGE,
  validateYearFields,
  YEAR_INPUT_MAX_LENGTH,
  yearInputSchema,
} from './years.js';

describe('year messages', () => {
  it("are the spec's exact texts", () => {
    expect(INVALID_YEAR_MESSAGE).toBe('Invalid Year.');
    expect(FROM_YEAR_MIN_MESSAGE).toBe('Jahr (min.) muss größer oder gleich 1850 sein');
    expect(TO_YEAR_ORDER_MESSAGE).toBe('Jahr (max.) muss größer older gleich sein als Jahr (min.)');
  });

  it('limit the inputs to four characters', () => {
    expect(YEAR_INPUT_MAX_LENGTH).toBe(4);
  });
});

describe('validateYearFields', () => {
  it('accepts empty fields', () => {
    expect(validateYearFields({ fromYear: '', toYear: '' })).toEqual({});
    expect(validateYearFields({ fromYear: null, toYear: undefined })).toEqual({});
    expect(validateYearFields({})).toEqual({});
  });

  it('accepts a valid range as strings or numbers', () => {
    expect(validateYearFields({ fromYear: '1900', toYear: '1920' })).toEqual({});
    expect(validateYearFields({ fromYear: 1900, toYear: 1920 })).toEqual({});
    expect(validateYearFields({ fromYear: 1850, toYear: 1850 })).toEqual({});
  });

  it.each(['19', '190', '19000', 'abcd', '19.5', '-1900', '1900.5'])(
    "reports 'Invalid Year.' for fromYear '%s'",
    (year) => {
      expect(validateYearFields({ fromYear: year })).toEqual({ fromYear: INVALID_YEAR_MESSAGE });
    },
  );

  it.each(['19', 'abcd', '19000'])("reports 'Invalid Year.' for toYear '%s'", (year) => {
    expect(validateYearFields({ toYear: year })).toEqual({ toYear: INVALID_YEAR_MESSAGE });
  });

  it('reports fromYear before 1850', () => {
    expect(validateYearFields({ fromYear: '1849' })).toEqual({ fromYear: FROM_YEAR_MIN_MESSAGE });
    expect(validateYearFields({ fromYear: 1700 })).toEqual({ fromYear: FROM_YEAR_MIN_MESSAGE });
  });

  it('reports toYear before fromYear', () => {
    expect(validateYearFields({ fromYear: '1920', toYear: '1919' })).toEqual({
      toYear: TO_YEAR_ORDER_MESSAGE,
    });
  });

  it('accepts toYear without fromYear, and years up to what date texts produce', () => {
    expect(validateYearFields({ toYear: '1920' })).toEqual({});
    expect(validateYearFields({ fromYear: '1985', toYear: '1990' })).toEqual({});
  });

  it('does not compare toYear with an invalid fromYear', () => {
    expect(validateYearFields({ fromYear: '1800', toYear: '1820' })).toEqual({
      fromYear: FROM_YEAR_MIN_MESSAGE,
    });
    expect(validateYearFields({ fromYear: 'x', toYear: '1820' })).toEqual({ fromYear: INVALID_YEAR_MESSAGE });
  });

  it('reports both fields at once', () => {
    expect(validateYearFields({ fromYear: '18', toYear: '19' })).toEqual({
      fromYear: INVALID_YEAR_MESSAGE,
      toYear: INVALID_YEAR_MESSAGE,
    });
  });
});

describe('refineYearFields', () => {
  const schema = z
    .object({ fromYear: yearInputSchema, toYear: yearInputSchema })
    .superRefine(refineYearFields);

  it('adds issues on the matching paths', () => {
    const result = schema.safeParse({ fromYear: '1800', toYear: 'abc' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['fromYear'], FROM_YEAR_MIN_MESSAGE],
      [['toYear'], INVALID_YEAR_MESSAGE],
    ]);
  });

  it('passes valid years', () => {
    expect(schema.safeParse({ fromYear: 1900, toYear: '1910' }).success).toBe(true);
  });
});

describe('photographYearsSchema', () => {
  it('yields numbers, and null for empty fields', () => {
    expect(photographYearsSchema.parse({ fromYear: '1900', toYear: 1910 })).toEqual({
      fromYear: 1900,
      toYear: 1910,
    });
    expect(photographYearsSchema.parse({ fromYear: '', toYear: null })).toEqual({
      fromYear: null,
      toYear: null,
    });
    expect(photographYearsSchema.parse({})).toEqual({ fromYear: null, toYear: null });
  });

  it('refuses a backwards range with the order message', () => {
    const result = photographYearsSchema.safeParse({ fromYear: 1920, toYear: 1910 });
    expect(result.error?.issues).toMatchObject([{ path: ['toYear'], message: TO_YEAR_ORDER_MESSAGE }]);
  });

  it("refuses a value of the wrong type with 'Invalid Year.'", () => {
    const result = photographYearsSchema.safeParse({ fromYear: true });
    expect(result.error?.issues).toMatchObject([{ path: ['fromYear'], message: INVALID_YEAR_MESSAGE }]);
  });
});

describe('internal rating', () => {
  it.each([0, 1, 5, 10])('accepts %d', (rating) => {
    expect(isValidInternalRating(rating)).toBe(true);
    expect(internalRatingSchema.parse(rating)).toBe(rating);
  });

  it.each([-1, 11, 2.5, Number.NaN, '5', null])('refuses %s', (rating) => {
    expect(isValidInternalRating(rating)).toBe(false);
    expect(internalRatingSchema.safeParse(rating).error?.issues[0]?.message).toBe(INTERNAL_RATING_MESSAGE);
  });
});
