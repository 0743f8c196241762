import autocannon, { type Request } from 'autocannon';
import type { Rng } from '../../apps/api/src/seed/random';

/** The page of a listing a storefront visitor asks for: 1 (40 %), 2–5 (40 %), 6–40 (20 %). */
export const listingPage = (rng: Rng) =>
  rng.weighted([
    [1, 40],
    [rng.int(2, 5), 40],
    [rng.int(6, 40), 20],
  ] as const);

export type LoadOptions = {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Called for every request: its path, for POST its JSON body, and headers of its own (a buyer's token). */
  next: () => { path: string; body?: unknown; headers?: Record<string, string> };
  /** The CPU the server under load has used so far (ms, `cpuMs` of bench/lib/api.ts): gives `cpuMsPerResponse`. */
  cpu?: () => number | null;
};

export type LoadResult = {
  /** 2xx responses per second over the measured run. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  responses: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  durationSeconds: number;
  /** A sample of non-2xx status codes, to tell what went wrong. */
  statuses: Record<string, number>;
  /**
   * The server's CPU per response over the measured run (with `cpu`): moves far less with the machine's load than
   * requests per second do.
   */
  cpuMsPerResponse?: number;
};

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

async function run(options: LoadOptions, durationSeconds: number, record: boolean): Promise<LoadResult> {
  const headers = { ...(options.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...options.headers };
  const request: Request = {
    method: options.method ?? 'GET',
    headers,
    setupRequest: (req) => {
      const { path, body, headers: own } = options.next();
      return {
        ...req,
        path,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        ...(own ? { headers: { ...headers, ...own } } : {}),
      };
    },
  };
  const instance = autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: durationSeconds,
    timeout: 10,
    requests: [request],
  });
  // Our own latency list: autocannon's summary has no p95.
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  if (record) {
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode > 299) statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  }
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    responses: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSeconds: result.duration,
    statuses,
  };
}

/** A warm-up run (discarded), then the measured run. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await run(options, options.warmupSeconds, false);
  const before = options.cpu?.() ?? null;
  const result = await run(options, options.durationSeconds, true);
  const after = options.cpu?.() ?? null;
  if (before === null || after === null || result.responses === 0) return result;
  return { ...result, cpuMsPerResponse: (after - before) / result.responses };
}
