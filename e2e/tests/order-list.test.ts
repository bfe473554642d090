import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { api, callApi, personIdOf } from '../support/api';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { answerInTwoPages, expectNextPageWithin40Px } from '../support/paging';
import { saveScreenshot } from '../support/screenshots';
import { quietContext, registerPerson, type Session, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');

type Collection = { '@id': string; id: number; headline: string; perks: { product: string }[] };
type Product = { '@id': string; configOptions: unknown[] };
type Order = {
  '@id': string;
  id: number;
  orderNumber: string;
  paymentStatus: string;
  status: string | null;
  deliveryStatus: string | null;
  priceTotal: number;
};
type List<T> = { 'hydra:member': T[]; 'hydra:totalItems': number };

/** An order of the crowdfunding demo collection's first perk without options, as the perks drawer makes it. */
async function orderPerk(session: Session): Promise<{ order: Order; collection: Collection }> {
  const crowdfunding = await api<List<Collection>>('GET', '/photograph_collections?status=1', session);
  const collection = crowdfunding['hydra:member'].find((candidate) => candidate.perks.length > 0);
  if (!collection) throw new Error('the demo archive has a crowdfunding collection with perks');
  const products = await Promise.all(
    collection.perks.map((perk) => api<Product>('GET', perk.product, session)),
  );
  const perk = products.find((product) => product.configOptions.length === 0);
  if (!perk) throw new Error('the demo collection has a perk without options');
  const order = await api<Order>('POST', '/orders', session, {
    photographCollection: collection['@id'],
    items: [{ product: perk['@id'], quantity: 1 }],
  });
  return { order, collection };
}

/** A made-up order as the list answers it (the paging test answers the list itself). */
function fakeOrder(id: number) {
  return {
    '@id': `/orders/${9000 + id}`,
    '@type': 'Order',
    id: 9000 + id,
    orderNumber: `E2E-${id}`,
    status: null,
    paymentStatus: 'open',
    paymentState: null,
    paymentMethod: null,
    paymentCheckoutUrl: null,
    paymentRedirectUrl: null,
    paymentId: null,
    dateCreated: '2026-11-24T10:00:00+00:00',
    paidAt: null,
    priceWithVat: 10,
    shippingPrice: 0,
    vat: 1.6,
    priceTotal: 10,
    shippingAddressNeeded: false,
    billingAddress: null,
    shippingAddress: null,
    items: [],
    photographCollection: null,
    owner: null,
    showBackerName: false,
    deliveryStatus: null,
  };
}

/** 'n Bestellungen' as the admins' list counts them. */
function ordersCount(count: number): string {
  return count === 1 ? '1 Bestellung' : `${count} Bestellungen`;
}

function orderCard(page: Page, list: string, number: string) {
  return page
    .getByTestId(list)
    .getByTestId('order-card')
    .filter({ hasText: `Bestellung ${number}` });
}

describe('orders /orders: the person’s collections, albums and orders; the admins’ order desk', () => {
  let browser: Browser;
  let editor: Session;
  let admin: Session;
  let mine: Order;
  let backed: Collection;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
    admin = await signInThroughApi('admin');
    ({ order: mine, collection: backed } = await orderPerk(editor));
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('a person sees their collections, albums and orders with state and total, from the drawer', async () => {
    const person = personIdOf(editor);
    const collections = await api<List<Collection>>('GET', `/photograph_collections?owner=${person}`, editor);
    const albums = await api<List<Collection>>('GET', `/image_galleries?owner=${person}`, editor);
    const orders = await api<List<Order>>('GET', `/people/${person}/orders`, editor);
    // Newest first: the order just made leads the list.
    expect(orders['hydra:member'][0]?.id).toBe(mine.id);

    const context = await quietContext(browser, 'editor');
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/feed`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Bestellungen' }).click();
    await page.waitForURL(`${baseUrl}/orders`);
    await page.getByRole('heading', { name: 'Bestellungen', level: 1 }).waitFor();
    expect(await page.title()).toBe('Bestellungen – RetroPics');

    await expect
      .poll(() => page.getByTestId('my-collections-list').getByTestId('my-collection-card').count())
      .toBe(collections['hydra:totalItems']);
    await expect
      .poll(() => page.getByTestId('my-albums-list').getByTestId('my-album-card').count())
      .toBe(albums['hydra:totalItems']);
    // The report button of 'Deine Sammlungen' leads to the report wizard.
    expect(
      await page
        .getByTestId('my-collections')
        .getByRole('link', { name: 'Sammlung melden' })
        .getAttribute('href'),
    ).toBe('/report_collection');

    const card = orderCard(page, 'my-orders-list', mine.orderNumber);
    await card.waitFor();
    expect(await card.getByTestId('order-state').textContent()).toBe('offen');
    expect(await card.getByTestId('order-collection').textContent()).toBe(`Sammlung: ${backed.headline}`);
    const total = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(mine.priceTotal);
    expect(await card.textContent()).toContain(total);
    await expect
      .poll(() => page.getByTestId('my-orders-list').getByTestId('order-card').count())
      .toBe(Math.min(orders['hydra:totalItems'], orders['hydra:member'].length));
    // No admin tab for a person who is not one.
    expect(await page.getByRole('tab', { name: 'Alle Bestellungen' }).count()).toBe(0);

    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, 'orders');
    await saveScreenshot(page, 'order-list-phone');
    await page.setViewportSize(DESKTOP);
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'order-list-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the next page of orders comes along hydra:next once the end is within 40 px of the bottom', async () => {
    const person = personIdOf(editor);
    const context = await quietContext(browser, 'editor');
    const page = await context.newPage();
    const secondPage = await answerInTwoPages(
      page,
      (url) => url.pathname === `/people/${person}/orders`,
      `/people/${person}/orders?page=2`,
      fakeOrder,
    );
    await page.goto(`${baseUrl}/orders`);
    const cards = page.getByTestId('my-orders-list').getByTestId('order-card');
    await expect.poll(() => cards.count()).toBe(12);
    const end = page.getByTestId('my-orders-list-end');
    await expectNextPageWithin40Px(end, cards, secondPage, 15);
    await context.close();
  });

  test('an admin sees every order, filters them, exports the CSV and marks a transfer received', async () => {
    // An order of its own: marking it paid cannot be undone, so a second try starts afresh.
    const { order: transfer } = await orderPerk(editor);
    const context = await quietContext(browser, 'admin', { desktop: true });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await page.goto(`${baseUrl}/orders`);
    await page.getByRole('tab', { name: 'Alle Bestellungen' }).click();
    await page.waitForURL(`${baseUrl}/orders?view=all`);
    const all = await api<List<Order>>('GET', '/orders', admin);
    const total = page.getByTestId('all-orders-total');
    await expect.poll(() => total.textContent()).toBe(ordersCount(all['hydra:totalItems']));
    await orderCard(page, 'all-orders-list', transfer.orderNumber).waitFor();
    await expectAccessible(page, 'all orders');

    // Payment status 'bezahlt': the open order leaves the list, every card left is paid.
    const paid = await api<List<Order>>('GET', '/orders?paymentStatus=paid', admin);
    await page.getByTestId('filter-payment-status').getByRole('combobox').click();
    await page.getByRole('option', { name: 'bezahlt', exact: true }).click();
    await expect.poll(() => total.textContent()).toBe(ordersCount(paid['hydra:totalItems']));
    expect(await orderCard(page, 'all-orders-list', transfer.orderNumber).count()).toBe(0);
    const states = await page.getByTestId('all-orders-list').getByTestId('order-state').allTextContents();
    expect(states.every((state) => state === 'bezahlt')).toBe(true);
    // 'offen' and the backed collection: the order is back.
    await page.getByTestId('filter-payment-status').getByRole('combobox').click();
    await page.getByRole('option', { name: 'offen', exact: true }).click();
    await page.getByTestId('filter-collection').getByRole('combobox').click();
    await page.getByRole('option', { name: backed.headline, exact: true }).click();
    const filtered = await api<List<Order>>(
      'GET',
      `/orders?paymentStatus=open&photographCollection=${backed.id}`,
      admin,
    );
    await expect.poll(() => total.textContent()).toBe(ordersCount(filtered['hydra:totalItems']));
    await orderCard(page, 'all-orders-list', transfer.orderNumber).waitFor();
    await saveScreenshot(page, 'order-list-admin-desktop');

    // The CSV comes with the admin's token: the same file the API exports, its header row first.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV exportieren' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^bestellungen-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) ?? '', 'utf8');
    const exported = await fetch(`${baseUrl}/orders/export.csv`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(exported.status).toBe(200);
    const header = csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
    expect(header).toBe((await exported.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0]);
    expect(header.split(',')).toContain('orderNumber');
    expect(csv).toContain(transfer.orderNumber);

    // 'Admin EDIT': the transfer arrived, after a confirmation; then the delivery and a note.
    await page.getByRole('button', { name: `Bestellung ${transfer.orderNumber} bearbeiten` }).click();
    const dialog = page.getByTestId('order-admin-dialog');
    await dialog.getByTestId('order-admin-panel').waitFor();
    await expectAccessible(page, 'order admin panel');
    await saveScreenshot(page, 'order-admin-desktop');
    await dialog.getByRole('button', { name: 'Überweisung eingegangen' }).click();
    const confirm = page.getByTestId('order-admin-confirm');
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await api<Order>('GET', transfer['@id'], admin)).paymentStatus).toBe('open');
    await dialog.getByRole('button', { name: 'Überweisung eingegangen' }).click();
    await confirm.getByRole('button', { name: 'Ja, eingegangen' }).click();
    await dialog.getByTestId('order-admin-saved').waitFor();
    await expect
      .poll(async () => (await api<Order>('GET', transfer['@id'], admin)).paymentStatus)
      .toBe('paid');
    expect(await dialog.getByRole('button', { name: 'Überweisung eingegangen' }).count()).toBe(0);

    await dialog.getByTestId('order-admin-delivery').getByRole('combobox').click();
    await page.getByRole('option', { name: 'versandt', exact: true }).click();
    await dialog.getByLabel('Interne Notiz').fill('E2E: per Post verschickt');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect
      .poll(async () => (await api<Order>('GET', transfer['@id'], admin)).deliveryStatus)
      .toBe('sent');
    // Paid and completed it stays: the panel took the status the transfer set.
    const after = await api<Order>('GET', transfer['@id'], admin);
    expect([after.status, after.paymentStatus]).toEqual(['completed', 'paid']);
    expect(await dialog.getByTestId('order-admin-status').getByRole('combobox').textContent()).toBe(
      'abgeschlossen',
    );
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'order-admin-phone');
    await dialog.getByRole('button', { name: 'Schließen' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The list follows: under 'offen' the paid order is gone.
    await expect.poll(() => orderCard(page, 'all-orders-list', transfer.orderNumber).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a plain person has no admin desk, and GET /orders refuses them', async () => {
    const account = await registerPerson('orders', 'Olga Ordnung');
    const session = await signInThroughApi(account);
    expect((await callApi('GET', '/orders', session)).status).toBe(403);
    expect((await callApi('GET', '/orders/export.csv', session)).status).toBe(403);
    expect((await callApi('PUT', `${mine['@id']}/admin`, session, { paymentStatus: 'paid' })).status).toBe(
      403,
    );

    const context = await quietContext(browser, account);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/orders?view=all`);
    await page.getByRole('heading', { name: 'Bestellungen', level: 1 }).waitFor();
    await page.getByTestId('my-orders-list-empty').waitFor();
    expect(await page.getByTestId('my-orders-list-empty').textContent()).toBe(
      'Du hast noch nichts bestellt.',
    );
    expect(await page.getByRole('tab', { name: 'Alle Bestellungen' }).count()).toBe(0);
    expect(await page.getByTestId('all-orders').count()).toBe(0);
    await expectAccessible(page, 'orders, empty');
    await saveScreenshot(page, 'order-list-empty-phone');
    await context.close();
  });
});
