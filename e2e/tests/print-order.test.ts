import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { cropperFrame, imageLoaded } from '../support/pictures';
import { saveScreenshot } from '../support/screenshots';
import {
  type Account,
  quietContext,
  registerPerson,
  type Session,
  signedInContext,
  signInThroughApi,
} from '../support/session';
import { chooseFromDial } from '../support/speed-dial';

const baseUrl = inject('baseUrl');
/** A wide demo photograph (apps/server/demo-archive manifest order). */
const PHOTOGRAPH = 12;
const CART_COOKIE = 'retropics_cart';

type CartItem = {
  id: number;
  productCategory: string;
  quantity: number;
  crop: { left: number; top: number; width: number; height: number } | null;
  config: Record<string, string>;
  thumbnail: string | null;
  imageGallery: string | null;
};
type Order = { id: number; status: string | null; items: CartItem[] };

const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
/** A text as read aloud: prices hold a no-break space before the euro sign. */
const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s/g, ' ');

async function cartIdOf(context: BrowserContext): Promise<number | null> {
  const cookie = (await context.cookies(baseUrl)).find((entry) => entry.name === CART_COOKIE);
  return cookie ? Number(cookie.value) : null;
}

describe('prints and photo books (issue 18 item 5)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let account: Account;
  let session: Session;
  let picture: { width: number; height: number };

  beforeAll(async () => {
    browser = await launchBrowser();
    account = await registerPerson('prints', 'Petra Print');
    session = await signInThroughApi(account);
    const photograph = await api<{ size: [number, number] }>('GET', `/photographs/${PHOTOGRAPH}`, null);
    picture = { width: photograph.size[0], height: photograph.size[1] };
    ({ context } = await signedInContext(browser, {
      as: account,
      settings: { showNotifications: false, showTour: false, darkTheme: true },
    }));
    page = await context.newPage();
    errors = trackPageErrors(page);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  test('a visitor is asked to sign in before ordering prints', async () => {
    const visitor = await quietContext(browser, null);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`${baseUrl}/photographs/show/${PHOTOGRAPH}`);
    await visitorPage.getByTestId('photograph-canvas').waitFor();
    await chooseFromDial(visitorPage, 'speed-dial-orderPrints');
    await visitorPage.getByRole('dialog', { name: 'Bitte melde dich an' }).waitFor();
    await visitor.close();
  });

  test('on a phone: choose the print, crop a section with mouse and keys, the format, add to the cart', async () => {
    await page.goto(`${baseUrl}/photographs/show/${PHOTOGRAPH}`);
    await page.getByTestId('photograph-canvas').waitFor();
    await chooseFromDial(page, 'speed-dial-orderPrints');
    const drawer = page.getByRole('dialog', { name: 'Was möchtest du drucken?' });
    await drawer.waitFor();
    const offer = drawer.getByRole('listitem').filter({ hasText: 'Fotodruck' });
    await offer.getByText('19,90 €').waitFor();
    // Spec §2: the drawer takes the whole width of a phone.
    expect((await page.getByTestId('print-drawer').boundingBox())?.width).toBe(390);
    await expectAccessible(page, 'print drawer (phone)');
    await saveScreenshot(page, 'print-drawer-phone');

    await offer.getByRole('button', { name: /Fotodruck wählen/ }).click();
    const cropper = page.getByTestId('print-cropper');
    await cropper.getByRole('heading', { name: 'Ausschnitt wählen' }).waitFor();
    await poll(() => page.getByTestId('person-cropper-stage').getAttribute('data-frame')).not.toBeNull();
    const start = await cropperFrame(page);
    await expectAccessible(page, 'print cropper (phone)');
    await saveScreenshot(page, 'print-cropper-phone');
    // Keys: a corner resizes, the frame moves.
    await cropper.getByRole('button', { name: 'Untere rechte Ecke des Rahmens' }).focus();
    for (let step = 0; step < 6; step++) await page.keyboard.press('Shift+ArrowLeft');
    const resized = await cropperFrame(page);
    expect(resized.width).toBeLessThan(start.width - 0.05);
    await cropper.getByRole('group', { name: 'Rahmen des Ausschnitts' }).focus();
    for (let step = 0; step < 3; step++) await page.keyboard.press('Shift+ArrowUp');
    const moved = await cropperFrame(page);
    expect(moved.y).toBeLessThan(resized.y);
    // The mouse drags it to the right.
    const selection = await page.locator('.ReactCrop__crop-selection').boundingBox();
    if (!selection) throw new Error('no frame shown');
    const from = { x: selection.x + selection.width / 2, y: selection.y + selection.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 15, from.y, { steps: 3 });
    await page.mouse.move(from.x + 30, from.y, { steps: 3 });
    await page.mouse.up();
    const dragged = await cropperFrame(page);
    expect(dragged.x).toBeGreaterThan(moved.x);
    await page.getByTestId('person-cropper-ok').click();
    await cropper.waitFor({ state: 'detached' });

    // The options: nothing goes to the cart before the format is chosen (spec §4 Product).
    const details = page.getByTestId('print-details');
    await imageLoaded(page, '[data-testid="print-section"]');
    const add = page.getByTestId('print-add');
    expect(await add.isDisabled()).toBe(true);
    await details.getByRole('radio', { name: '20 × 30 cm' }).check();
    expect(await add.isDisabled()).toBe(false);
    await details.getByRole('button', { name: 'Einen mehr' }).click();
    await poll(() => textOf(page.getByTestId('print-price'))).toBe('Preis: 39,80 €');
    await expectAccessible(page, 'print options (phone)');
    await saveScreenshot(page, 'print-options-phone');
    await add.click();
    await page.getByTestId('print-added').getByText('2 Stück').waitFor();

    const cartId = await cartIdOf(context);
    expect(cartId).toBeGreaterThan(0);
    const cookie = (await context.cookies(baseUrl)).find((entry) => entry.name === CART_COOKIE);
    // Spec §9: kept a year (31536000 s).
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(31_536_000 - 600);
    const order = await api<Order>('GET', `/orders/${cartId}`, session);
    expect(order.items).toHaveLength(1);
    const [print] = order.items as [CartItem];
    expect(print).toMatchObject({ productCategory: 'print', quantity: 2, config: { format: '20x30' } });
    // The section took the format's shape (20 × 30), turned like the photograph.
    const crop = print.crop as NonNullable<CartItem['crop']>;
    const shape = picture.width >= picture.height ? 1.5 : 1 / 1.5;
    expect((crop.width * picture.width) / (crop.height * picture.height)).toBeCloseTo(shape, 1);

    await page.getByRole('link', { name: 'Zum Warenkorb' }).click();
    await page.waitForURL(/\/shopping_cart$/);
    const item = page.getByTestId('cart-item');
    await poll(() => item.count()).toBe(1);
    await imageLoaded(page, '[data-testid="cart-item-picture"]');
    expect(await page.locator('[data-testid="cart-item-picture"]').getAttribute('src')).toBe(
      `/orders/${print.id}/display`,
    );
    await poll(() => textOf(page.getByTestId('cart-item-total'))).toBe('39,80 €');
    expect(await textOf(page.getByTestId('cart-item-unit'))).toBe('Stückpreis 19,90 €');
    await poll(() => page.getByTestId('cart-button').getAttribute('aria-label')).toBe('Warenkorb, 2 Stück');
    await expectAccessible(page, 'cart (phone)');
    await saveScreenshot(page, 'print-cart-phone', true);

    // Quantity down: the server prices it again.
    await item.getByRole('button', { name: 'Einen weniger' }).click();
    await poll(() => textOf(page.getByTestId('cart-total'))).toBe('19,90 €');
    expect((await api<Order>('GET', `/orders/${cartId}`, session)).items[0]?.quantity).toBe(1);
  });

  test('an album becomes a photo book item; delete asks first', async () => {
    const cartId = await cartIdOf(context);
    const albums = await api<{ 'hydra:member': Array<{ id: number; headline: string }> }>(
      'GET',
      '/image_galleries?itemsPerPage=1',
      null,
    );
    const album = albums['hydra:member'][0];
    if (!album) throw new Error('no demo album');
    await page.goto(`${baseUrl}/image_galleries/show/${album.id}`);
    await page.getByTestId('order-photo-book').click();
    await page.waitForURL(/\/shopping_cart\/add\/\d+$|\/shopping_cart$/);
    // A photo book whose options have no default asks for them; else it goes straight in.
    if (!/\/shopping_cart$/.test(new URL(page.url()).pathname)) {
      const radio = page.getByRole('radio').first();
      if (await radio.isVisible().catch(() => false)) {
        await radio.check();
        await page.getByRole('button', { name: 'In den Warenkorb' }).click();
      }
    }
    await page.waitForURL(/\/shopping_cart$/);
    await poll(() => page.getByTestId('cart-item').count()).toBe(2);
    const order = await api<Order>('GET', `/orders/${cartId}`, session);
    const book = order.items.find((entry) => entry.productCategory === 'photobook');
    expect(book?.imageGallery).toBe(`/image_galleries/${album.id}`);
    // The photo book's album opens from the cart (OrderItemShow) with the album's show screen.
    const bookItem = page
      .getByTestId('cart-item')
      .filter({ has: page.getByRole('link', { name: 'Album ansehen' }) });
    await bookItem.getByRole('link', { name: 'Album ansehen' }).click();
    await page.waitForURL(new RegExp(`/image_galleries/show/${album.id}$`));
    await page.goBack();
    await page.waitForURL(/\/shopping_cart$/);

    await bookItem.getByTestId('cart-item-delete').click();
    const confirm = page.getByRole('dialog', { name: 'Möchtest du diesen Artikel wirklich löschen?' });
    await confirm.waitFor();
    // The pointer rests where the delete icon was, over 'Löschen': axe reads its hover colours too.
    await expectAccessible(page, 'delete item (phone, pointer over Löschen)');
    await page.mouse.move(1, 1);
    await expectAccessible(page, 'delete item (phone)');
    await saveScreenshot(page, 'print-cart-delete-phone');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await poll(() => page.getByTestId('cart-item').count()).toBe(1);
    expect((await api<Order>('GET', `/orders/${cartId}`, session)).items).toHaveLength(1);

    await page.setViewportSize(DESKTOP);
    await imageLoaded(page, '[data-testid="cart-item-picture"]');
    await expectAccessible(page, 'cart (desktop)');
    await saveScreenshot(page, 'print-cart-desktop');
  });

  // The checkout screen is another part of issue 18: until its route is built the cart links to
  // nothing that would be a NotFound page, and this step waits for it.
  test("'Zur Kasse' opens the checkout of the cart order", async () => {
    const cartId = await cartIdOf(context);
    await page.goto(`${baseUrl}/shopping_cart`);
    await page.getByTestId('cart-checkout').click();
    await page.waitForURL(new RegExp(`/orders/edit/${cartId}$`));
  });

  test('on a desktop: the drawer is 320 px; the last item deleted takes the cart with it', async () => {
    await page.setViewportSize(DESKTOP);
    const cartId = await cartIdOf(context);
    await page.goto(`${baseUrl}/photographs/show/${PHOTOGRAPH}`);
    await page.getByTestId('photograph-canvas').waitFor();
    await chooseFromDial(page, 'speed-dial-orderPrints');
    await page.getByRole('dialog', { name: 'Was möchtest du drucken?' }).waitFor();
    expect((await page.getByTestId('print-drawer').boundingBox())?.width).toBe(320);
    await expectAccessible(page, 'print drawer (desktop)');
    await saveScreenshot(page, 'print-drawer-desktop');
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/shopping_cart`);
    await page.getByTestId('cart-item-delete').click();
    await page
      .getByRole('dialog', { name: 'Möchtest du diesen Artikel wirklich löschen?' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await page.getByTestId('cart-empty').waitFor();
    // The order is gone (or at least no longer an open cart).
    const after = await callApi<Order>('GET', `/orders/${cartId}`, session);
    expect(after.status === 404 || after.body.status !== null).toBe(true);
    expect(await cartIdOf(context)).toBeNull();
    await expectAccessible(page, 'empty cart (desktop)');
    await saveScreenshot(page, 'print-cart-empty-desktop');
    expect(errors).toEqual([]);
  });
});
