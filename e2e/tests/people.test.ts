import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { expectAccessible } from '../support/axe';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { cropperFrame, imageLoaded } from '../support/pictures';
import { saveScreenshot } from '../support/screenshots';
import { type Account, registerPerson, signedInContext, signInThroughApi } from '../support/session';
import { chooseFromDial } from '../support/speed-dial';

const baseUrl = inject('baseUrl');

/** Demo photographs with people on them (apps/server/demo-archive manifest order). */
const SOLDIERS = { id: 12, file: 'beatenberg-genesene-soldaten-1918' };
const COKE_PILE = { id: 59, file: 'unemployed-men-salvaging-coke' };

type Person = {
  '@id': string;
  name: string;
  description: string;
  mother: string | null;
  album: string | null;
  photographs: string[];
  imagePaths: string[];
};

const poll = <T>(read: () => Promise<T> | T, options = { timeout: 10_000 }) => expect.poll(read, options);
// Names of this run's own: the demo archive is shared by every test file of a run.
const suffix = `${Date.now() % 100_000}`;
const MOTHER = `Maria Muster ${suffix}`;
const PERSON = `Hans Muster ${suffix}`;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { Accept: 'application/ld+json' } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function openViewer(page: Page, id: number) {
  await page.goto(`${baseUrl}/photographs/show/${id}`);
  await page.getByTestId('photograph-canvas').waitFor();
}

/** The mother, named through the API first (spec §7 /saveMention), on the soldiers' photograph. */
async function nameMotherThroughApi(account: Account): Promise<Person> {
  const { token } = await signInThroughApi(account);
  const jpeg = await (await fetch(`${baseUrl}/thumbnail/icon/demo/${SOLDIERS.file}.jpg.jpeg`)).arrayBuffer();
  const form = new FormData();
  form.append('newMention', MOTHER);
  form.append('cropperImage', `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`);
  form.append('newAlbumDescription', 'Krankenschwester in Beatenberg, 1918.');
  form.append('photograph', `/photographs/${SOLDIERS.id}`);
  form.append('box', JSON.stringify({ x: 0.02, y: 0.05, width: 0.08, height: 0.1, degrees: 0 }));
  const response = await fetch(`${baseUrl}/saveMention`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/ld+json' },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Person;
}

describe('people in the pictures', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let account: Account;
  let mother: Person;
  let person: Person;

  beforeAll(async () => {
    browser = await launchBrowser();
    account = await registerPerson('people', 'Paula Personen');
    const [soldiers, cokePile] = await Promise.all([
      getJson<{ filePath: string }>(`/photographs/${SOLDIERS.id}`),
      getJson<{ filePath: string }>(`/photographs/${COKE_PILE.id}`),
    ]);
    expect(soldiers.filePath).toContain(SOLDIERS.file);
    expect(cokePile.filePath).toContain(COKE_PILE.file);
    mother = await nameMotherThroughApi(account);
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

  test('on a phone: selects a person with the cropper, names a new person with a mother, sees the named box', async () => {
    await openViewer(page, SOLDIERS.id);
    await chooseFromDial(page, 'speed-dial-selectPerson');
    const cropper = page.getByTestId('person-cropper');
    await cropper.waitFor();
    await poll(() => page.getByTestId('person-cropper-stage').getAttribute('data-frame')).not.toBeNull();
    const start = await cropperFrame(page);
    // Spec §4: 350 × 350 shown pixels; on a phone the picture is smaller, so the frame takes half
    // of each side, in the middle: it marks someone, not the whole picture.
    expect(start.width).toBeCloseTo(0.5, 2);
    expect(start.height).toBeCloseTo(0.5, 2);
    expect(start.x).toBeCloseTo(0.25, 1);
    await expectAccessible(page, 'person cropper (phone)');
    await saveScreenshot(page, 'people-cropper-phone');

    // The keys: on a corner the arrows resize (Shift: 10 px steps), on the frame they move it.
    await cropper.getByRole('button', { name: 'Untere rechte Ecke des Rahmens' }).focus();
    for (let step = 0; step < 12; step++) await page.keyboard.press('Shift+ArrowLeft');
    for (let step = 0; step < 6; step++) await page.keyboard.press('Shift+ArrowUp');
    const resized = await cropperFrame(page);
    expect(resized.width).toBeLessThan(start.width - 0.2);
    expect(resized.height).toBeLessThan(start.height - 0.05);
    expect(resized.x).toBeCloseTo(start.x, 3);
    await cropper.getByRole('group', { name: 'Rahmen um die Person' }).focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowDown');
    const moved = await cropperFrame(page);
    expect(moved.x).toBeGreaterThan(resized.x + 0.05);
    expect(moved.y).toBeGreaterThan(resized.y);
    expect(moved.width).toBeCloseTo(resized.width, 3);
    await page.getByTestId('person-cropper-ok').click();

    // The mention input: a name nobody has yet becomes a new person.
    const nameDialog = page.getByTestId('person-name-dialog');
    await nameDialog.waitFor();
    await imageLoaded(page, '[data-testid="person-name-crop"]');
    await page.getByTestId('person-name-input').fill(PERSON);
    await nameDialog.getByText('Weiter legt eine neue Person').waitFor();
    await expectAccessible(page, 'who is this (phone)');
    await page.getByTestId('person-name-next').click();

    // 'More Information': the description is required (spec §5), Save waits for it.
    const more = page.getByTestId('person-more-dialog');
    await more.waitFor();
    const save = page.getByTestId('person-more-save');
    expect(await save.isDisabled()).toBe(true);
    await page.getByTestId('person-description').fill('x');
    await page.getByTestId('person-description').fill('');
    await more.getByText('Beschreibung ist erforderlich').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await expectAccessible(page, 'more information (phone)');
    await saveScreenshot(page, 'people-more-information-phone');

    await page
      .getByTestId('person-description')
      .fill('Soldat, 1918 in Beatenberg zur Erholung nach der Grippe.');
    expect(await save.isDisabled()).toBe(false);
    // The mother is chosen with the same name search (a listbox the keys walk).
    await page.getByTestId('person-mother').fill(MOTHER.slice(0, -2));
    await page.getByRole('option', { name: new RegExp(MOTHER) }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.getByTestId('person-mother').inputValue()).toBe(MOTHER);
    await save.click();
    await more.waitFor({ state: 'detached' });

    // Saved: the viewer shows the Person comment's box, named, as the active comment.
    await page.waitForURL(new RegExp(`/photographs/show/${SOLDIERS.id}/\\d+$`));
    const commentId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByTestId(`comment-box-${commentId}`).waitFor();
    expect(await page.getByTestId(`comment-label-${commentId}`).textContent()).toBe(`Person: ${PERSON}`);
    await page.getByText(`${PERSON} ist auf diesem Bild benannt.`).waitFor();

    const found = await getJson<{ 'hydra:member': Person[] }>(`/mentions?name=${encodeURIComponent(PERSON)}`);
    expect(found['hydra:member']).toHaveLength(1);
    person = found['hydra:member'][0] as Person;
    expect(person.mother).toBe(mother['@id']);
    expect(person.photographs).toEqual([`/photographs/${SOLDIERS.id}`]);
    expect(person.imagePaths).toHaveLength(1);
    await saveScreenshot(page, 'people-named-box-phone');

    // Person details from the named box's comment: the crop, the mother as a link.
    await page.getByTestId('active-comment-person').click();
    const details = page.getByTestId('person-details');
    await details.waitFor();
    await details.getByText('Soldat, 1918 in Beatenberg').waitFor();
    await imageLoaded(page, '[data-testid="person-crop"]');
    const motherLink = details.getByTestId('person-mother-link');
    await poll(() => motherLink.textContent()).toBe(MOTHER);
    await expectAccessible(page, 'person details (phone)');
    await saveScreenshot(page, 'people-details-phone');
    // The mother's own details, her son among her children, and back.
    await motherLink.click();
    await poll(() => details.getByTestId('person-child-link').textContent()).toBe(PERSON);
    await details.getByTestId('person-details-back').click();
    await details.getByText('Soldat, 1918 in Beatenberg').waitFor();

    // The person's album, with the crop at the top.
    await details.getByTestId('person-album-link').click();
    await page.waitForURL(/\/image_galleries\/show\/\d+$/);
    await page.getByRole('heading', { level: 1, name: PERSON }).waitFor();
    await page.getByTestId('album-mentions').waitFor();
    await imageLoaded(page, '[data-testid="album-mention"] img');
    expect(await page.getByTestId('album-mention').count()).toBe(1);
    // Its family line: the mother, whose details open from there.
    const family = page.getByTestId('album-family');
    await family.getByRole('button', { name: `Über ${PERSON}` }).waitFor();
    await family.getByRole('button', { name: MOTHER }).click();
    await poll(() => page.getByTestId('person-details').getByTestId('person-child-link').textContent()).toBe(
      PERSON,
    );
    await expectAccessible(page, "a person's album with the family line (phone)");
    await page.keyboard.press('Escape');
    await page.getByTestId('person-details').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'people-album-phone');
    expect(errors).toEqual([]);
  });

  test('on a desktop: a second mention of the same person, found by name, joins their album; the creator edits them', async () => {
    expect(person, 'the first test named the person').toBeTruthy();
    await page.setViewportSize(DESKTOP);
    await openViewer(page, COKE_PILE.id);
    await chooseFromDial(page, 'speed-dial-selectPerson');
    await page.getByTestId('person-cropper').waitFor();
    await poll(() => page.getByTestId('person-cropper-stage').getAttribute('data-frame')).not.toBeNull();
    // Spec §4: 350 × 350 pixels of the picture as shown on a wide screen.
    const frame = await cropperFrame(page);
    const shown = await page.locator('[data-testid="person-cropper-stage"] img').boundingBox();
    expect((frame.width * (shown?.width ?? 0)).toFixed(0)).toBe('350');
    expect((frame.height * (shown?.height ?? 0)).toFixed(0)).toBe('350');
    // The mouse drags the frame to the left, then its bottom right corner in.
    const selection = await page.locator('.ReactCrop__crop-selection').boundingBox();
    if (!selection) throw new Error('no frame shown');
    const drag = async (from: { x: number; y: number }, by: { x: number; y: number }) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + by.x / 2, from.y + by.y / 2, { steps: 4 });
      await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(
      { x: selection.x + selection.width / 2, y: selection.y + selection.height / 2 },
      { x: -100, y: 0 },
    );
    const dragged = await cropperFrame(page);
    expect(dragged.x).toBeLessThan(frame.x - 0.05);
    expect(dragged.width).toBeCloseTo(frame.width, 3);
    await drag(
      { x: selection.x - 100 + selection.width, y: selection.y + selection.height },
      { x: -150, y: -150 },
    );
    const smaller = await cropperFrame(page);
    expect(smaller.width).toBeLessThan(dragged.width - 0.1);
    expect(smaller.x).toBeCloseTo(dragged.x, 3);
    await expectAccessible(page, 'person cropper (desktop)');
    await saveScreenshot(page, 'people-cropper-desktop');
    await page.getByTestId('person-cropper-ok').click();

    await page.getByTestId('person-name-dialog').waitFor();
    await page.getByTestId('person-name-input').fill(PERSON.slice(0, 8));
    await page.getByRole('option', { name: new RegExp(PERSON) }).click();
    await page.getByTestId('person-name-dialog').getByText(`${PERSON} ist schon bekannt`).waitFor();
    await saveScreenshot(page, 'people-known-person-desktop');
    await page.getByTestId('person-name-save').click();
    await page.getByTestId('person-name-dialog').waitFor({ state: 'detached' });
    await page.waitForURL(new RegExp(`/photographs/show/${COKE_PILE.id}/\\d+$`));

    const again = await getJson<Person>(person['@id']);
    expect(again.photographs).toEqual([`/photographs/${SOLDIERS.id}`, `/photographs/${COKE_PILE.id}`]);
    expect(again.imagePaths).toHaveLength(2);
    const album = await getJson<{ photographs: string[]; mentionImagePaths: string[] }>(again.album ?? '');
    expect(album.photographs).toEqual(expect.arrayContaining(again.photographs));
    expect(album.mentionImagePaths).toEqual(again.imagePaths);

    // Whoever named the person changes the description in their details.
    await page.getByTestId('active-comment-person').click();
    const details = page.getByTestId('person-details');
    await details.waitFor();
    await poll(() => details.getByTestId('person-photograph-link').count()).toBe(2);
    await saveScreenshot(page, 'people-details-desktop');
    await details.getByTestId('person-edit').click();
    await details.getByTestId('person-edit-form').waitFor();
    expect(await details.getByTestId('person-mother').inputValue()).toBe(MOTHER);
    await details.getByTestId('person-description').fill('');
    await details.getByText('Beschreibung ist erforderlich').waitFor();
    expect(await details.getByTestId('person-edit-save').isDisabled()).toBe(true);
    await details.getByTestId('person-description').fill('Soldat und später Bergführer in Beatenberg.');
    await details.getByTestId('person-edit-save').click();
    await details.getByText('Soldat und später Bergführer in Beatenberg.').waitFor();
    await expectAccessible(page, 'person details (desktop)');
    expect((await getJson<Person>(person['@id'])).description).toBe(
      'Soldat und später Bergführer in Beatenberg.',
    );

    // The album shows both crops.
    await details.getByTestId('person-album-link').click();
    await page.getByTestId('album-mentions').waitFor();
    await poll(() => page.getByTestId('album-mention').count()).toBe(2);
    await imageLoaded(page, '[data-testid="album-mention"] img');
    await saveScreenshot(page, 'people-album-desktop');
    expect(errors).toEqual([]);
  });

  test('someone else sees the person details without the edit button', async () => {
    const { context: other } = await signedInContext(browser, {
      as: await registerPerson('stranger', 'Sven Fremder'),
      settings: { showNotifications: false, showTour: false },
      context: { viewport: PHONE },
    });
    const stranger = await other.newPage();
    const [appearance] = (await getJson<{ appearances: Array<{ comment: string | null }> }>(person['@id']))
      .appearances;
    const commentId = appearance?.comment?.split('/').pop();
    await stranger.goto(`${baseUrl}/photographs/show/${SOLDIERS.id}/${commentId}`);
    await stranger.getByTestId('active-comment-person').click();
    await stranger.getByTestId('person-details').getByTestId('person-album-link').waitFor();
    expect(await stranger.getByTestId('person-edit').count()).toBe(0);
    await other.close();
  });
});
