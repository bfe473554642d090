import { GALLERY_MESSAGES } from '@retropics/domain/contracts/image-gallery.contract';
import { galleryItem } from '@retropics/domain/gallery-items';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/hydra/hydra-client';
import { albumsByHeadline, choiceState, failureText } from './album-choices';

const lists = { photographs: [], retrosnaps: [], subGalleries: [], photographComments: [] };
const album = (id: number, headline: string) => ({ id, headline, '@id': `/image_galleries/${id}`, ...lists });

describe('the albums of the add-to-album dialog', () => {
  it('sorts by headline in the reader alphabet: case and umlauts aside, numbers as numbers', () => {
    const albums = [
      album(1, 'Zürich'),
      album(2, 'Album 10'),
      album(3, 'ämter'),
      album(4, 'Album 2'),
      album(5, 'alte Bahnhöfe'),
    ];
    expect(albumsByHeadline(albums, 'de').map((entry) => entry.headline)).toEqual([
      'Album 2',
      'Album 10',
      'alte Bahnhöfe',
      'ämter',
      'Zürich',
    ]);
    // Swedish puts ä after z: the reader's language decides.
    expect(albumsByHeadline([album(1, 'ämter'), album(2, 'Zürich')], 'sv').map((entry) => entry.id)).toEqual([
      2, 1,
    ]);
  });

  it('keeps two albums of one headline in a stable order', () => {
    expect(albumsByHeadline([album(9, 'Reise'), album(3, 'reise')], 'de').map((entry) => entry.id)).toEqual([
      3, 9,
    ]);
  });

  it('marks an album that holds the item, and the album itself as no place for it', () => {
    const holding = { ...album(1, 'A'), photographs: ['/photographs/4'] };
    expect(choiceState(holding, galleryItem('/photographs/4'))).toBe('holds');
    expect(choiceState(holding, galleryItem('/photographs/5'))).toBe('open');
    expect(choiceState(holding, galleryItem('/retrosnaps/4'))).toBe('open');
    expect(choiceState(holding, galleryItem('/image_galleries/1'))).toBe('self');
  });
});

describe('refusals of an album change in the reader language', () => {
  it('names the rule the server gave', () => {
    const refusal = (message: string) =>
      new ApiError(message, 422, [{ propertyPath: 'subGalleries', message }]);
    expect(failureText(refusal(GALLERY_MESSAGES.subGalleryCycle))).toEqual({ key: 'errors.cycle' });
    expect(failureText(refusal(GALLERY_MESSAGES.foreignPrivateSubGallery))).toEqual({
      key: 'errors.foreignPrivate',
    });
    expect(failureText(refusal(GALLERY_MESSAGES.unknownComment))).toEqual({ key: 'errors.commentNotYours' });
    expect(failureText(refusal(GALLERY_MESSAGES.tooMany))).toEqual({
      key: 'errors.tooMany',
      values: { max: 2000 },
    });
  });

  it('falls back on the status, and on "offline" when no answer came', () => {
    expect(failureText(new ApiError('Access Denied.', 403))).toEqual({ key: 'errors.notYours' });
    expect(failureText(new ApiError('Not Found', 404))).toEqual({ key: 'errors.albumGone' });
    expect(failureText(new ApiError('Unauthorized', 401))).toEqual({ key: 'errors.signedOut' });
    expect(failureText(new ApiError('Something new', 422, [{ propertyPath: 'x', message: 'new' }]))).toEqual({
      key: 'errors.other',
    });
    expect(failureText(new TypeError('Failed to fetch'))).toEqual({ key: 'errors.offline' });
  });
});
