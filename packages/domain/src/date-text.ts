/**
 * Free-text dates of photographs (spec §5, 'Date text').
 *
 * Archivists type dates the way they find them on the back of a picture: '1921', '1920er',
 * 'ca. 1905', '3.5.1921', '1920-25'. The photograph keeps that text as written and derives the
 * searchable year range from it with {@link parseDateText}. The web form and the server's import
 * both call this one function, so a date means the same year range wherever it was entered.
 */

import { DATE_TEXT_YEAR_MAX, YEAR_MIN } from './constants.js';

export interface YearRange {
  fromYear: number;
  toYear: number;
}

/** 'ca 1920' means give or take this many years. */
const CIRCA_SPREAD_YEARS = 5;

/** Century assumed for two-digit years: the archive is about 1850..1990, so '25' is 1925. */
const SHORT_YEAR_CENTURY = 1900;

/** Dashes people type between two years: hyphen-minus, en dash and em dash. */
const DASH = '\\s*[-\u2013\u2014]\\s*';

const YEAR = /^(\d{4})$/;
const DECADE = /^(\d{3}0)(?:s|'s|er)$/;
const CIRCA = /^(?:ca\.?|circa)\s*(\d{4})$/;
const DAY_MONTH_YEAR = /^(\d{1,2})\.\s*(\d{1,2})\.\s*(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHORT_YEAR_RANGE = new RegExp(`^(\\d{2})${DASH}(\\d{2})$`);
const YEAR_SHORT_YEAR_RANGE = new RegExp(`^(\\d{4})${DASH}(\\d{2})$`);
const YEAR_RANGE = new RegExp(`^(\\d{4})(?:${DASH}|\\s+)(\\d{4})$`);

/**
 * Parses a free-text date into the year range it stands for, or `null` when the text is not one of
 * the known forms or the range is implausible.
 *
 * Forms (surrounding blanks and letter case are ignored):
 * - `1921` → 1921–1921
 * - `1920s`, `1920's`, `1920er` (a decade; the year must end in 0) → 1920–1929
 * - `ca 1920`, `ca. 1920`, `circa 1920` → 1915–1925
 * - `3.5.1921` (d.m.yyyy) and `1921-05-03` (yyyy-mm-dd) → 1921–1921; the day must exist
 * - `20-25` (yy-yy) → 1920–1925
 * - `1920-25` (yyyy-yy; the second year takes the first one's century) → 1920–1925
 * - `1920 1925` and `1920-1925` → 1920–1925
 *
 * Both years must lie within 1850..1990 and the range must not run backwards; otherwise the
 * result is `null` rather than a clamped range, because a silently altered range would put the
 * picture in the wrong decade without anyone noticing. Note that this also rejects a 'ca' or
 * decade form whose spread leaves the window (e.g. 'ca 1850' would start at 1845).
 */
export function parseDateText(text: string): YearRange | null {
  const normalised = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const range = matchForm(normalised);
  if (range === null) return null;
  return isPlausible(range) ? range : null;
}

function matchForm(text: string): YearRange | null {
  let m = YEAR.exec(text);
  if (m) return single(Number(m[1]));

  m = DECADE.exec(text);
  if (m) {
    const decade = Number(m[1]);
    return { fromYear: decade, toYear: decade + 9 };
  }

  m = CIRCA.exec(text);
  if (m) {
    const year = Number(m[1]);
    return { fromYear: year - CIRCA_SPREAD_YEARS, toYear: year + CIRCA_SPREAD_YEARS };
  }

  m = DAY_MONTH_YEAR.exec(text);
  if (m) return dateYear(Number(m[3]), Number(m[2]), Number(m[1]));

  m = ISO_DATE.exec(text);
  if (m) return dateYear(Number(m[1]), Number(m[2]), Number(m[3]));

  m = SHORT_YEAR_RANGE.exec(text);
  if (m) return { fromYear: SHORT_YEAR_CENTURY + Number(m[1]), toYear: SHORT_YEAR_CENTURY + Number(m[2]) };

  m = YEAR_SHORT_YEAR_RANGE.exec(text);
  if (m) {
    const fromYear = Number(m[1]);
    return { fromYear, toYear: fromYear - (fromYear % 100) + Number(m[2]) };
  }

  m = YEAR_RANGE.exec(text);
  if (m) return { fromYear: Number(m[1]), toYear: Number(m[2]) };

  return null;
}

function single(year: number): YearRange {
  return { fromYear: year, toYear: year };
}

/** A full date stands for its year, but only if the day exists (so '31.2.1921' is a typo, not 1921). */
function dateYear(year: number, month: number, day: number): YearRange | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth ? single(year) : null;
}

function isPlausible({ fromYear, toYear }: YearRange): boolean {
  return fromYear >= YEAR_MIN && toYear <= DATE_TEXT_YEAR_MAX && fromYear <= toYear;
}

/**
 * Completes a two-digit year typed into a year field to a full year ('25' → '1925'), as the form
 * does when the field changes. Anything else is returned as typed (trimmed), so that the year
 * validation can report it instead of it being silently rewritten.
 */
export function completeShortYear(text: string): string {
  const trimmed = text.trim();
  return /^\d{2}$/.test(trimmed) ? String(SHORT_YEAR_CENTURY + Number(trimmed)) : trimmed;
}
