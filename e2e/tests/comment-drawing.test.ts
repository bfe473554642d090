import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { saveScreenshot } from '../support/screenshots';
import { type Account, registerPerson, signedInContext, signInThroughApi } from '../support/session';
import { chooseFromDial } from '../support/speed-dial';
import { uploadWithBackSide } from '../support/uploads';

const baseUrl = inject('baseUrl');

const poll = <T>(read: () => Promise<T> | T, options = { timeout: 10_000 }) => expect.poll(read, options);

type FractionBox = { x: number; y: number; width: number; height: number; degrees: number };

async function openViewer(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByTestId('photograph-canvas').waitFor();
  await poll(() => page.getByTestId('photograph-canvas').getAttribute('data-source'), {
    timeout: 30_000,
  }).toBe('tiles');
}

async function editedBox(page: Page): Promise<FractionBox> {
  return JSON.parse(
    (await page.getByTestId('box-edit-status').getAttribute('data-box')) ?? 'null',
  ) as FractionBox;
}

async function centreOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 4 });
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 4 });
  await page.mouse.up();
}

describe('drawing a comment on a photograph', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let account: Account;
  let photographId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    [account, photographId] = await Promise.all([
      registerPerson('draw', 'Erika Zeichnerin'),
      uploadWithBackSide('Postkarte zum Markieren'),
    ]);
    ({ context } = await signedInContext(browser, {
      as: account,
      settings: { showNotifications: false, showTour: false, darkTheme: true },
      context: { viewport: DESKTOP },
    }));
    page = await context.newPage();
    errors = trackPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  test('marks a person on the back with mouse and keys, saves it with attributes, finds it on the back only', async () => {
    await openViewer(page, `/photographs/show/${photographId}`);
    await page.getByTestId('flip-side').click();
    await page.waitForURL(`${baseUrl}/photographs/show/${photographId}/back`);
    await poll(() => page.getByTestId('photograph-canvas').getAttribute('data-source'), {
      timeout: 30_000,
    }).toBe('tiles');

    // On a photograph 'select person' names a person (people.test.ts); the selection dialog's
    // 'person' still draws a Person comment.
    await chooseFromDial(page, 'speed-dial-comment');
    await page.getByTestId('select-person').click();
    const form = page.getByTestId('comment-form');
    await form.waitFor();
    // 'Person' presets the Person category and shows its attribute fields.
    expect(await form.getByTestId('comment-form-category').textContent()).toBe('Person');
    await form.getByTestId('attribute-born').waitFor();
    await expectAccessible(page, 'comment form');

    // Box-edit mode: a frame centred in the visible picture, half its width and height.
    await form.getByTestId('comment-form-mark-area').click();
    await page.getByTestId('box-edit-toolbar').waitFor();
    const start = await editedBox(page);
    expect(start.x + start.width / 2).toBeCloseTo(0.5, 1);
    expect(start.y + start.height / 2).toBeCloseTo(0.5, 1);
    expect(start.width).toBeCloseTo(0.5, 1);
    await expectAccessible(page, 'box-edit mode');
    await saveScreenshot(page, 'drawing-box-edit-desktop');

    // The mouse drags the frame left and up, then its bottom right corner in to make it smaller.
    await drag(page, await centreOf(page, 'box-edit-body'), { x: -80, y: -60 });
    const moved = await editedBox(page);
    expect(moved.x).toBeLessThan(start.x - 0.05);
    expect(moved.y).toBeLessThan(start.y - 0.05);
    expect(moved.width).toBeCloseTo(start.width, 3);
    await drag(page, await centreOf(page, 'box-edit-corner-se'), { x: -120, y: -90 });
    const resized = await editedBox(page);
    expect(resized.width).toBeLessThan(moved.width - 0.1);
    expect(resized.height).toBeLessThan(moved.height - 0.1);
    expect(resized.x).toBeCloseTo(moved.x, 3);

    // The keys: arrows move, shift + arrows resize, R turns (as the bar says).
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('r');
    const keyed = await editedBox(page);
    expect(keyed.x).toBeCloseTo(resized.x + 0.01, 4);
    expect(keyed.height).toBeCloseTo(resized.height + 0.01, 4);
    expect(keyed.degrees).toBe(5);
    await page.getByTestId('box-edit-rotate-left').click();
    expect((await editedBox(page)).degrees).toBe(0);

    // Abort keeps the form's earlier state (no box); OK takes the box.
    await page.keyboard.press('Escape');
    await form.waitFor();
    expect(await form.getByTestId('comment-form-area').textContent()).toContain('Kein Bereich markiert');
    await form.getByTestId('comment-form-mark-area').click();
    await page.getByTestId('box-edit-toolbar').waitFor();
    await page.keyboard.press('Shift+ArrowLeft');
    const chosen = await editedBox(page);
    await page.getByTestId('box-edit-ok').click();
    await form.waitFor();
    expect(await form.getByTestId('comment-form-area').textContent()).toContain('auf der Rückseite');

    // The client check with the domain contract: blank text and a date before 1700, beside their fields.
    await form.getByTestId('attribute-born').fill('1650-03-01');
    await form.getByTestId('comment-form-save').click();
    await form.getByText('Bitte schreib einen Kommentar.').waitFor();
    await form.getByText('Das Datum muss am 01.01.1700 oder später liegen.').waitFor();

    await form.getByTestId('comment-form-text').fill('Meine Urgroßmutter Anna am Fenster der Museggmauer');
    await form.getByTestId('attribute-name').fill('Anna Keller');
    await form.getByTestId('attribute-born').fill('1890-05-01');
    await form.getByTestId('comment-form-save').click();
    await form.waitFor({ state: 'detached' });

    // Saved: the route shows the comment, its box is drawn at once with its label.
    await page.waitForURL(new RegExp(`/photographs/show/${photographId}/back/\\d+$`));
    const commentId = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = page.getByTestId(`comment-box-${commentId}`);
    await saved.waitFor();
    expect(await page.getByTestId(`comment-label-${commentId}`).textContent()).toBe(
      'Person: Meine Urgroßmutter Anna am Fenster …',
    );

    const stored = (await (await fetch(`${baseUrl}/comments/${commentId}`)).json()) as {
      box: FractionBox;
      isBackside: boolean;
      category: string;
      categoryAttributes: Record<string, unknown>;
    };
    expect(stored.isBackside).toBe(true);
    expect(stored.box.x).toBeCloseTo(chosen.x, 5);
    expect(stored.box.width).toBeCloseTo(chosen.width, 5);
    expect(stored.categoryAttributes).toEqual({ name: 'Anna Keller', born: '1890-05-01' });

    // After a reload the box is on the back, and not on the front.
    await openViewer(page, `/photographs/show/${photographId}/back`);
    await page.getByTestId(`comment-box-${commentId}`).waitFor();
    await page.getByTestId('flip-side').click();
    await page.waitForURL(`${baseUrl}/photographs/show/${photographId}`);
    await poll(() => page.getByTestId('photograph-canvas').getAttribute('data-source'), {
      timeout: 30_000,
    }).toBe('tiles');
    // The canvas already showed tiles of the back: wait for the front's boxes, not for a source change.
    await poll(() => page.getByTestId(`comment-box-${commentId}`).count()).toBe(0);

    // A click on the box opens the comment's route variant.
    await page.getByTestId('flip-side').click();
    await page.getByTestId(`comment-box-${commentId}`).click();
    await page.waitForURL(`${baseUrl}/photographs/show/${photographId}/back/${commentId}`);
    await page.getByTestId('active-comment').waitFor();
    await saveScreenshot(page, 'drawing-saved-desktop');
    expect(errors).toEqual([]);
  });

  test('the comment entry asks what to mark; an empty area is a comment without a box', async () => {
    await openViewer(page, `/photographs/show/${photographId}`);
    await chooseFromDial(page, 'speed-dial-comment');
    await page.getByTestId('selection-dialog').waitFor();
    await expectAccessible(page, 'selection dialog');
    await page.getByTestId('select-emptyArea').click();
    const form = page.getByTestId('comment-form');
    await form.waitFor();
    expect(await form.getByTestId('comment-form-category').textContent()).toBe('Keine Kategorie');
    expect(await form.getByTestId('comment-form-area').textContent()).toContain('Kein Bereich markiert');
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    await form.waitFor({ state: 'detached' });
  });

  test('on a phone: box-edit mode and the saved, labelled boxes', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await openViewer(phone, `/photographs/show/${photographId}/back`);
    await phone.locator('[data-testid^="comment-label-"]').first().waitFor();
    await saveScreenshot(phone, 'drawing-saved-phone');
    await chooseFromDial(phone, 'speed-dial-selectSection');
    const form = phone.getByTestId('comment-form');
    await form.getByTestId('comment-form-mark-area').click();
    await phone.getByTestId('box-edit-toolbar').waitFor();
    // A finger-sized grip: the corner handles take some 40 px.
    const corner = await phone.getByTestId('box-edit-corner-se').boundingBox();
    expect(corner?.width).toBeGreaterThanOrEqual(40);
    await saveScreenshot(phone, 'drawing-box-edit-phone');
    await expectAccessible(phone, 'box-edit mode (phone)');
    await phone.getByTestId('box-edit-abort').click();
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    await phone.close();
  });

  test("the author changes a comment's area in the viewer ('Bereich ändern'), saved whole by PUT", async () => {
    const { token } = await signInThroughApi(account);
    const created = await fetch(`${baseUrl}/comments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        photograph: `/photographs/${photographId}`,
        text: 'Der Brunnen vor dem Haus',
        box: { x: 0.2, y: 0.3, width: 0.2, height: 0.2, degrees: 0 },
        isPrivate: false,
        isBackside: false,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await openViewer(page, `/photographs/show/${photographId}`);
    await page.getByTestId(`comment-box-${id}`).waitFor();
    await page.getByTestId('open-comments').click();
    const drawer = page.getByRole('dialog', { name: /Kommentar/ });
    await drawer.getByTestId(`comment-${id}`).getByRole('button', { name: 'Bereich ändern' }).click();
    await page.getByTestId('box-edit-toolbar').waitFor();
    expect(await editedBox(page)).toEqual({ x: 0.2, y: 0.3, width: 0.2, height: 0.2, degrees: 0 });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    await page.getByTestId('box-edit-ok').click();
    await page.getByTestId('box-edit-toolbar').waitFor({ state: 'detached' });
    await page.getByTestId(`comment-box-${id}`).waitFor();
    const stored = (await (await fetch(`${baseUrl}/comments/${id}`)).json()) as {
      box: FractionBox;
      text: string;
    };
    expect(stored.box.x).toBeCloseTo(0.22, 5);
    expect(stored.box.y).toBeCloseTo(0.3, 5);
    expect(stored.box.height).toBeCloseTo(0.21, 5);
    expect(stored.text).toContain('Der Brunnen vor dem Haus');
    expect(errors).toEqual([]);
  });

  test('a visitor who is not signed in is asked to sign in by every comment entry', async () => {
    const { context: visitor } = await signedInContext(browser, { as: null, context: { viewport: DESKTOP } });
    const anonymous = await visitor.newPage();
    await openViewer(anonymous, `/photographs/show/${photographId}`);
    for (const entry of ['speed-dial-comment', 'speed-dial-selectPerson', 'speed-dial-selectText']) {
      await chooseFromDial(anonymous, entry);
      await anonymous.getByTestId('sign-in-required').waitFor();
      await anonymous.keyboard.press('Escape');
      await anonymous.getByTestId('sign-in-required').waitFor({ state: 'detached' });
    }
    expect(await anonymous.getByTestId('comment-form').count()).toBe(0);
    await visitor.close();
  });
});

describe('drawing a comment on a RetroSnap', () => {
  const RETROSNAP = 1;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let account: Account;
  const made = new Set<number>();

  type StoredComment = { box: FractionBox; text: string; retrosnap: string | null };
  const storedComment = async (id: number) =>
    (await (await fetch(`${baseUrl}/comments/${id}`)).json()) as StoredComment;

  async function openRetrosnap(on: Page, path = `/retrosnaps/show/${RETROSNAP}`) {
    await on.goto(`${baseUrl}${path}`);
    const frame = on.getByTestId('comparison-frame');
    await frame.waitFor();
    await poll(async () => (await frame.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    account = await registerPerson('draw', 'Erika Zeichnerin');
    ({ context } = await signedInContext(browser, {
      as: account,
      settings: { showNotifications: false, showTour: false, darkTheme: true },
      context: { viewport: DESKTOP },
    }));
    page = await context.newPage();
    errors = trackPageErrors(page);
  });
  afterAll(async () => {
    // The RetroSnap is shared demo data: the comments made here go again.
    if (made.size > 0) {
      const { token } = await signInThroughApi(account);
      for (const id of made) {
        await fetch(`${baseUrl}/comments/${id}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${token}` },
        });
      }
    }
    await context?.close();
    await browser?.close();
  });

  test('marks an area with mouse and keys, saves it, finds the labelled box after a reload, changes its area', async () => {
    await openRetrosnap(page);
    await chooseFromDial(page, 'speed-dial-selectSection');
    const form = page.getByTestId('comment-form');
    await form.waitFor();
    await form.getByTestId('comment-form-mark-area').click();
    await page.getByTestId('box-edit-toolbar').waitFor();
    // The whole RetroSnap is in view at 100 %: the frame is centred, half its width and height.
    const start = await editedBox(page);
    expect(start.x + start.width / 2).toBeCloseTo(0.5, 1);
    expect(start.y + start.height / 2).toBeCloseTo(0.5, 1);
    expect(start.width).toBeCloseTo(0.5, 1);
    // Box-edit mode shows the RetroSnap alone, not the historic photograph over it.
    expect(await page.getByTestId('comparison-historic').count()).toBe(0);
    await expectAccessible(page, 'box-edit mode on a RetroSnap');

    await drag(page, await centreOf(page, 'box-edit-body'), { x: -60, y: -40 });
    const moved = await editedBox(page);
    expect(moved.x).toBeLessThan(start.x - 0.03);
    expect(moved.y).toBeLessThan(start.y - 0.03);
    expect(moved.width).toBeCloseTo(start.width, 3);
    await drag(page, await centreOf(page, 'box-edit-corner-se'), { x: -80, y: -60 });
    const resized = await editedBox(page);
    expect(resized.width).toBeLessThan(moved.width - 0.05);
    expect(resized.height).toBeLessThan(moved.height - 0.05);
    expect(resized.x).toBeCloseTo(moved.x, 3);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const chosen = await editedBox(page);
    expect(chosen.x).toBeCloseTo(resized.x + 0.01, 4);
    expect(chosen.height).toBeCloseTo(resized.height + 0.01, 4);
    await page.getByTestId('box-edit-ok').click();
    await form.waitFor();

    await form.getByTestId('comment-form-text').fill('Hier stand früher der Kiosk am Quai');
    await form.getByTestId('comment-form-save').click();
    await form.waitFor({ state: 'detached' });
    await page.waitForURL(new RegExp(`/retrosnaps/show/${RETROSNAP}/\\d+$`));
    const commentId = Number(new URL(page.url()).pathname.split('/').pop());
    made.add(commentId);
    await page.getByTestId(`comment-box-${commentId}`).waitFor();

    const stored = await storedComment(commentId);
    expect(stored.retrosnap).toBe(`/retrosnaps/${RETROSNAP}`);
    expect(stored.box.x).toBeCloseTo(chosen.x, 5);
    expect(stored.box.y).toBeCloseTo(chosen.y, 5);
    expect(stored.box.width).toBeCloseTo(chosen.width, 5);
    expect(stored.box.height).toBeCloseTo(chosen.height, 5);

    // After a reload the box is drawn where it was marked, with its label; a click opens the comment's route.
    await openRetrosnap(page);
    const savedBox = page.getByTestId(`comment-box-${commentId}`);
    await savedBox.waitFor();
    expect(await page.getByTestId(`comment-label-${commentId}`).textContent()).toBe(
      'Hier stand früher der Kiosk …',
    );
    const picture = await page.getByTestId('comparison-frame').boundingBox();
    const drawn = await savedBox.boundingBox();
    if (!picture || !drawn) throw new Error('the RetroSnap or the box is not shown');
    expect((drawn.x - picture.x) / picture.width).toBeCloseTo(chosen.x, 2);
    expect(drawn.width / picture.width).toBeCloseTo(chosen.width, 2);
    await savedBox.click();
    await page.waitForURL(`${baseUrl}/retrosnaps/show/${RETROSNAP}/${commentId}`);

    // 'Bereich ändern' on the author's own comment: box-edit mode with its box, OK saves it whole.
    await page.getByTestId('open-comments').click();
    const drawer = page.getByRole('dialog', { name: /Kommentar/ });
    const item = drawer.getByTestId(`comment-${commentId}`);
    await item.getByRole('button', { name: 'Bereich ändern' }).click();
    await page.getByTestId('box-edit-toolbar').waitFor();
    const before = await editedBox(page);
    expect(before.x).toBeCloseTo(chosen.x, 5);
    expect(before.width).toBeCloseTo(chosen.width, 5);
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'Shift+ArrowRight', 'Shift+ArrowRight']) {
      await page.keyboard.press(key);
    }
    await drag(page, await centreOf(page, 'box-edit-body'), { x: 40, y: 0 });
    const changed = await editedBox(page);
    expect(changed.y).toBeCloseTo(before.y + 0.03, 4);
    expect(changed.width).toBeCloseTo(before.width + 0.02, 4);
    expect(changed.x).toBeGreaterThan(before.x + 0.02);
    await page.getByTestId('box-edit-ok').click();
    await page.getByTestId('box-edit-toolbar').waitFor({ state: 'detached' });
    // The box moves at once; the server has the new area and the words unchanged.
    const after = await page.getByTestId(`comment-box-${commentId}`).boundingBox();
    if (!after) throw new Error('the changed box is not shown');
    expect((after.x - picture.x) / picture.width).toBeCloseTo(changed.x, 2);
    const changedStored = await storedComment(commentId);
    expect(changedStored.box.x).toBeCloseTo(changed.x, 5);
    expect(changedStored.box.y).toBeCloseTo(changed.y, 5);
    expect(changedStored.box.width).toBeCloseTo(changed.width, 5);
    expect(changedStored.box.height).toBeCloseTo(changed.height, 5);
    expect(changedStored.text).toContain('Hier stand früher der Kiosk am Quai');
    await saveScreenshot(page, 'drawing-retrosnap-saved-desktop');
    expect(errors).toEqual([]);
  });

  test('on a phone: box-edit mode over the RetroSnap', async () => {
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await openRetrosnap(phone);
    await chooseFromDial(phone, 'speed-dial-selectPerson');
    const form = phone.getByTestId('comment-form');
    await form.getByTestId('comment-form-mark-area').click();
    await phone.getByTestId('box-edit-toolbar').waitFor();
    const corner = await phone.getByTestId('box-edit-corner-se').boundingBox();
    expect(corner?.width).toBeGreaterThanOrEqual(40);
    await saveScreenshot(phone, 'drawing-retrosnap-phone');
    await expectAccessible(phone, 'box-edit mode on a RetroSnap (phone)');
    await phone.getByTestId('box-edit-abort').click();
    await form.getByRole('button', { name: 'Abbrechen' }).click();
    await phone.close();
  });

  test('a visitor is asked to sign in by the marking entries of the RetroSnap', async () => {
    const { context: visitor } = await signedInContext(browser, { as: null, context: { viewport: DESKTOP } });
    const anonymous = await visitor.newPage();
    await openRetrosnap(anonymous);
    for (const entry of ['speed-dial-comment', 'speed-dial-selectSection', 'speed-dial-selectCar']) {
      await chooseFromDial(anonymous, entry);
      await anonymous.getByTestId('sign-in-required').waitFor();
      await anonymous.keyboard.press('Escape');
      await anonymous.getByTestId('sign-in-required').waitFor({ state: 'detached' });
    }
    expect(await anonymous.getByTestId('comment-form').count()).toBe(0);
    await visitor.close();
  });
});
