import { KEPT_ALIVE_GALLERY_VIEWS } from '@retropics/domain/constants';
import { describe, expect, it } from 'vitest';
import { keepView } from './kept-alive';

const view = (pathname: string) => ({ pathname });

describe('keepView (spec §9: 5 gallery views kept alive)', () => {
  it('adds the view shown as the most recent one', () => {
    const kept = keepView([view('/image_galleries/show/1')], view('/image_galleries/show/2'), 5);
    expect(kept.map((entry) => entry.pathname)).toEqual([
      '/image_galleries/show/1',
      '/image_galleries/show/2',
    ]);
  });

  it('keeps one view per address, moved to the end with its latest location', () => {
    const again = { pathname: '/image_galleries/show/1', key: 'later' };
    const kept = keepView(
      [
        { pathname: '/image_galleries/show/1', key: 'first' },
        { pathname: '/image_galleries/show/2', key: 'x' },
      ],
      again,
      5,
    );
    expect(kept).toEqual([{ pathname: '/image_galleries/show/2', key: 'x' }, again]);
  });

  it('lets the oldest go beyond the limit', () => {
    let kept: readonly { pathname: string }[] = [];
    for (let id = 1; id <= 7; id++)
      kept = keepView(kept, view(`/image_galleries/show/${id}`), KEPT_ALIVE_GALLERY_VIEWS);
    expect(kept.map((entry) => entry.pathname)).toEqual(
      [3, 4, 5, 6, 7].map((id) => `/image_galleries/show/${id}`),
    );
  });

  it('answers the same list when the view shown is already the most recent', () => {
    const current = view('/image_galleries/show/1');
    const kept = [view('/image_galleries/show/2'), current];
    expect(keepView(kept, current, 5)).toBe(kept);
  });
});
