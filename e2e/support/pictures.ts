import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The first image the selector finds has arrived as a picture (not a broken image). */
export async function imageLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .first()
          .evaluate(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

/** The cropper's frame (person selection, print section) in fractions of the picture. */
export async function cropperFrame(
  page: Page,
): Promise<{ x: number; y: number; width: number; height: number; degrees: number }> {
  return JSON.parse((await page.getByTestId('person-cropper-stage').getAttribute('data-frame')) ?? 'null');
}
