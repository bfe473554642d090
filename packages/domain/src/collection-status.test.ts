import { describe, expect, it } from 'vitest';
import {
  collectionCloseTarget,
  crowdfundingProgress,
  crowdfundingText,
  isListedOnLanding,
  type LandingSortable,
  landingCollections,
  landingSort,
  showsCollage,
  showsCrowdfunding,
  showsLicenceInfo,
  showsPhotographGrid,
} from './collection-status.js';

const statuses = [0, 1, 2, 3, 4, 5];
const where = (predicate: (status: number) => boolean) => statuses.filter(predicate);

describe('status rules', () => {
  it('show crowdfunding styling and perks at statuses 1 and 2', () => {
    expect(where(showsCrowdfunding)).toEqual([1, 2]);
  });

  it('hide the photograph grid at statuses 0 and 3', () => {
    expect(where(showsPhotographGrid)).toEqual([1, 2, 4, 5]);
  });

  it('show licence info unless the status is 1 or 2', () => {
    expect(where(showsLicenceInfo)).toEqual([0, 3, 4, 5]);
  });

  it('list only status 1 on the landing page and show its collage', () => {
    expect(where(isListedOnLanding)).toEqual([1]);
    expect(where(showsCollage)).toEqual([1]);
  });
});

describe('collectionCloseTarget', () => {
  it('goes to /collections for crowdfunding statuses with a goal', () => {
    expect(collectionCloseTarget({ status: 1, crowdfundingRequired: 5000 })).toBe('/collections');
    expect(collectionCloseTarget({ status: 2, crowdfundingRequired: 0 })).toBe('/collections');
  });

  it('goes to /feed without a goal or in other statuses', () => {
    expect(collectionCloseTarget({ status: 1, crowdfundingRequired: null })).toBe('/feed');
    expect(collectionCloseTarget({ status: 2 })).toBe('/feed');
    expect(collectionCloseTarget({ status: 0, crowdfundingRequired: 5000 })).toBe('/feed');
    expect(collectionCloseTarget({ status: 4, crowdfundingRequired: 5000 })).toBe('/feed');
  });
});

describe('crowdfundingProgress', () => {
  it('is funded / required x 100', () => {
    expect(crowdfundingProgress(250, 1000)).toBe(25);
    expect(crowdfundingProgress(1000, 1000)).toBe(100);
    expect(crowdfundingProgress(0, 1000)).toBe(0);
  });

  it('is 0 when nothing is required', () => {
    expect(crowdfundingProgress(0, 0)).toBe(0);
    expect(crowdfundingProgress(300, 0)).toBe(0);
  });

  it('is not capped for over-funded collections', () => {
    expect(crowdfundingProgress(1500, 1000)).toBe(150);
  });
});

describe('crowdfundingText', () => {
  it("names the goal ('von X€') up to and including half funded", () => {
    expect(crowdfundingText(0, 1000)).toEqual({ kind: 'of', amount: 1000 });
    expect(crowdfundingText(500, 1000)).toEqual({ kind: 'of', amount: 1000 });
  });

  it("names what is missing ('noch Y€') beyond half funded", () => {
    expect(crowdfundingText(501, 1000)).toEqual({ kind: 'remaining', amount: 499 });
    expect(crowdfundingText(900, 1000)).toEqual({ kind: 'remaining', amount: 100 });
  });

  it('never names a negative remainder', () => {
    expect(crowdfundingText(1200, 1000)).toEqual({ kind: 'remaining', amount: 0 });
  });
});

describe('landingSort', () => {
  const sorted = (list: (LandingSortable & { name: string })[]) =>
    [...list].sort(landingSort).map((c) => c.name);

  it('puts collections with funding data first', () => {
    expect(
      sorted([
        { name: 'none', crowdfundingRequired: null, internalRating: 10 },
        { name: 'zero', crowdfundingRequired: 0, crowdfundingFunded: 0, internalRating: 9 },
        { name: 'funded', crowdfundingRequired: 1000, crowdfundingFunded: 0, internalRating: 0 },
      ]),
    ).toEqual(['funded', 'none', 'zero']);
  });

  it('then ranks the larger funded share first', () => {
    expect(
      sorted([
        { name: 'quarter', crowdfundingRequired: 4000, crowdfundingFunded: 1000 },
        { name: 'most', crowdfundingRequired: 100, crowdfundingFunded: 90 },
        { name: 'half', crowdfundingRequired: 2000, crowdfundingFunded: 1000 },
      ]),
    ).toEqual(['most', 'half', 'quarter']);
  });

  it('then ranks the higher internal rating first, unrated last', () => {
    expect(
      sorted([
        { name: 'unrated', crowdfundingRequired: 100, crowdfundingFunded: 50 },
        { name: 'three', crowdfundingRequired: 100, crowdfundingFunded: 50, internalRating: 3 },
        { name: 'zero', crowdfundingRequired: 200, crowdfundingFunded: 100, internalRating: 0 },
        { name: 'eight', crowdfundingRequired: 10, crowdfundingFunded: 5, internalRating: 8 },
      ]),
    ).toEqual(['eight', 'three', 'zero', 'unrated']);
  });

  it('ranks collections without funding data by rating', () => {
    expect(
      sorted([
        { name: 'low', internalRating: 1 },
        { name: 'high', internalRating: 7 },
      ]),
    ).toEqual(['high', 'low']);
  });
});

describe('landingCollections', () => {
  it('keeps only crowdfunding collections, sorted', () => {
    const list = [
      { name: 'new', status: 0, crowdfundingRequired: 100, crowdfundingFunded: 99 },
      { name: 'low', status: 1, crowdfundingRequired: 100, crowdfundingFunded: 10 },
      { name: 'funded', status: 2, crowdfundingRequired: 100, crowdfundingFunded: 100 },
      { name: 'high', status: 1, crowdfundingRequired: 100, crowdfundingFunded: 60 },
    ];
    expect(landingCollections(list).map((c) => c.name)).toEqual(['high', 'low']);
    expect(list.map((c) => c.name)).toEqual(['new', 'low', 'funded', 'high']);
  });
});
