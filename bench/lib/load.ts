import autocannon from 'autocannon';
import * as hdr from 'hdr-histogram-js';
import { Pool } from 'undici';

export interface ClosedLoopResult {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  total: number;
}

export interface RequestSpec {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /**
   * Request bodies: called once per connection, it returns that connection's generator, which
   * builds each next body (e.g. with a fresh Idempotency-Key, alternating direction).
   */
  bodies?: (connection: number) => () => { body: string; headers?: Record<string, string> };
  /** GET requests: each connection's own headers (e.g. its own session), instead of `headers` for all */
  connectionHeaders?: (connection: number) => Record<string, string>;
}

/** Closed loop: `connections` clients, each sending its next request when the last answered. */
export async function closedLoop(origin: string, spec: RequestSpec, connections: number, seconds: number): Promise<ClosedLoopResult> {
  const statusCodes: Record<string, number> = {};
  let connectionIndex = 0;
  const result = await autocannon({
    url: origin + spec.path,
    method: spec.method ?? 'GET',
    headers: spec.headers ?? {},
    connections,
    duration: seconds,
    pipelining: 1,
    setupClient: spec.bodies
      ? (client) => {
          const generate = spec.bodies?.(connectionIndex++);
          const next = () => {
            const b = generate?.();
            if (!b) return;
            client.setHeadersAndBody({ ...(spec.headers ?? {}), 'content-type': 'application/json', ...(b.headers ?? {}) }, b.body);
          };
          next();
          client.on('response', next);
        }
      : spec.connectionHeaders
        ? (client) => {
            client.setHeaders(spec.connectionHeaders?.(connectionIndex++) ?? {});
          }
        : undefined,
  });
  for (const [key, value] of Object.entries(result)) {
    const m = /^(\d)xx$/.exec(key);
    if (m && typeof value === 'number' && value > 0) statusCodes[key] = value;
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes,
    total: result.requests.total,
  };
}

export interface OpenLoopResult {
  rate: number;
  sent: number;
  ok: number;
  failed: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * Open loop at a fixed rate: requests leave on schedule whether or not earlier ones answered, and
 * latency counts from the scheduled time, so queueing is not hidden (no coordinated omission).
 */
export async function openLoop(
  origin: string,
  paths: () => string,
  headers: Record<string, string>,
  rate: number,
  seconds: number,
): Promise<OpenLoopResult> {
  const pool = new Pool(origin, { connections: 64, pipelining: 1 });
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000_000, numberOfSignificantValueDigits: 3 });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const start = performance.now();
  let ok = 0;
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * interval;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(
      pool
        .request({ method: 'GET', path: paths(), headers })
        .then(async (res) => {
          await res.body.dump();
          const micros = Math.max(1, Math.round((performance.now() - scheduled) * 1000));
          histogram.recordValue(micros);
          if (res.statusCode >= 200 && res.statusCode < 300) ok++;
          else failed++;
        })
        .catch(() => {
          failed++;
        }),
    );
  }
  await Promise.all(inFlight);
  await pool.close();
  const result = {
    rate,
    sent: total,
    ok,
    failed,
    p50Ms: histogram.getValueAtPercentile(50) / 1000,
    p95Ms: histogram.getValueAtPercentile(95) / 1000,
    p99Ms: histogram.getValueAtPercentile(99) / 1000,
    maxMs: histogram.maxValue / 1000,
  };
  histogram.destroy();
  return result;
}
