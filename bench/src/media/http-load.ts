import http from 'node:http';

export type LoadFigures = {
  requestsPerSecond: number;
  requests: number;
  errors: number;
  megabytesPerSecond: number;
  p50: number;
  p99: number;
};

/**
 * Keeps `connections` keep-alive connections busy for `seconds`, cycling through `paths`, and counts
 * complete answers. Only ever aimed at 127.0.0.1; bounded in time and in requests.
 */
export async function loadTest(options: {
  port: number;
  paths: string[];
  connections: number;
  seconds: number;
  maxRequests?: number;
}): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const maxRequests = options.maxRequests ?? 2_000_000;
  let requests = 0;
  let errors = 0;
  let bytes = 0;
  let next = 0;
  const latencies: number[] = [];
  const get = (path: string) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get({ host: '127.0.0.1', port: options.port, path, agent }, (response) => {
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () => {
          if (response.statusCode === 200) requests += 1;
          else errors += 1;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  // Warm-up: every path once (fills caches on both sides, as a busy server would have them).
  for (const path of options.paths) await get(path);
  requests = 0;
  errors = 0;
  bytes = 0;
  latencies.length = 0;
  const deadline = performance.now() + options.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (performance.now() < deadline && requests + errors < maxRequests) {
        await get(options.paths[next++ % options.paths.length] as string);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    requestsPerSecond: requests / elapsed,
    requests,
    errors,
    megabytesPerSecond: bytes / elapsed / 1024 / 1024,
    p50: at(0.5),
    p99: at(0.99),
  };
}
