import { MENTION_MESSAGES, saveMentionFields } from '@retropics/domain/contracts/mention.contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { mentionMessageText, placeMentionErrors, violationsOfIssues } from './mention-messages';

const t = ((key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction<'people'>;

describe('mention messages in the reader language', () => {
  it('translates the contract messages, the spec one included', () => {
    expect(mentionMessageText(t, MENTION_MESSAGES.descriptionRequired)).toBe('errors.descriptionRequired');
    expect(mentionMessageText(t, MENTION_MESSAGES.parentLoop)).toBe('errors.parentLoop');
    expect(mentionMessageText(t, MENTION_MESSAGES.nameLength)).toMatch(/^errors\.nameLength \{"max":\d+\}$/);
  });

  it('gives an unknown message a translated sentence instead of English', () => {
    expect(mentionMessageText(t, 'A rule the server learnt later')).toBe('errors.other');
  });

  it('places messages beside their fields and the rest above the buttons, first one wins', () => {
    const placed = placeMentionErrors(
      [
        { propertyPath: 'mother', message: 'a' },
        { propertyPath: 'mother', message: 'b' },
        { propertyPath: 'box.x', message: 'c' },
        { propertyPath: 'cropperImage', message: 'd' },
      ],
      ['mother', 'father'],
    );
    expect(placed).toEqual({ mother: 'a', _error: 'c' });
  });

  it("reads the contract's own check of a new person without a description", () => {
    const checked = saveMentionFields.safeParse({
      newMention: 'Anna Huber',
      cropperImage: 'data:image/jpeg;base64,/9j/4AAQ',
      newAlbumDescription: '  ',
      photograph: '/photographs/12',
      box: JSON.stringify({ x: 0.1, y: 0.1, width: 0.2, height: 0.2, degrees: 0 }),
    });
    expect(checked.success).toBe(false);
    if (checked.success) return;
    expect(violationsOfIssues(checked.error)).toEqual([
      { propertyPath: 'newAlbumDescription', message: MENTION_MESSAGES.descriptionRequired },
    ]);
  });
});
