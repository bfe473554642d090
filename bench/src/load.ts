/** Latency figures of one scenario; times in milliseconds. */
export type Figures = { p50: number; p95: number; requestsPerSecond: number; count: number };

function percentile(sorted: number[], fraction: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] as number;
}

/**
 * Runs `task` from `concurrency` loops for `seconds` (after a short warm-up) and measures every
 * call. Bounded in time and count, and only ever aimed at this machine.
 */
export async function measure(
  task: () => Promise<void>,
  options: { concurrency: number; seconds: number; maxCalls?: number },
) {
  for (let i = 0; i < 20; i++) await task();
  const latencies: number[] = [];
  const deadline = performance.now() + options.seconds * 1000;
  const maxCalls = options.maxCalls ?? 200_000;
  const started = performance.now();
  const loop = async () => {
    while (performance.now() < deadline && latencies.length < maxCalls) {
      const t0 = performance.now();
      await task();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    requestsPerSecond: latencies.length / elapsed,
    count: latencies.length,
  } satisfies Figures;
}

export const format = (f: Figures) =>
  `p50 ${f.p50.toFixed(1).padStart(6)} ms   p95 ${f.p95.toFixed(1).padStart(6)} ms   ${f.requestsPerSecond.toFixed(0).padStart(6)} req/s   (${f.count} calls)`;
