import { describe, expect, it } from 'vitest';
import type { PictureComment } from '../../lib/resources/comments';
import { pictureAreas } from './picture-areas';

function comment(id: number, fields: Partial<PictureComment>): PictureComment {
  return {
    '@id': `/comments/${id}`,
    id,
    text: `comment ${id}`,
    box: null,
    isBackside: false,
    isPrivate: false,
    faceId: null,
    category: null,
    categoryAttributes: {},
    galleries: [],
    myVote: null,
    photograph: '/photographs/1',
    retrosnap: null,
    imageGallery: null,
    author: null,
    dateCreated: '2026-01-01T00:00:00.000Z',
    upvoteCount: 0,
    ...fields,
  };
}

const photograph = {
  size: [1000, 500] as [number, number],
  faces: [
    { id: 'a', bounding_box: [100, 50, 200, 100] as [number, number, number, number] },
    { id: 'b', bounding_box: [500, 250, 100, 100] as [number, number, number, number] },
  ],
};

const comments = [
  comment(1, { box: { x: 0.1, y: 0.2, width: 0.3, height: 0.4, degrees: 0 } }),
  comment(2, { box: { x: 0.5, y: 0.5, width: 0.1, height: 0.1, degrees: 0 }, isBackside: true }),
  comment(3, {}),
  comment(4, { faceId: 'b', box: [0.5, 0.5, 0.1, 0.2, 0] }),
];

describe('areas drawn over the picture (spec §4)', () => {
  it('draws the front comments with a box, and faces nobody commented on as fractions', () => {
    const areas = pictureAreas(photograph, comments, false);
    expect(areas.map((area) => area.key)).toEqual(['comment-1', 'comment-4', 'face-a']);
    expect(areas.find((area) => area.key === 'face-a')).toMatchObject({
      x: 0.1,
      y: 0.1,
      width: 0.2,
      height: 0.2,
    });
    expect(areas.find((area) => area.key === 'comment-4')).toMatchObject({
      x: 0.5,
      y: 0.5,
      width: 0.1,
      height: 0.2,
    });
  });

  it('draws only the back-side comments on the back, and no faces without a back', () => {
    expect(pictureAreas(photograph, comments, true).map((area) => area.key)).toEqual(['comment-2']);
  });

  it("draws the back's faces on the back, in fractions of the back's size", () => {
    const withBack = {
      ...photograph,
      backSize: [400, 800] as [number, number],
      backFaces: [
        { id: 'c', bounding_box: [100, 200, 40, 80] as [number, number, number, number] },
        { id: 'd', bounding_box: [0, 0, 40, 40] as [number, number, number, number] },
      ],
    };
    const named = [...comments, comment(5, { faceId: 'd', isBackside: true })];
    const back = pictureAreas(withBack, named, true);
    expect(back.map((area) => area.key)).toEqual(['comment-2', 'face-c']);
    expect(back.find((area) => area.key === 'face-c')).toMatchObject({
      x: 0.25,
      y: 0.25,
      width: 0.1,
      height: 0.1,
    });
    // The front keeps its own faces.
    expect(pictureAreas(withBack, named, false).map((area) => area.key)).toEqual([
      'comment-1',
      'comment-4',
      'face-a',
    ]);
  });
});
