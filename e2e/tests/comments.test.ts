import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { quietContext, type Session, signedInContext, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');
/** Pictures no other test counts comments on: a photograph, a RetroSnap and the editor's own album. */
const PHOTOGRAPH = 32;
const RETROSNAP = 4;
const EDITORS_ALBUM = 5;

type Comment = { '@id': string; id: number; upvoteCount: number };

/** Every comment a test made, removed again at the end: the server is shared with the other files. */
const made = new Set<string>();

async function api<T>(method: string, path: string, session: Session, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

async function commentThroughApi(session: Session, body: Record<string, unknown>): Promise<Comment> {
  const comment = await api<Comment>('POST', '/comments', session, { box: null, ...body });
  made.add(comment['@id']);
  return comment;
}

/**
 * The demo editor (a chosen name, so no rename notice), push already decided, no tour: nothing but
 * the screen under test.
 */
function editorContext(browser: Browser, options: { desktop?: boolean } = {}): Promise<BrowserContext> {
  return quietContext(browser, 'editor', options);
}

async function openComments(page: Page, path: string): Promise<Locator> {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('open-comments').click();
  const drawer = page.getByRole('dialog', { name: /Kommentar/ });
  await drawer.getByTestId('quick-comment').waitFor();
  await drawer.getByTestId('comments-list').locator('[role="progressbar"]').waitFor({ state: 'detached' });
  return drawer;
}

async function writeQuickComment(scope: Locator, text: string) {
  await scope.getByRole('textbox', { name: 'Kommentar schreiben' }).fill(text);
  await scope.getByRole('button', { name: 'Kommentar senden' }).click();
}

/** The comments as listed, newest first: their texts. */
const listedTexts = (scope: Locator) => scope.locator('ol > li [data-testid="body-text"]').allTextContents();

describe('comments', () => {
  let browser: Browser;
  let editor: Session;
  let errors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
  });
  afterAll(async () => {
    const admin = await signInThroughApi('admin');
    for (const iri of made) {
      await fetch(`${baseUrl}${iri}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${admin.token}` },
      });
    }
    await browser?.close();
  });

  test('a signed-in person writes a quick comment on a photograph, votes, edits and deletes it', async () => {
    const context = await editorContext(browser);
    const page = await context.newPage();
    errors = trackPageErrors(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/comments')) posts.push(request.url());
    });
    const drawer = await openComments(page, `/photographs/show/${PHOTOGRAPH}`);
    const title = drawer.getByTestId('comments-title');
    const before = (await listedTexts(drawer)).length;

    // Blank text is not sent (spec §5).
    await writeQuickComment(drawer, '   \n  ');
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);

    const text = `Das Verwaltungsgebäude stand schon 1908 – ${Date.now()}`;
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/comments') && response.request().method() === 'POST',
    );
    await writeQuickComment(drawer, text);
    const comment = (await (await created).json()) as Comment;
    made.add(comment['@id']);
    await expect.poll(() => listedTexts(drawer).then((texts) => texts[0])).toBe(text);
    await expect
      .poll(() => title.textContent())
      .toBe(`${before + 1} ${before === 0 ? 'Kommentar' : 'Kommentare'}`);
    expect(await drawer.getByRole('textbox', { name: 'Kommentar schreiben' }).inputValue()).toBe('');
    // The toolbar's badge counts it too.
    expect(await page.getByTestId('open-comments').getAttribute('aria-label')).toContain(String(before + 1));

    const item = drawer.getByTestId(`comment-${comment.id}`);
    expect(await item.getByTestId('author-name').textContent()).toBe('Maria Huber');
    // The date in the German form of spec §9.
    expect(await item.locator('time').textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);

    const up = item.getByRole('button', { name: 'Zustimmen', exact: true });
    const down = item.getByRole('button', { name: 'Nicht zustimmen', exact: true });
    expect(await up.getAttribute('aria-pressed')).toBe('false');
    await up.click();
    await expect.poll(() => item.getByTestId('vote-count').textContent()).toBe('1');
    expect(await up.getAttribute('aria-pressed')).toBe('true');
    await down.click();
    await expect.poll(() => item.getByTestId('vote-count').textContent()).toBe('-1');
    expect(await down.getAttribute('aria-pressed')).toBe('true');
    expect(await up.getAttribute('aria-pressed')).toBe('false');
    await up.click();
    await expect.poll(() => item.getByTestId('vote-count').textContent()).toBe('1');
    // No tooltip of the last click over the picture.
    await page.mouse.move(10, 10);
    await page
      .getByRole('tooltip')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await saveScreenshot(page, 'comments-drawer-phone');

    // The author edits the words.
    await item.getByRole('button', { name: 'Kommentar bearbeiten' }).click();
    const field = item.getByRole('textbox', { name: 'Kommentartext' });
    expect(await field.inputValue()).toBe(text);
    await field.fill(`${text}, umgebaut 1925`);
    await item.getByRole('button', { name: 'Speichern' }).click();
    await expect.poll(() => item.getByTestId('body-text').textContent()).toBe(`${text}, umgebaut 1925`);
    // The vote stays the reader's after the change.
    expect(await up.getAttribute('aria-pressed')).toBe('true');

    // Deleting asks first; 'Abbrechen' keeps the comment.
    await item.getByRole('button', { name: 'Kommentar löschen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Kommentar wirklich löschen?' });
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await item.count()).toBe(1);
    await item.getByRole('button', { name: 'Kommentar löschen' }).click();
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await item.waitFor({ state: 'detached' });
    await expect.poll(() => listedTexts(drawer).then((texts) => texts.length)).toBe(before);
    made.delete(comment['@id']);
    await context.close();
    expect(errors).toEqual([]);
  });

  test('a refused text stands translated under the field; any other failure is the alert', async () => {
    const context = await editorContext(browser);
    const page = await context.newPage();
    const drawer = await openComments(page, `/photographs/show/${PHOTOGRAPH}`);
    // The server takes at most 20000 characters and names the field in English.
    await writeQuickComment(drawer, 'a'.repeat(20_001));
    await drawer.getByText('Der Text darf höchstens 20000 Zeichen lang sein.').waitFor();
    const field = drawer.getByRole('textbox', { name: 'Kommentar schreiben' });
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, 'comments-refused-phone');

    await page.route(`${baseUrl}/comments`, (route) =>
      route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback(),
    );
    await writeQuickComment(drawer, 'Kommt nicht an');
    await drawer
      .getByText('Beim Senden des Kommentars ist ein Problem aufgetreten. Bitte versuche es erneut.')
      .waitFor();
    // The words stay for another try.
    expect(await field.inputValue()).toBe('Kommt nicht an');
    await context.close();
  });

  test('the same quick comment on a RetroSnap (desktop) and on an album', async () => {
    const context = await editorContext(browser, { desktop: true });
    const page = await context.newPage();
    errors = trackPageErrors(page);
    const drawer = await openComments(page, `/retrosnaps/show/${RETROSNAP}`);
    const onRetrosnap = `Heute steht dort ein Neubau – ${Date.now()}`;
    await writeQuickComment(drawer, onRetrosnap);
    await expect.poll(() => listedTexts(drawer).then((texts) => texts[0])).toBe(onRetrosnap);
    const [stored] = await api<{ 'hydra:member': Comment[] }>(
      'GET',
      `/comments?retrosnap=${RETROSNAP}`,
      editor,
    ).then((list) => list['hydra:member']);
    if (stored) made.add(stored['@id']);
    await saveScreenshot(page, 'comments-retrosnap-desktop');
    // Signed in, the speed dial's 'comment' opens the same side list.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Aktionen' }).click();
    await page.getByTestId('speed-dial-comment').click();
    await drawer.getByTestId('quick-comment').waitFor();

    await page.goto(`${baseUrl}/image_galleries/show/${EDITORS_ALBUM}`);
    const panel = page.getByTestId('album-comments');
    await panel.getByTestId('quick-comment').scrollIntoViewIfNeeded();
    const heading = page.getByRole('heading', { level: 2, name: /Kommentar/ });
    const before = (await listedTexts(panel)).length;
    const onAlbum = `Milwaukee sah damals ganz anders aus – ${Date.now()}`;
    await writeQuickComment(panel, onAlbum);
    await expect.poll(() => listedTexts(panel).then((texts) => texts[0])).toBe(onAlbum);
    await expect.poll(() => heading.textContent()).toContain(String(before + 1));
    const [albumComment] = await api<{ 'hydra:member': Comment[] }>(
      'GET',
      `/comments?imageGallery=${EDITORS_ALBUM}`,
      editor,
    ).then((list) => list['hydra:member']);
    if (albumComment) made.add(albumComment['@id']);
    await panel.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'comments-album-desktop');
    await context.close();
    expect(errors).toEqual([]);
  });

  test('the album grid shows a photograph comment added to it, cropped to its marked area', async () => {
    const comment = await commentThroughApi(editor, {
      text: 'Der Turm',
      photograph: `/photographs/${PHOTOGRAPH}`,
      box: { x: 0.35, y: 0.1, width: 0.3, height: 0.5, degrees: 0 },
    });
    const full = await api<Record<string, unknown>>('GET', comment['@id'], editor);
    await api('PUT', comment['@id'], editor, { ...full, galleries: [`/image_galleries/${EDITORS_ALBUM}`] });

    const context = await editorContext(browser);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/image_galleries/show/${EDITORS_ALBUM}`);
    const tile = page
      .getByTestId('album-grid')
      .locator(`a[href="/photographs/show/${PHOTOGRAPH}/${comment.id}"]`);
    // The grid renders the tiles near the viewport only; the comment comes after the photographs.
    const grid = page.getByTestId('album-grid');
    await grid.waitFor();
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 600);
          return tile.count();
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBe(1);
    await tile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const image = grid.locator(`img[src*="/comments/${comment.id}/showThumbnail/"]`);
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
        timeout: 15_000,
      })
      .toBeGreaterThan(0);
    // The crop keeps the marked area's shape (0.3 × 0.5 of a landscape picture: taller than wide
    // would need the picture's ratio; the crop is at least not the whole picture's shape).
    const [width, height] = await image.evaluate((element) => [
      (element as HTMLImageElement).naturalWidth,
      (element as HTMLImageElement).naturalHeight,
    ]);
    const photograph = await api<{ size: [number, number] }>('GET', `/photographs/${PHOTOGRAPH}`, editor);
    const expected = (0.3 * photograph.size[0]) / (0.5 * photograph.size[1]);
    expect(Math.abs(width / height - expected)).toBeLessThan(0.05);
    await saveScreenshot(page, 'comments-album-grid-phone');
    await tile.click();
    await page.waitForURL(`${baseUrl}/photographs/show/${PHOTOGRAPH}/${comment.id}`);
    await context.close();
  });

  test('a visitor who votes or comments is asked to sign in, and comes back to the same picture', async () => {
    await commentThroughApi(editor, {
      text: 'Ein Kommentar zum Abstimmen',
      photograph: `/photographs/${PHOTOGRAPH}`,
    });
    const { context } = await signedInContext(browser, { as: null, context: { serviceWorkers: 'block' } });
    const page = await context.newPage();
    const drawer = await openComments(page, `/photographs/show/${PHOTOGRAPH}`);
    const prompt = page.getByTestId('sign-in-required');

    await writeQuickComment(drawer, 'Ohne Anmeldung');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Jetzt nicht' }).click();
    await prompt.waitFor({ state: 'hidden' });

    await drawer.getByRole('button', { name: 'Zustimmen', exact: true }).first().click();
    await prompt.waitFor();
    await saveScreenshot(page, 'comments-sign-in-prompt-phone');
    await prompt.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    // While the prompt fades out it hides the page from the accessibility tree, so its own
    // 'Anmelden' would be the one found (and clicked) below: wait until it is gone.
    await prompt.waitFor({ state: 'detached' });
    await page.getByLabel('E-Mail', { exact: true }).fill('editor@retropics.local');
    await page.getByLabel('Passwort', { exact: true }).fill('editor-retropics');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    // Signed in, the app leaves the login screen for the picture; a refusal would stay and say why.
    await page
      .waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 })
      .catch(async () => {
        const alert = await page.getByRole('alert').allTextContents();
        await saveScreenshot(page, 'comments-login-stuck-phone');
        throw new Error(`still on ${page.url()} after signing in: ${alert.join(' | ') || 'no message'}`);
      });
    expect(page.url()).toBe(`${baseUrl}/photographs/show/${PHOTOGRAPH}`);
    await page.getByTestId('photograph-viewer').waitFor();
    await context.close();
  });

  test('markup in a comment runs nothing, stored or slipped into an answer (XSS)', async () => {
    const attack =
      '<p>Harmlos</p><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=2">Link</a>';
    const stored = await commentThroughApi(editor, {
      text: attack,
      photograph: `/photographs/${PHOTOGRAPH}`,
    });
    const context = await editorContext(browser);
    const page = await context.newPage();
    const drawer = await openComments(page, `/photographs/show/${PHOTOGRAPH}`);
    const item = drawer.getByTestId(`comment-${stored.id}`);
    await item.getByText('Harmlos').waitFor();
    await item.getByText('Link').click();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const body = item.getByTestId('body-text');
    expect(await body.locator('img, [onerror], a[href^="javascript"]').count()).toBe(0);

    // The server cleans what it stores; the list must be safe even if an answer were not clean.
    const raw = `<p>Roh</p><img src=x onerror="window.__xss=3"><script>window.__xss=4</script><svg onload="window.__xss=5"></svg>`;
    await page.route(`${baseUrl}/comments?photograph=${PHOTOGRAPH}*`, async (route) => {
      const response = await route.fetch();
      const list = (await response.json()) as { 'hydra:member': Array<{ id: number; text: string }> };
      for (const member of list['hydra:member']) if (member.id === stored.id) member.text = raw;
      await route.fulfill({ response, json: list });
    });
    const reopened = await openComments(page, `/photographs/show/${PHOTOGRAPH}`);
    const rawItem = reopened.getByTestId(`comment-${stored.id}`);
    await rawItem.getByText('Roh').waitFor();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(
      await rawItem.getByTestId('body-text').locator('img, script, svg, [onerror], [onload]').count(),
    ).toBe(0);
    await context.close();
  });

  test('the drawer with comments passes axe on a phone and a desktop', async () => {
    await commentThroughApi(editor, {
      text: '<p>Für die Prüfung</p>',
      photograph: `/photographs/${PHOTOGRAPH}`,
    });
    for (const desktop of [false, true]) {
      const context: BrowserContext = await editorContext(browser, { desktop });
      const page = await context.newPage();
      const drawer = await openComments(page, `/photographs/show/${PHOTOGRAPH}`);
      await drawer.getByText('Für die Prüfung').waitFor();
      if (desktop) await saveScreenshot(page, 'comments-drawer-desktop');
      await expectAccessible(page, `comments drawer (${desktop ? 'desktop' : 'phone'})`);
      await context.close();
    }
  });
});
