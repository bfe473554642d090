import { PREFERRED_PHONE_COUNTRIES } from '@retropics/domain/contracts/order.contract';

/**
 * The countries an address may name and their calling codes (ours: the countries the archive's
 * backers write from; the server takes any two-letter ISO code). Names come from the browser
 * (Intl.DisplayNames) in the reader's language.
 */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  de: '49',
  it: '39',
  at: '43',
  ch: '41',
  be: '32',
  bg: '359',
  cz: '420',
  dk: '45',
  ee: '372',
  es: '34',
  fi: '358',
  fr: '33',
  gb: '44',
  gr: '30',
  hr: '385',
  hu: '36',
  ie: '353',
  is: '354',
  li: '423',
  lt: '370',
  lu: '352',
  lv: '371',
  mt: '356',
  nl: '31',
  no: '47',
  pl: '48',
  pt: '351',
  ro: '40',
  se: '46',
  si: '386',
  sk: '421',
  sm: '378',
  va: '379',
  us: '1',
  ca: '1',
  au: '61',
  br: '55',
  il: '972',
  jp: '81',
  nz: '64',
  tr: '90',
  ua: '380',
  za: '27',
};

export interface CountryChoice {
  code: string;
  name: string;
}

function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code.toUpperCase();
  }
}

/** Every country of the list by name in the reader's language. */
export function countryChoices(language: string): CountryChoice[] {
  return Object.keys(CALLING_CODES)
    .map((code) => ({ code: code.toUpperCase(), name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** Spec §9: the phone countries offered first (de, it, at, ch), then the others by name. */
export function phoneCountryChoices(language: string): CountryChoice[] {
  const preferred: readonly string[] = PREFERRED_PHONE_COUNTRIES;
  const first = preferred.map((code) => ({ code, name: countryName(code, language) }));
  const rest = Object.keys(CALLING_CODES)
    .filter((code) => !preferred.includes(code))
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  return [...first, ...rest];
}

/** A phone number as the API stores it: '+49 301234567' (a national leading 0 dropped). */
export function internationalPhone(country: string, typed: string): string {
  const number = typed.trim();
  if (number === '') return '';
  if (number.startsWith('+')) return number;
  const code = CALLING_CODES[country] ?? CALLING_CODES.de;
  return `+${code} ${number.replace(/^0+/, '')}`;
}

/** The other way: the phone country and the rest of a stored number (the first matching code wins, preferred first). */
export function splitPhone(stored: string | null): { country: string; number: string } {
  if (!stored) return { country: 'de', number: '' };
  const compact = stored.trim();
  const codes = Object.entries(CALLING_CODES).sort((a, b) => b[1].length - a[1].length);
  for (const [country, code] of codes) {
    if (compact.startsWith(`+${code}`)) {
      const preferredFirst =
        Object.entries(CALLING_CODES).find(([, other]) => other === code)?.[0] ?? country;
      return { country: preferredFirst, number: compact.slice(code.length + 1).trim() };
    }
  }
  return { country: 'de', number: compact };
}
