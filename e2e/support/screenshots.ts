import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotsDir } from './paths';

export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<string> {
  const path = join(screenshotsDir, `${name}.png`);
  // Let transitions (dialogs, drawer, fades) settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}
