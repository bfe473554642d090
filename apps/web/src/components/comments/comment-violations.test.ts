import { COMMENT_MESSAGES } from '@retropics/domain/contracts/comment.contract';
import { describe, expect, it } from 'vitest';
import { textFieldViolation, violationText } from './comment-violations';

describe('comment refusals in the reader language', () => {
  it('gives each known server message its own text', () => {
    expect(violationText(COMMENT_MESSAGES.textRequired)).toEqual({ key: 'violations.textRequired' });
    expect(violationText(COMMENT_MESSAGES.noBackside)).toEqual({ key: 'violations.noBackside' });
    expect(violationText(COMMENT_MESSAGES.textLength)).toEqual({
      key: 'violations.textLength',
      values: { max: 20_000 },
    });
  });

  it('translates a message it does not know into a general refusal, never English', () => {
    expect(violationText('Something new the server checks')).toEqual({ key: 'violations.other' });
  });

  it('shows the refusal of the text first, else whatever else was refused', () => {
    expect(
      textFieldViolation([
        { propertyPath: 'photograph', message: COMMENT_MESSAGES.unknownSubject },
        { propertyPath: 'text', message: COMMENT_MESSAGES.textLength },
      ])?.key,
    ).toBe('violations.textLength');
    expect(
      textFieldViolation([{ propertyPath: 'isBackside', message: COMMENT_MESSAGES.noBackside }])?.key,
    ).toBe('violations.noBackside');
    expect(textFieldViolation([])).toBeNull();
  });
});
