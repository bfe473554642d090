import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Runs an entry of a show screen's speed dial ('Aktionen'): opens the dial unless it is open (a
 * closed dialog may hand the focus back to it) and clicks the entry (`speed-dial-{key}`).
 */
export async function chooseFromDial(page: Page, testId: string): Promise<void> {
  const dial = page.getByRole('button', { name: 'Aktionen' });
  if ((await dial.getAttribute('aria-expanded')) !== 'true') await dial.click();
  await expect.poll(() => dial.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
  await page.getByTestId(testId).click();
}
