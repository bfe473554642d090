import {
  type AttributeDefinition,
  attributeDefinitionsOf,
} from '@retropics/domain/contracts/category-attributes.contract';
import {
  type PhotographOutput,
  type PhotographUpdateInput,
  photographUpdateBody,
} from '@retropics/domain/contracts/photograph.contract';
import { completeShortYear, parseDateText, type YearRange } from '@retropics/domain/date-text';
import {
  type AttributeFormValue,
  attributeFormValues,
  checkedAttributes,
  type DraftErrors,
  errorsByField,
} from '../../components/comment-form/comment-draft';
import { type ChosenPlace, placeReferenceOf } from '../../components/place-search/place-field';

/** The languages the form edits, in the order the texts are sent (their index in violations). */
export const EDIT_LOCALES = ['de', 'en', 'it'] as const;
export type EditLocale = (typeof EDIT_LOCALES)[number];

export interface PhotographDraft {
  texts: Record<EditLocale, { name: string; description: string }>;
  dateText: string;
  /** As typed into the year fields; checked with the spec's messages on saving. */
  fromYear: string;
  toYear: string;
  place: ChosenPlace | null;
  /** Category IRIs. */
  categories: string[];
  /** Attribute values by code, across the chosen categories. */
  attributes: Record<string, AttributeFormValue>;
  isHidden: boolean;
  isBlackAndWhite: boolean;
  /** Null when the person may not see it (spec §6: editors and admins only). */
  internalRating: number | null;
  swapSides: boolean;
}

/** The saved photograph as its form shows it. `placeLabel` names its place in the reader's language. */
export function draftOfPhotograph(photograph: PhotographOutput, placeLabel: string | null): PhotographDraft {
  const textOf = (locale: EditLocale) => {
    const saved = photograph.translations.find((entry) => entry.locale === locale);
    return { name: saved?.name ?? '', description: saved?.description ?? '' };
  };
  return {
    texts: { de: textOf('de'), en: textOf('en'), it: textOf('it') },
    dateText: photograph.dateText ?? '',
    fromYear: photograph.fromYear === null ? '' : String(photograph.fromYear),
    toYear: photograph.toYear === null ? '' : String(photograph.toYear),
    place: photograph.place
      ? { iri: photograph.place['@id'], key: null, label: placeLabel ?? photograph.place.name }
      : null,
    categories: [...photograph.categories],
    attributes: attributeFormValues(Object.assign({}, ...Object.values(photograph.categoryAttributes))),
    isHidden: photograph.isHidden,
    isBlackAndWhite: photograph.isBlackAndWhite,
    internalRating: photograph.internalRating ?? null,
    swapSides: false,
  };
}

/**
 * Spec §5: what a date text stands for, as the form shows it while typing; null for a text that
 * is not one of the known forms (the year fields then stay as they are).
 */
export function yearsOfDateText(dateText: string): YearRange | null {
  return dateText.trim() ? parseDateText(dateText) : null;
}

/** A date text typed: the year fields follow it whenever it reads as a range. */
export function withDateText(draft: PhotographDraft, dateText: string): PhotographDraft {
  const years = yearsOfDateText(dateText);
  return years
    ? { ...draft, dateText, fromYear: String(years.fromYear), toYear: String(years.toYear) }
    : { ...draft, dateText };
}

/** Spec §5 'Short years are completed with 19 on change'. */
export function withYear(
  draft: PhotographDraft,
  field: 'fromYear' | 'toYear',
  typed: string,
): PhotographDraft {
  return { ...draft, [field]: completeShortYear(typed) };
}

/** The categories' attribute definitions, and which category each code belongs to. */
function definitionsByCategory(
  categories: ReadonlyArray<{
    '@id': string;
    translations: ReadonlyArray<{ attributesDefinition: readonly AttributeDefinition[] }>;
  }>,
  chosen: readonly string[],
) {
  return categories
    .filter((category) => chosen.includes(category['@id']))
    .map((category) => ({
      iri: category['@id'],
      definitions: attributeDefinitionsOf(category.translations),
    }));
}

/** Every attribute field the chosen categories ask for, once per code. */
export function attributeDefinitionsFor(
  categories: Parameters<typeof definitionsByCategory>[0],
  chosen: readonly string[],
): AttributeDefinition[] {
  const byCode = new Map<string, AttributeDefinition>();
  for (const { definitions } of definitionsByCategory(categories, chosen))
    for (const definition of definitions)
      if (!byCode.has(definition.code)) byCode.set(definition.code, definition);
  return [...byCode.values()];
}

/**
 * The request body of the draft (spec §7 PUT {photograph @id}), checked with the domain contract
 * the server checks with, or the messages per field (`translations.0.name`, `fromYear`,
 * `categoryAttributes.built`, …). The internal rating is sent only by those who see it.
 */
export function photographBody(
  draft: PhotographDraft,
  categories: Parameters<typeof definitionsByCategory>[0],
): { body: PhotographUpdateInput; errors: null } | { body: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const categoryAttributes: Record<string, Record<string, unknown>> = {};
  for (const { iri, definitions } of definitionsByCategory(categories, draft.categories)) {
    const own = Object.fromEntries(
      Object.entries(draft.attributes).filter(([code]) => definitions.some((entry) => entry.code === code)),
    );
    categoryAttributes[iri] = checkedAttributes(definitions, own, errors);
  }
  const body: PhotographUpdateInput = {
    translations: EDIT_LOCALES.map((locale) => ({ locale, ...draft.texts[locale] })),
    dateText: draft.dateText,
    fromYear: draft.fromYear,
    toYear: draft.toYear,
    place: placeReferenceOf(draft.place),
    categories: draft.categories,
    categoryAttributes,
    isHidden: draft.isHidden,
    isBlackAndWhite: draft.isBlackAndWhite,
    ...(draft.internalRating === null ? {} : { internalRating: draft.internalRating }),
    ...(draft.swapSides ? { swapSides: true } : {}),
  };
  const checked = photographUpdateBody.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      errors[fieldOfPath(issue.path.map(String).join('.'))] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}

/** Fields that show their own message; anything else shows above the buttons. */
const FIELDS = [
  'dateText',
  'fromYear',
  'toYear',
  'place',
  'categories',
  'isHidden',
  'isBlackAndWhite',
  'internalRating',
  'swapSides',
] as const;

/**
 * Where a message of the check or a server violation shows: a language's name or description
 * (`translations.1.name` → `en.name`), an attribute's field (the server names the category:
 * `categoryAttributes./categories/12.built` → `categoryAttributes.built`), a field, else `_error`.
 */
export function fieldOfPath(path: string): string {
  const text = /^translations\.(\d)\.(name|description)$/.exec(path);
  if (text) return `${EDIT_LOCALES[Number(text[1])] ?? 'de'}.${text[2]}`;
  if (path === 'translations' || path.startsWith('translations.')) return 'de.name';
  const attribute = /^categoryAttributes(?:\.\/categories\/\d+)?\.(.+)$/.exec(path);
  if (attribute) return `categoryAttributes.${attribute[1]}`;
  if (path.startsWith('categoryAttributes')) return 'categories';
  const head = path.split('.')[0] ?? '';
  return (FIELDS as readonly string[]).includes(head) ? head : '_error';
}

/** Messages per field they show beside (the check's and the server's paths alike). */
export function placeErrors(byPath: DraftErrors): DraftErrors {
  return errorsByField(byPath, fieldOfPath);
}
