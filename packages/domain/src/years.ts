/**
 * The year fields of a photograph (`fromYear`, `toYear`) and its internal rating (spec §5).
 *
 * The web form shows the messages below under the fields; the server returns the same messages as
 * violations, so a user sees identical wording whether the browser or the server caught a mistake.
 * The messages are the spec's exact (German) texts, typo included: translations and end-to-end
 * tests look them up verbatim.
 */

import { z } from 'zod';
import { INTERNAL_RATING_MAX, INTERNAL_RATING_MIN, YEAR_MIN } from './constants.js';

export const INVALID_YEAR_MESSAGE = 'Invalid Year.';
export const FROM_YEAR_MIN_MESSAGE = `Jahr (min.) muss größer oder gleich ${YEAR_MIN} sein`;
/** 'older' (for 'oder') is the spec's exact text; do not correct it here. */
export const TO_YEAR_ORDER_MESSAGE = 'Jahr (max.) muss größer older gleich sein als Jahr (min.)';
export const INTERNAL_RATING_MESSAGE = `Internal rating must be a whole number from ${INTERNAL_RATING_MIN} to ${INTERNAL_RATING_MAX}`;

/** `maxlength` of the year inputs: a year has four digits. */
export const YEAR_INPUT_MAX_LENGTH = 4;

/** What a year field may hold: form inputs give strings, JSON gives numbers or null. */
export type YearInput = string | number | null | undefined;

export interface YearFieldErrors {
  fromYear?: string;
  toYear?: string;
}

const FOUR_DIGITS = /^\d{4}$/;

/** Empty means 'unknown', which is allowed; the spec only constrains years that are given. */
function yearText(value: YearInput): string {
  if (value === null || value === undefined) return '';
  return String(value).trim();
}

/**
 * Checks the two year fields and returns at most one message per field (the first rule broken),
 * or an empty object when both are fine.
 *
 * - Either field may be empty.
 * - A given year must be exactly four digits ('Invalid Year.').
 * - `fromYear` must be at least 1850.
 * - `toYear` must not be before `fromYear`; this is only checked when `fromYear` is itself a valid
 *   year, so that one mistake does not produce two messages.
 *
 * There is deliberately no upper bound here: date texts may parse up to 1990 (see date-text.ts),
 * and the year fields must be able to hold what a date text produced.
 */
export function validateYearFields(values: { fromYear?: YearInput; toYear?: YearInput }): YearFieldErrors {
  const errors: YearFieldErrors = {};
  const from = yearText(values.fromYear);
  const to = yearText(values.toYear);

  let validFrom: number | null = null;
  if (from !== '') {
    if (!FOUR_DIGITS.test(from)) errors.fromYear = INVALID_YEAR_MESSAGE;
    else if (Number(from) < YEAR_MIN) errors.fromYear = FROM_YEAR_MIN_MESSAGE;
    else validFrom = Number(from);
  }

  if (to !== '') {
    if (!FOUR_DIGITS.test(to)) errors.toYear = INVALID_YEAR_MESSAGE;
    else if (validFrom !== null && Number(to) < validFrom) errors.toYear = TO_YEAR_ORDER_MESSAGE;
  }

  return errors;
}

/**
 * Zod refinement for any object schema that has `fromYear` and `toYear`, reporting the same
 * messages as {@link validateYearFields} on the matching paths. Use it with `.superRefine()`:
 *
 * ```ts
 * const photographInput = z.object({ fromYear: yearInputSchema, toYear: yearInputSchema, ... })
 *   .superRefine(refineYearFields);
 * ```
 */
export function refineYearFields(
  values: { fromYear?: YearInput; toYear?: YearInput },
  ctx: z.RefinementCtx,
): void {
  const errors = validateYearFields(values);
  for (const field of ['fromYear', 'toYear'] as const) {
    const message = errors[field];
    if (message !== undefined) ctx.addIssue({ code: 'custom', message, path: [field] });
  }
}

/** Accepts what a year field may carry; the rules themselves live in {@link refineYearFields}. */
export const yearInputSchema = z
  .union([z.string(), z.number(), z.null()], { error: INVALID_YEAR_MESSAGE })
  .optional();

function toYearOrNull(value: YearInput): number | null {
  const text = yearText(value);
  return text === '' ? null : Number(text);
}

/**
 * Ready-made schema for the two fields: validates them and yields numbers, with `null` for an
 * empty field, which is what the database stores.
 */
export const photographYearsSchema = z
  .object({ fromYear: yearInputSchema, toYear: yearInputSchema })
  .superRefine(refineYearFields)
  .transform((values) => ({ fromYear: toYearOrNull(values.fromYear), toYear: toYearOrNull(values.toYear) }));

/** Internal rating of a photograph: a whole number 0..10. */
export const internalRatingSchema = z
  .number({ error: INTERNAL_RATING_MESSAGE })
  .int({ error: INTERNAL_RATING_MESSAGE })
  .min(INTERNAL_RATING_MIN, { error: INTERNAL_RATING_MESSAGE })
  .max(INTERNAL_RATING_MAX, { error: INTERNAL_RATING_MESSAGE });

export function isValidInternalRating(value: unknown): value is number {
  return internalRatingSchema.safeParse(value).success;
}
