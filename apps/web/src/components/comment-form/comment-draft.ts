import {
  type AttributeDefinition,
  type AttributeValue,
  attributeDefinitionsOf,
  categoryAttributesSchema,
} from '@retropics/domain/contracts/category-attributes.contract';
import {
  type CommentOnSubjectInput,
  commentOnSubjectBody,
} from '@retropics/domain/contracts/comment.contract';
import type { FractionBox } from './box-geometry';

/** A Location or AlbumLink attribute as the form holds it: the chosen value, or nothing yet. */
export type LocationValue = { lat: number; lon: number; display_name: string };
export type AlbumLinkValue = { '@id': string; headline: string };
/** Text, Number, Date and Time are typed as text; Boolean is '', 'true' or 'false'. */
export type AttributeFormValue = string | LocationValue | AlbumLinkValue | null;

/** What the picture a comment is written on is: the subject of spec §7 POST /comments. */
export type CommentSubjectIri = { photograph: string } | { retrosnap: string } | { imageGallery: string };

/**
 * Spec §4 'Comment editing': the comment while it is being written. A new one starts with no box,
 * empty text, not private, on the side shown; one with an `iri` is saved by PUT.
 */
export interface CommentDraft {
  iri: string | null;
  subject: CommentSubjectIri;
  text: string;
  box: FractionBox | null;
  isPrivate: boolean;
  isBackside: boolean;
  category: string | null;
  attributes: Record<string, AttributeFormValue>;
  faceId: string | null;
  /** Albums that show the comment (kept as they were when a comment is edited). */
  galleries?: string[];
}

export function newCommentDraft(
  subject: CommentSubjectIri,
  preset: Partial<Pick<CommentDraft, 'box' | 'isBackside' | 'category' | 'faceId'>> = {},
): CommentDraft {
  return {
    iri: null,
    subject,
    text: '',
    box: null,
    isPrivate: false,
    isBackside: false,
    category: null,
    attributes: {},
    faceId: null,
    ...preset,
  };
}

interface CategoryWithAttributes {
  '@id': string;
  translations: ReadonlyArray<{ attributesDefinition: readonly AttributeDefinition[] }>;
}

/** Spec §5: comment categories are those whose isForComments is not false. */
export function commentCategories<T extends { isForComments?: boolean }>(
  categories: readonly T[] | undefined,
): T[] {
  return (categories ?? []).filter((category) => category.isForComments !== false);
}

/** The attribute fields of a category (one per code), none for no category. */
export function definitionsOf(category: CategoryWithAttributes | undefined): AttributeDefinition[] {
  return category ? attributeDefinitionsOf(category.translations) : [];
}

/** The form's typed-in values as the wire wants them; a value that does not fit stays as typed, for the check to name. */
export function attributeWireValues(
  definitions: readonly AttributeDefinition[],
  values: Record<string, AttributeFormValue>,
): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  for (const { code, type } of definitions) {
    const value = values[code];
    if (value === undefined || value === null || value === '') continue;
    if (typeof value !== 'string') {
      wire[code] = value;
    } else if (type === 'Number') {
      const number = Number(value.replace(',', '.'));
      wire[code] = value.trim() !== '' && Number.isFinite(number) ? number : value;
    } else if (type === 'Boolean') {
      wire[code] = value === 'true' ? true : value === 'false' ? false : value;
    } else {
      wire[code] = value.trim();
    }
  }
  return wire;
}

/** The form's values from a saved comment's attributes (to edit it). */
export function attributeFormValues(saved: Record<string, unknown>): Record<string, AttributeFormValue> {
  const values: Record<string, AttributeFormValue> = {};
  for (const [code, value] of Object.entries(saved)) {
    if (typeof value === 'string') values[code] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') values[code] = String(value);
    else if (value && typeof value === 'object') values[code] = value as LocationValue | AlbumLinkValue;
  }
  return values;
}

export type DraftErrors = Partial<Record<string, string>>;

/** Messages by the field they show beside (the form check's and the server's paths alike); the first per field wins. */
export function errorsByField(byPath: DraftErrors, fieldOfPath: (path: string) => string): DraftErrors {
  const placed: DraftErrors = {};
  for (const [path, text] of Object.entries(byPath)) {
    if (text !== undefined) placed[fieldOfPath(path)] ??= text;
  }
  return placed;
}

/**
 * The attribute fields checked with the contract the server checks with (comments and albums
 * alike): the values as the wire wants them, and a message per refused field
 * (`categoryAttributes.born`) put into `errors`.
 */
export function checkedAttributes(
  definitions: readonly AttributeDefinition[],
  values: Record<string, AttributeFormValue>,
  errors: DraftErrors,
): Record<string, AttributeValue> {
  const attributes = categoryAttributesSchema(definitions).safeParse(
    attributeWireValues(definitions, values),
  );
  if (attributes.success) return attributes.data;
  for (const issue of attributes.error.issues) {
    errors[['categoryAttributes', ...issue.path.map(String)].join('.')] ??= issue.message;
  }
  return {};
}

/** The request body of a draft, or the messages per field (`text`, `box`, `categoryAttributes.born`, …). */
export function checkDraft(
  draft: CommentDraft,
  definitions: readonly AttributeDefinition[],
): { body: CommentOnSubjectInput; errors: null } | { body: null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const categoryAttributes = checkedAttributes(definitions, draft.attributes, errors);
  const body: CommentOnSubjectInput = {
    ...draft.subject,
    text: draft.text,
    box: draft.box,
    isPrivate: draft.isPrivate,
    isBackside: draft.isBackside,
    category: draft.category,
    categoryAttributes,
    faceId: draft.faceId,
  };
  const checked = commentOnSubjectBody.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues)
      errors[issue.path.map(String).join('.') || '_error'] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { body: null, errors } : { body, errors: null };
}
