import { ATTRIBUTE_MESSAGES } from '@retropics/domain/contracts/category-attributes.contract';
import { COMMENT_MESSAGES } from '@retropics/domain/contracts/comment.contract';
import { describe, expect, it } from 'vitest';
import { attributeWireValues, checkDraft, newCommentDraft } from './comment-draft';

const person = [
  { code: 'name', name: 'Name', type: 'Text' as const },
  { code: 'born', name: 'Geboren', type: 'Date' as const },
  { code: 'height', name: 'Größe', type: 'Number' as const },
  { code: 'alive', name: 'Lebt', type: 'Boolean' as const },
];

describe('comment draft', () => {
  const draft = newCommentDraft(
    { photograph: '/photographs/7' },
    { isBackside: true, category: '/categories/1' },
  );

  it('starts empty, not private, on the side given', () => {
    expect(draft).toMatchObject({ iri: null, text: '', box: null, isPrivate: false, isBackside: true });
  });

  it('types the form values as the wire wants them and leaves empty fields out', () => {
    expect(attributeWireValues(person, { name: ' Anna ', born: '', height: '1,62', alive: 'false' })).toEqual(
      { name: 'Anna', height: 1.62, alive: false },
    );
    // A number that is none stays as typed, for the check to name.
    expect(attributeWireValues(person, { height: 'groß' })).toEqual({ height: 'groß' });
  });

  it('builds the request body of a valid draft', () => {
    const box = { x: 0.1, y: 0.2, width: 0.3, height: 0.4, degrees: 15 };
    const checked = checkDraft(
      { ...draft, text: 'Meine Urgroßmutter', box, attributes: { born: '1890-05-01' } },
      person,
    );
    expect(checked.errors).toBeNull();
    expect(checked.body).toMatchObject({
      photograph: '/photographs/7',
      text: 'Meine Urgroßmutter',
      box,
      isBackside: true,
      category: '/categories/1',
      categoryAttributes: { born: '1890-05-01' },
    });
  });

  it('names each field that fails the contract: blank text, early date, not a number', () => {
    const checked = checkDraft(
      { ...draft, text: '  ', attributes: { born: '1650-01-01', height: 'groß' } },
      person,
    );
    expect(checked.errors).toEqual({
      text: COMMENT_MESSAGES.textRequired,
      'categoryAttributes.born': ATTRIBUTE_MESSAGES.dateMin,
      'categoryAttributes.height': ATTRIBUTE_MESSAGES.number,
    });
  });

  it('refuses a box reaching outside the picture', () => {
    const checked = checkDraft(
      { ...draft, text: 'x', box: { x: 0.8, y: 0, width: 0.3, height: 0.1, degrees: 0 } },
      [],
    );
    expect(checked.errors).toEqual({ box: COMMENT_MESSAGES.boxInside });
  });
});
