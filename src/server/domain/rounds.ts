/**
 * A background worker's rounds (the webhook deliverer, the mail sender, the EDI order sender): `round`
 * runs every `intervalMs` after the previous one ended, a failed round is logged and the next one still
 * comes; `stop()` lets the round in flight finish. `isStopped()` tells a round to give back what it has
 * not started.
 */
export interface Rounds {
  runOnce(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
  isStopped(): boolean;
}

export function repeatRounds(
  what: string,
  options: { intervalMs?: number | undefined; log?: ((message: string, error?: unknown) => void) | undefined },
  round: () => Promise<number>,
): Rounds {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> = Promise.resolve();
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      inFlight = round()
        .catch((error) => options.log?.(`${what} round failed`, error))
        .finally(schedule);
    }, options.intervalMs ?? 1000);
  }
  return {
    runOnce: () => {
      const r = round();
      inFlight = r.catch(() => {});
      return r;
    },
    start() {
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
    isStopped: () => stopped,
  };
}
