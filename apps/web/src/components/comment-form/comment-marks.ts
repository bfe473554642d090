/**
 * Spec §2 speed dial and selection dialog: what a new comment marks. Each kind but 'section' and
 * 'emptyArea' presets the category of that name (spec §3 names Person, Gebäude, Automobile, Text);
 * 'emptyArea' is a comment on the whole picture, without a box.
 */
export type MarkKind = 'section' | 'person' | 'building' | 'car' | 'text' | 'emptyArea';

const CATEGORY_NAME: Partial<Record<MarkKind, string>> = {
  person: 'Person',
  building: 'Gebäude',
  car: 'Automobile',
  text: 'Text',
};

/** The speed-dial entries that start a comment, and what each marks ('comment' asks first). */
export const SPEED_DIAL_MARKS = {
  comment: null,
  selectSection: 'section',
  selectPerson: 'person',
  selectBuilding: 'building',
  selectCar: 'car',
  selectText: 'text',
} as const satisfies Record<string, MarkKind | null>;

export type CommentActionKey = keyof typeof SPEED_DIAL_MARKS;

/** The IRI of the category a kind presets, among the comment categories; null for none (or not there). */
export function presetCategory(
  kind: MarkKind,
  categories: ReadonlyArray<{ '@id': string; name: string }>,
): string | null {
  const name = CATEGORY_NAME[kind];
  return (name && categories.find((category) => category.name === name)?.['@id']) || null;
}

/** Spec §4 (comment rectangles) with our label: the first words of a comment, as many as fit a label. */
export function firstWords(text: string, count = 5): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return words.length > count ? `${words.slice(0, count).join(' ')} …` : words.join(' ');
}
