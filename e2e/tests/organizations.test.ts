import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { callApi } from '../support/api';
import { expectAccessible } from '../support/axe';
import { launchBrowser, trackPageErrors } from '../support/browser';
import { repoRoot } from '../support/paths';
import { saveScreenshot } from '../support/screenshots';
import { type DemoRole, quietContext, type Session, signInThroughApi } from '../support/session';

const baseUrl = inject('baseUrl');
/** The demo archive's crowdfunding collection with four perks ('Meraner Familienalbum 1900–1950'). */
const CROWDFUNDING_COLLECTION = 7;
const demoImage = (name: string) => join(repoRoot, 'apps', 'server', 'demo-archive', 'images', name);

type Party = { '@id': string; id: number; name: string; url: string | null; logoUrl: string | null };

/** Records a test made, deleted again at the end: the server is shared with the other files. */
const made: string[] = [];

function browserAs(
  browser: Browser,
  as: DemoRole | null,
  options: { desktop?: boolean; dark?: boolean } = {},
): Promise<BrowserContext> {
  // The light theme unless `dark`: the logos are checked against a light page.
  return quietContext(browser, as, { ...options, dark: options.dark ?? false });
}

/** Whether a picture has loaded (a broken logo has no natural width). */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0);

/**
 * A visitor's page on the phone in the dark theme, then on the desktop in the light one: the
 * screens must read well in both. The caller closes each context.
 */
async function* visitorPages(browser: Browser) {
  for (const [size, desktop] of [
    ['phone', false],
    ['desktop', true],
  ] as const) {
    const context = await browserAs(browser, null, { desktop, dark: !desktop });
    const page = await context.newPage();
    yield { size, context, page, errors: trackPageErrors(page) };
  }
}

/** The desk row of a record, by its name. */
const rowOf = (page: Page, name: string) => page.getByTestId('party-row').filter({ hasText: name });

describe('organizations and sponsors', () => {
  let browser: Browser;
  let editor: Session;
  let organizationLogo: Buffer;
  let sponsorLogo: Buffer;
  const stamp = Date.now();
  const organizationName = `Stadtarchiv Luzern ${stamp}`;
  const sponsorName = `Druckerei Keller ${stamp}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    editor = await signInThroughApi('editor');
    // Logos cut from pictures of the demo archive: a wide PNG and a square JPEG.
    organizationLogo = await sharp(demoImage('luzern-kapellbruecke-ca1895.jpg'))
      .resize(360, 120, { fit: 'cover' })
      .greyscale()
      .png()
      .toBuffer();
    sponsorLogo = await sharp(demoImage('luzern-musegg-pilatus-ca1920.jpg'))
      .resize(160, 160, { fit: 'cover' })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    for (const iri of made) await callApi('DELETE', iri, editor);
    await browser?.close();
  });

  async function findParty(kind: 'organizations' | 'sponsors', name: string): Promise<Party> {
    const list = await callApi<{ 'hydra:member': Party[] }>(
      'GET',
      `/${kind}?name=${encodeURIComponent(name)}`,
      null,
    );
    const found = list.body['hydra:member'].find((party) => party.name === name);
    expect(found, `${kind} ${name}`).toBeDefined();
    return found as Party;
  }

  test('an editor creates an organization with a logo and a sponsor at the desk', async () => {
    const context = await browserAs(browser, 'editor', { desktop: true });
    const page = await context.newPage();
    const errors = trackPageErrors(page);

    // The drawer leads curators to the desk.
    await page.goto(`${baseUrl}/feed`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await page.locator('#app-drawer').getByRole('link', { name: 'Organisationen und Sponsoren' }).click();
    await page.waitForURL(`${baseUrl}/organizations`);
    const desk = page.getByTestId('organizations-desk');
    await desk.getByRole('heading', { level: 1, name: 'Organisationen und Sponsoren' }).waitFor();
    expect(await page.title()).toBe('Organisationen und Sponsoren – RetroPics');
    await expectAccessible(page, 'organizations desk (desktop)');

    // The form's own check: a name is needed, and a link must be a web address.
    await desk.getByRole('button', { name: 'Neue Organisation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neue Organisation' });
    await dialog.getByRole('toolbar', { name: 'Textformat' }).waitFor();
    await dialog.getByRole('textbox', { name: 'Website' }).fill('www.stadtarchiv-luzern.ch');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await dialog.getByText('Bitte gib einen Namen ein.').waitFor();
    await dialog.getByText('Die Website muss mit https:// oder http:// beginnen.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    await dialog.getByRole('textbox', { name: 'Name' }).fill(organizationName);
    await dialog.getByRole('textbox', { name: 'Website' }).fill('https://www.stadtarchiv-luzern.ch');
    await dialog.getByRole('textbox', { name: 'Text' }).click();
    await page.keyboard.type('Das Gedächtnis der Stadt seit 1890.');

    // The server refuses what is no image, beside the logo field.
    await dialog.getByTestId('party-logo-file').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture at all'),
    });
    await dialog
      .getByTestId('party-logo-message')
      .getByText('Nur JPEG-, PNG- und GIF-Bilder können hochgeladen werden.')
      .waitFor();
    await dialog.getByTestId('party-logo-file').setInputFiles({
      name: 'stadtarchiv.png',
      mimeType: 'image/png',
      buffer: organizationLogo,
    });
    const preview = dialog.getByTestId('party-logo-preview').getByRole('img', {
      name: `Logo von ${organizationName}`,
    });
    await preview.waitFor();
    await expect.poll(() => loaded(preview)).toBe(true);
    await expectAccessible(page, 'organization dialog (desktop)');
    await saveScreenshot(page, 'organization-dialog-desktop');
    await dialog.getByRole('button', { name: 'Anlegen' }).click();
    await page.getByText(`„${organizationName}“ angelegt.`).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    const organization = await findParty('organizations', organizationName);
    made.push(organization['@id']);
    expect(organization.logoUrl).toMatch(/^\/media\/logos\/.+\.png$/);
    await expect.poll(() => loaded(rowOf(page, organizationName).getByRole('img'))).toBe(true);

    // The search finds it by a part of its name.
    await desk.getByRole('searchbox', { name: 'Organisation suchen' }).fill(`luzern ${stamp}`);
    await expect.poll(() => desk.getByTestId('party-row').count()).toBe(1);
    await desk.getByRole('searchbox', { name: 'Organisation suchen' }).fill(`Nirgendwo ${stamp}`);
    await desk.getByText(`Nichts gefunden für „Nirgendwo ${stamp}“.`).waitFor();
    await desk.getByRole('searchbox', { name: 'Organisation suchen' }).fill('');

    // Sponsors: one kept with logo and link, one made and deleted again after confirming.
    await desk.getByRole('tab', { name: 'Sponsoren' }).click();
    await page.waitForURL(`${baseUrl}/organizations?tab=sponsors`);
    for (const name of [sponsorName, `Wegwerf ${stamp}`]) {
      await desk.getByRole('button', { name: 'Neuer Sponsor' }).click();
      const form = page.getByRole('dialog', { name: 'Neuer Sponsor' });
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      // Sponsors have no text.
      expect(await form.getByRole('textbox', { name: 'Text' }).count()).toBe(0);
      if (name === sponsorName) {
        await form.getByRole('textbox', { name: 'Website' }).fill('https://druckerei-keller.example.org');
        await form.getByTestId('party-logo-file').setInputFiles({
          name: 'keller.jpg',
          mimeType: 'image/jpeg',
          buffer: sponsorLogo,
        });
        await form.getByTestId('party-logo-preview').getByRole('img').waitFor();
      }
      await form.getByRole('button', { name: 'Anlegen' }).click();
      await page.getByText(`„${name}“ angelegt.`).waitFor();
      await form.waitFor({ state: 'hidden' });
    }
    const sponsor = await findParty('sponsors', sponsorName);
    made.push(sponsor['@id']);
    await saveScreenshot(page, 'sponsors-desk-desktop');

    await rowOf(page, `Wegwerf ${stamp}`)
      .getByRole('button', { name: `Wegwerf ${stamp} löschen` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Sponsor „Wegwerf ${stamp}“ löschen?` });
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await page.getByText(`„Wegwerf ${stamp}“ gelöscht.`).waitFor();
    await expect.poll(() => rowOf(page, `Wegwerf ${stamp}`).count()).toBe(0);

    // Changing a record keeps its logo; the change is stored.
    await rowOf(page, sponsorName)
      .getByRole('button', { name: `${sponsorName} bearbeiten` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Sponsor bearbeiten' });
    await edit.getByTestId('party-logo-preview').getByRole('img').waitFor();
    await edit.getByRole('textbox', { name: 'Website' }).fill('https://www.druckerei-keller.example.org/');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText(`„${sponsorName}“ gespeichert.`).waitFor();
    const changed = await findParty('sponsors', sponsorName);
    expect(changed.url).toBe('https://www.druckerei-keller.example.org/');
    expect(changed.logoUrl).toBe(sponsor.logoUrl);

    // The phone: the desk and a full-screen dialog.
    await page.setViewportSize({ width: 390, height: 844 });
    await desk.getByRole('tab', { name: 'Organisationen' }).click();
    await rowOf(page, organizationName).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'organizations-desk-phone');
    await expectAccessible(page, 'organizations desk (phone)');
    await rowOf(page, organizationName)
      .getByRole('button', { name: `${organizationName} bearbeiten` })
      .click();
    const phoneDialog = page.getByRole('dialog', { name: 'Organisation bearbeiten' });
    await phoneDialog.getByRole('toolbar', { name: 'Textformat' }).waitFor();
    expect(await phoneDialog.getByRole('textbox', { name: 'Text' }).textContent()).toContain(
      'Das Gedächtnis der Stadt seit 1890.',
    );
    await saveScreenshot(page, 'organization-dialog-phone');
    await phoneDialog.getByRole('button', { name: 'Abbrechen' }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the organization page shows its logo, text, site and (no) collections', async () => {
    const organization = await findParty('organizations', organizationName);
    // A shared link previews with its name and text, without running the app.
    const shared = await fetch(`${baseUrl}/organizations/show/${organization.id}`, {
      headers: { Accept: 'text/html' },
    });
    const html = await shared.text();
    expect(html).toContain(`<title>${organizationName} – RetroPics</title>`);
    expect(html).toContain(
      '<meta property="og:description" content="Das Gedächtnis der Stadt seit 1890." />',
    );
    for await (const { size, context, page, errors } of visitorPages(browser)) {
      await page.goto(`${baseUrl}/organizations/show/${organization.id}`);
      const screen = page.getByTestId('organization-page');
      await screen.getByRole('heading', { level: 1, name: organizationName }).waitFor();
      expect(await page.title()).toBe(`${organizationName} – RetroPics`);
      const logo = screen.getByRole('img', { name: `Logo von ${organizationName}` });
      await expect.poll(() => loaded(logo)).toBe(true);
      expect((await logo.boundingBox())?.height).toBeLessThanOrEqual(72);
      await screen.getByText('Das Gedächtnis der Stadt seit 1890.').waitFor();
      const site = screen.getByRole('link', { name: 'stadtarchiv-luzern.ch' });
      expect(await site.getAttribute('href')).toBe('https://www.stadtarchiv-luzern.ch');
      expect(await site.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await site.getAttribute('target')).toBe('_blank');
      // No collection names it yet (linking belongs to the collection's edit form).
      await screen.getByText('Noch keine öffentliche Sammlung dieser Organisation.').waitFor();
      await expectAccessible(page, `organization page (${size})`);
      await saveScreenshot(page, `organization-page-${size}`, true);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('a collection credits its organization and sponsors on its page and in the perks drawer', async () => {
    const organization = await findParty('organizations', organizationName);
    // The editor names both in the collection's status panel (its edit form, curators only).
    const desk = await browserAs(browser, 'editor', { desktop: true });
    const form = await desk.newPage();
    await form.goto(`${baseUrl}/photograph_collections/edit/${CROWDFUNDING_COLLECTION}`);
    const pick = async (testId: string, name: string) => {
      const field = form.getByTestId(testId);
      await field.fill(name.slice(0, 14));
      await form.getByRole('option', { name }).click();
    };
    await pick('collection-organization', organizationName);
    await pick('collection-sponsors', sponsorName);
    await form.getByTestId('collection-sponsors').scrollIntoViewIfNeeded();
    await saveScreenshot(form, 'collection-edit-parties-desktop');
    await form.getByTestId('collection-save').click();
    await form.waitForURL(`${baseUrl}/photograph_collections/show/${CROWDFUNDING_COLLECTION}`);
    await desk.close();
    const named = await callApi<{ organization: Party | null; sponsors: Party[] }>(
      'GET',
      `/photograph_collections/${CROWDFUNDING_COLLECTION}`,
      null,
    );
    expect(named.body.organization?.['@id']).toBe(organization['@id']);
    expect(named.body.sponsors.map((sponsor) => sponsor.name)).toEqual([sponsorName]);

    for await (const { size, context, page, errors } of visitorPages(browser)) {
      await page.goto(`${baseUrl}/photograph_collections/show/${CROWDFUNDING_COLLECTION}`);
      const credits = page.getByTestId('party-credits');
      await credits.waitFor();
      const organizationLink = credits.getByRole('link', { name: organizationName });
      expect(await organizationLink.getAttribute('href')).toBe(`/organizations/show/${organization.id}`);
      await expect
        .poll(() => loaded(credits.getByRole('img', { name: `Logo von ${organizationName}` })))
        .toBe(true);
      const sponsorLink = credits.getByTestId('sponsor').getByRole('link');
      expect(await sponsorLink.getAttribute('href')).toBe('https://www.druckerei-keller.example.org/');
      expect(await sponsorLink.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await sponsorLink.getAttribute('target')).toBe('_blank');
      expect(await credits.getByText('Unterstützt von').count()).toBe(1);
      await expect
        .poll(() => loaded(credits.getByRole('img', { name: `Logo von ${sponsorName}` })))
        .toBe(true);
      await credits.scrollIntoViewIfNeeded();
      await saveScreenshot(page, `collection-credits-${size}`);
      await expectAccessible(page, `collection credits (${size})`);

      // Where people decide to pay, the sponsors are thanked too.
      await page.getByRole('button', { name: '4 Dankeschöns ansehen' }).click();
      const drawer = page.getByRole('dialog', { name: 'Dankeschöns' });
      await drawer
        .getByTestId('sponsor-credits')
        .getByRole('link', { name: new RegExp(sponsorName) })
        .waitFor();
      await drawer.getByTestId('sponsor-credits').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `perks-sponsors-${size}`);
      await expectAccessible(page, `perks drawer with sponsors (${size})`);
      await page.getByRole('button', { name: 'Dankeschöns schließen' }).click();
      await drawer.waitFor({ state: 'hidden' });

      // The organization's name leads to its page in the app.
      await organizationLink.click();
      await page.waitForURL(`${baseUrl}/organizations/show/${organization.id}`);
      await page.getByRole('heading', { level: 1, name: organizationName }).waitFor();
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  test('a plain user finds no desk in the drawer and is told the desk is for editors', async () => {
    const context = await browserAs(browser, 'user');
    const page = await context.newPage();
    await page.goto(`${baseUrl}/feed`);
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.locator('#app-drawer');
    await drawer.getByRole('link').first().waitFor();
    expect(await drawer.getByRole('link', { name: 'Organisationen und Sponsoren' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(`${baseUrl}/organizations`);
    const refusal = page.getByTestId('organizations-only-editors');
    await refusal.getByRole('heading', { level: 1, name: 'Nur für die Redaktion' }).waitFor();
    expect(await page.getByRole('button', { name: 'Neue Organisation' }).count()).toBe(0);
    await expectAccessible(page, 'organizations desk refused (phone)');
    await saveScreenshot(page, 'organizations-only-editors-phone');
    // The server refuses anyway.
    const { token } = await signInThroughApi('user');
    expect((await callApi('POST', '/organizations', token, { name: 'Nicht erlaubt' })).status).toBe(403);
    await context.close();
  });
});
