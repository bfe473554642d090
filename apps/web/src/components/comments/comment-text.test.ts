import { describe, expect, it } from 'vitest';
import { isBlankText, plainTextToRichText, quickCommentInput } from './comment-text';

describe('typed comment text', () => {
  it('keeps typed angle brackets as text, not markup', () => {
    expect(plainTextToRichText('a <img src=x onerror="go()"> & b')).toBe(
      '<p>a &lt;img src=x onerror=&quot;go()&quot;&gt; &amp; b</p>',
    );
  });

  it('turns blank lines into paragraphs and single ones into line breaks', () => {
    expect(plainTextToRichText('  Erste Zeile\nzweite\r\n\r\nNeuer Absatz  ')).toBe(
      '<p>Erste Zeile<br>zweite</p><p>Neuer Absatz</p>',
    );
  });

  it('counts only spaces and new lines as blank (spec §5 quick comment)', () => {
    expect(isBlankText('')).toBe(true);
    expect(isBlankText('  \n\t \n ')).toBe(true);
    expect(isBlankText(' . ')).toBe(false);
  });
});

describe('a quick comment (spec §7 POST /comments)', () => {
  it('goes on the side of the photograph the viewer shows, without a box', () => {
    expect(quickCommentInput({ photograph: 32, isBackside: true }, 'Rückseite')).toEqual({
      text: '<p>Rückseite</p>',
      box: null,
      isPrivate: false,
      photograph: '/photographs/32',
      isBackside: true,
    });
  });

  it('goes on a RetroSnap or an album', () => {
    expect(quickCommentInput({ retrosnap: 4 }, 'x')).toMatchObject({ retrosnap: '/retrosnaps/4' });
    expect(quickCommentInput({ imageGallery: 6 }, 'x')).toMatchObject({ imageGallery: '/image_galleries/6' });
  });
});
