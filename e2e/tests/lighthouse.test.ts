import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describe, expect, inject, test } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/browser';
import { waitForQuietCpu } from '../support/cpu';
import { artifactsDir } from '../support/paths';

const baseUrl = inject('baseUrl');

/** Issue 5 budget for `/` and `/feed` with Lighthouse's default mobile settings (simulated slow 4G, 4× CPU). */
const BUDGET = { performance: 90, accessibility: 95, 'best-practices': 95 } as const;
type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
/** Lighthouse scores vary from run to run; the median of these runs is what is held to the budget. */
const RUNS = 5;

/**
 * Lighthouse simulates a slow phone from what it measures here, so each run waits (a while) for the
 * other processes on the machine to let go of the CPU: the score should describe the page, not the
 * builds next to it. The runs are held to the budget either way.
 */
const QUIET_CPU = 0.6;

async function audit(url: string, run: number, attempt = 1): Promise<Record<Category, number>> {
  const idle = await waitForQuietCpu(QUIET_CPU, run === 1 ? 120_000 : 45_000);
  process.env.CHROME_PATH = CHROMIUM_PATH;
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    // Chromium now and then loses a trace (NO_NAVSTART, NO_FCP): that run measured nothing, so it is
    // taken again rather than counted as a zero.
    if (result.lhr.runtimeError && attempt < 3) {
      console.log(`Lighthouse run ${run} on ${url}: ${result.lhr.runtimeError.code}, running again`);
      return audit(url, run, attempt + 1); // `finally` closes this run's Chromium first
    }
    const [html] = result.report as string[];
    await writeFile(
      join(artifactsDir, `lighthouse-${new URL(url).pathname.slice(1) || 'start'}-${run}.html`),
      html ?? '',
    );
    const lhr = result.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    const failing = Object.values(lhr.audits)
      .filter(
        (auditResult) =>
          auditResult.score !== null &&
          auditResult.score < 0.9 &&
          auditResult.scoreDisplayMode !== 'informative' &&
          auditResult.scoreDisplayMode !== 'manual',
      )
      .map((auditResult) => auditResult.id);
    console.log(
      `Lighthouse run ${run} on ${url} (CPU ${Math.round(idle * 100)} % idle before): ${JSON.stringify(scores)}\n  ${metrics}\n  audits below 0.9: ${failing.join(', ') || 'none'}`,
    );
    return scores;
  } finally {
    chrome.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

describe('Lighthouse (mobile)', () => {
  test.each(['/', '/feed'])(
    '%s: performance ≥ 90, accessibility ≥ 95, best practices ≥ 95 (median of 5 runs)',
    async (path) => {
      const runs: Array<Record<Category, number>> = [];
      for (let run = 1; run <= RUNS; run++) runs.push(await audit(`${baseUrl}${path}`, run));
      const scores = Object.fromEntries(
        CATEGORIES.map((category) => [category, median(runs.map((run) => run[category]))]),
      ) as Record<Category, number>;
      console.log(
        `Lighthouse ${path} median of ${RUNS}: ${JSON.stringify(scores)} (budget ${JSON.stringify(BUDGET)})`,
      );
      await writeFile(
        join(artifactsDir, `lighthouse-${path === '/' ? 'start' : path.slice(1)}.json`),
        JSON.stringify({ runs, median: scores }, null, 2),
      );
      for (const category of CATEGORIES) {
        expect(scores[category], `${path} ${category} (median of ${RUNS})`).toBeGreaterThanOrEqual(
          BUDGET[category],
        );
      }
    },
    900_000,
  );
});
