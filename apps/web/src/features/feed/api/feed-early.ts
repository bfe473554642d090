// Part of the tiny early script (src/app/boot/early-splash.ts), which index.html loads before the
// app's code. When the app opens on the plain feed, it takes the first page the server wrote into
// the HTML (or asks for it, when the page came from the service worker) and lays the first cards' pictures out in the splash exactly where the masonry will put them: on a slow
// phone the feed's largest paint then waits neither for React nor for the feed's own code.
import { PLAIN_FEED_URL } from '@retropics/domain/constants';
import { tileRatio, tileSpan } from '../../../components/masonry/aspect-tile';
import {
  layoutMasonry,
  MASONRY_DEFAULTS,
  type TilePlacement,
} from '../../../components/masonry/masonry-layout';
import type { HydraCollection } from '../../../lib/hydra/hydra-client';
import type { FeedItem } from '../../../lib/resources/feed-items';
import { getSettings } from '../../../lib/settings/settings-storage';
import { firstPictureUrl } from '../first-picture';

/** Id of the script element in which the server hands `/feed` its first page (web-app plugin). */
const INLINE_PAGE_ID = 'early-feed';

/** Cards whose pictures are fetched ahead: the first screen of a phone, most of a desktop's. */
const FIRST_CARDS = 6;

type FeedPage = HydraCollection<FeedItem>;

/** The feed grid's width: MUI's xl container (1920 px) less its gutters (16 px, 24 px from 600 px). */
export function feedGridWidth(): number {
  const viewport = document.documentElement.clientWidth;
  return Math.min(viewport, 1920) - 2 * (viewport >= 600 ? 24 : 16);
}

export interface FirstCard {
  placement: TilePlacement;
  url: string | null;
}

/** Where the first cards go and which picture each shows: the masonry's own layout and choice. */
export function firstCards(items: readonly FeedItem[]): FirstCard[] {
  const first = items.slice(0, FIRST_CARDS);
  const layout = layoutMasonry(
    first.map((item) => tileRatio(item.imageRatio, true)),
    // The first page is never the last: its open cells wait for the next page, as in the feed.
    { width: feedGridWidth(), ...MASONRY_DEFAULTS, closeHoles: false },
    (index) => tileSpan((first[index] as FeedItem).imageRatio, true),
  );
  const settings = getSettings();
  return first.flatMap((item, index) => {
    const placement = layout.placements[index];
    return placement ? [{ placement, url: firstPictureUrl(item, placement, settings) }] : [];
  });
}

/** The splash in index.html, while React has not replaced it yet. */
function splash(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#root > .boot');
}

/** Turns the splash into the feed's frame (toolbar, landing row), styled in index.html. */
function prepareSplash(): HTMLElement | null {
  const root = splash();
  if (!root) return null;
  // On phones the server wrote the frame and the first card already (web-app plugin).
  const written = root.querySelector<HTMLElement>('.boot-grid');
  if (written) return written;
  root.classList.add('boot-feed');
  const grid = document.createElement('div');
  grid.className = 'boot-grid';
  root.append(grid);
  return grid;
}

function showCards(grid: HTMLElement, items: readonly FeedItem[]): void {
  if (!splash()) return;
  const pictures: Array<{ card: HTMLElement; url: string }> = [];
  // The server's first card shows (phones): it is the first placement, picture and all.
  const written = grid.querySelector<HTMLElement>('.boot-first');
  const skipFirst = written !== null && getComputedStyle(written).display !== 'none';
  for (const [index, { placement, url }] of firstCards(items).entries()) {
    if (index === 0 && skipFirst) continue;
    if (placement.y > window.innerHeight) continue;
    const card = document.createElement('div');
    card.className = 'boot-card';
    card.style.cssText = `left:${placement.x}px;top:${placement.y}px;width:${placement.width}px;height:${placement.height}px`;
    grid.append(card);
    if (url) pictures.push({ card, url });
  }
  // The first picture alone, then the others: on a slow line it gets the whole bandwidth (it is the
  // largest paint), while the app's code still downloads.
  const [first, ...others] = pictures;
  if (first)
    showPicture(first.card, first.url, () => {
      for (const { card, url } of others) showPicture(card, url);
    });
}

function showPicture(card: HTMLElement, url: string, then?: () => void): void {
  const image = document.createElement('img');
  image.alt = '';
  image.fetchPriority = 'high';
  // Only a picture that loads is shown; a missing one leaves the card's plain background.
  image.addEventListener('load', () => card.append(image), { once: true });
  if (then) {
    image.addEventListener('load', then, { once: true });
    image.addEventListener('error', then, { once: true });
  }
  image.src = url;
}

let early: Promise<FeedPage> | null = null;
let arrived: FeedPage | undefined;
let grid: HTMLElement | null = null;

/** The splash's grid; the script may run before the parser has reached #root. */
function splashGrid(): HTMLElement | null {
  grid ??= prepareSplash();
  return grid;
}

/** The first page as the server wrote it into the HTML, if it did (not when the page came from the service worker). */
function inlinePage(): FeedPage | null {
  const text = document.getElementById(INLINE_PAGE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as FeedPage;
  } catch {
    return null;
  }
}

// Raw fetch, not lib/hydra's client: this script runs before the app and must stay a few KB.
function fetchPage(): Promise<FeedPage> {
  return fetch(PLAIN_FEED_URL, { headers: { Accept: 'application/ld+json' } }).then(async (response) => {
    if (!response.ok) throw new Error(String(response.status));
    return (await response.json()) as FeedPage;
  });
}

/**
 * The parsed document: this script is async and may run before the parser has reached #root and
 * the inline page. 'interactive' comes when parsing ends, before the app's deferred scripts run.
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('readystatechange', () => resolve(), { once: true }),
  );
}

function requestEarly(): void {
  splashGrid();
  const inline = inlinePage();
  early = (inline ? Promise.resolve(inline) : documentParsed().then(inlinePage))
    .then((page) => page ?? fetchPage())
    .then((page) => {
      arrived = page;
      const cards = splashGrid();
      if (cards) showCards(cards, page['hydra:member']);
      return page;
    });
  // A failed early request is asked again by the feed, which reports the error itself.
  early.catch(() => {
    early = null;
  });
}

/** The early first page while nobody has taken it yet, to look at without taking it. */
export function peekEarlyPlainFeed(): Promise<FeedPage> | null {
  return early;
}

/** The early first page, handed over once; later loads ask the server again. */
export function takeEarlyPlainFeed(): Promise<FeedPage> | null {
  const pending = early;
  early = null;
  arrived = undefined;
  return pending;
}

/**
 * The early first page if it has already arrived, handed over once: the feed's first render then
 * has its cards, and renders them inside the app's time-sliced first render instead of in one
 * long task when the answer comes in afterwards.
 */
export function takeArrivedPlainFeed(): FeedPage | undefined {
  const page = arrived;
  if (page) {
    arrived = undefined;
    early = null;
  }
  return page;
}

if (typeof window !== 'undefined' && window.location.pathname === '/feed' && !window.location.search) {
  requestEarly();
}
