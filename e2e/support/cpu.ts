import { cpus } from 'node:os';

function snapshot() {
  return cpus().reduce(
    (sum, cpu) => {
      const { idle, user, nice, sys, irq } = cpu.times;
      return { idle: sum.idle + idle, total: sum.total + idle + user + nice + sys + irq };
    },
    { idle: 0, total: 0 },
  );
}

/** Share of CPU time that was idle over `sampleMs`, across all cores. */
export async function idleShare(sampleMs = 2000): Promise<number> {
  const before = snapshot();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = snapshot();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : 1;
}

/**
 * Waits (up to `timeoutMs`) until the machine is mostly idle. Lighthouse simulates a slow phone from
 * what it measures, so other processes hogging the CPU (builds, other test suites) would be
 * counted against our page. Returns the idle share seen last, to print next to the scores.
 */
export async function waitForQuietCpu(minIdle = 0.6, timeoutMs = 180_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let idle = await idleShare();
  while (idle < minIdle && Date.now() < deadline) idle = await idleShare();
  return idle;
}
