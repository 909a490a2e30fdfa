import type { Session } from '../lib/portal';

export type Figures = Record<string, unknown>;

export interface BenchContext {
  kind: 'postgres' | 'pglite';
  quick: boolean;
  /** Seconds per closed-loop run (3 in quick mode, 20 in full). */
  seconds: number;
  origin: string;
  env: Record<string, string>;
  ceiling: Record<string, unknown>;
  log(line: string): void;
  /** the portal's process id (memory figures from /proc) */
  pid?: number | undefined;
  /**
   * The bare route (and the same route asking PostgreSQL one query) measured now: a ratio to it compares two
   * figures of the same minute (this machine's speed moves by half within minutes). Absent: use `ceiling.bare`.
   */
  bareNow?: () => Promise<BareFigures>;
}

/** The bare route's rate, and the same route's asking PostgreSQL one query per request. */
export interface BareFigures {
  requestsPerSecond: number;
  withQuery?: { requestsPerSecond: number; [figure: string]: unknown };
}

export interface Scenario {
  name: string;
  run(ctx: BenchContext): Promise<Figures>;
}

export type { Session };
