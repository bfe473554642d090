import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshotsDir } from './paths';
import { settleTransitions } from './waiting';

export async function saveScreenshot(page: Page, name: string, fullPage = false): Promise<string> {
  const path = join(screenshotsDir, `${name}.png`);
  // A picture of a dialog, the drawer or a fade halfway in shows nothing a person would see.
  await settleTransitions(page);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
}
