import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { artifactsDir } from './paths';
import { settleTransitions } from './waiting';

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical violation.
 * Every result is appended to artifacts/axe.jsonl for the summary.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settleTransitions(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = {
    screen,
    passes: results.passes.length,
    violations: results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.length,
    })),
  };
  await appendFile(join(artifactsDir, 'axe.jsonl'), `${JSON.stringify(summary)}\n`);
  const details = blocking.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`)
        .join('\n    ')}`,
  );
  expect(details.join('\n'), `axe on ${screen}`).toBe('');
}
