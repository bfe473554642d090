import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Scrolls so `end` (the mark after a list) lies `gap` px below the bottom of the screen. */
function placeEndBelowScreen(end: Locator, gap: number): Promise<void> {
  return end.evaluate((element, below) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, top - window.innerHeight - below);
  }, gap);
}

/**
 * Infinite scroll of a plain list (spec §9, 40 px): with the list's end 80 px below the screen no
 * next page is asked for; at 20 px it is, once, and its cards join the list.
 */
export async function expectNextPageWithin40Px(
  end: Locator,
  cards: Locator,
  secondPageRequests: readonly string[],
  countAfter: number,
): Promise<void> {
  await placeEndBelowScreen(end, 80);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(secondPageRequests).toEqual([]);
  await placeEndBelowScreen(end, 20);
  await expect.poll(() => cards.count()).toBe(countAfter);
  expect(secondPageRequests).toHaveLength(1);
}

/**
 * Answers a list the page asks for with two pages of made-up members, 12 then 3 (15 in all),
 * linked by `hydra:next` = `nextUrl` (which must carry `page=2`). `matches` picks the list's
 * requests. Returns the addresses of the second page's requests, as they come.
 */
export async function answerInTwoPages(
  page: Page,
  matches: (url: URL) => boolean,
  nextUrl: string,
  member: (id: number) => unknown,
): Promise<string[]> {
  const secondPage: string[] = [];
  await page.route(matches, async (route) => {
    const url = new URL(route.request().url());
    const page2 = url.searchParams.get('page') === '2';
    if (page2) secondPage.push(route.request().url());
    const ids = page2 ? [13, 14, 15] : Array.from({ length: 12 }, (_, index) => index + 1);
    await route.fulfill({
      contentType: 'application/ld+json',
      body: JSON.stringify({
        'hydra:member': ids.map(member),
        'hydra:totalItems': 15,
        'hydra:view': page2 ? { '@id': nextUrl } : { '@id': url.pathname, 'hydra:next': nextUrl },
      }),
    });
  });
  return secondPage;
}
