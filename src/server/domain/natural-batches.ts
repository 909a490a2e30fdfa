/** What a batch answers for one of its inputs: a value, an error, or "send me again, on my own". */
export type BatchOutcome<O> = { value: O } | { error: unknown } | { again: true };

interface Waiting<I, O> {
  input: I;
  /** sent on its own: a batch could not serve it (the posting path: it did not get its locks in time) */
  alone: boolean;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Natural batching: at most `inFlight` calls run at once; what arrives while they all run
 * waits, and the next call to start takes everything waiting (up to `max`) in one go. A quiet process
 * never waits (a call starts at once), a busy one pays one round trip for many inputs. Every caller
 * gets its own answer or its own error. `run` answers one outcome per input, in order; when it throws,
 * every input of that call gets its error.
 */
export class NaturalBatches<I, O> {
  private readonly queue: Waiting<I, O>[] = [];
  private running = 0;
  /** calls made, inputs they carried, inputs sent again on their own */
  readonly counts = { calls: 0, items: 0, again: 0 };

  constructor(
    private readonly run: (inputs: I[]) => Promise<BatchOutcome<O>[]>,
    private readonly limits: { inFlight: number; max: number },
  ) {}

  call(input: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, alone: false, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    while (this.running < this.limits.inFlight && this.queue.length > 0) {
      const first = this.queue[0] as Waiting<I, O>;
      let count = 1;
      if (!first.alone) while (count < this.queue.length && count < this.limits.max && !this.queue[count]?.alone) count++;
      const batch = this.queue.splice(0, count);
      this.running++;
      this.counts.calls++;
      this.counts.items += batch.length;
      this.send(batch).finally(() => {
        this.running--;
        this.next();
      });
    }
  }

  private async send(batch: Waiting<I, O>[]): Promise<void> {
    let outcomes: BatchOutcome<O>[];
    try {
      outcomes = await this.run(batch.map((w) => w.input));
    } catch (error) {
      for (const w of batch) w.reject(error);
      return;
    }
    const again: Waiting<I, O>[] = [];
    batch.forEach((w, i) => {
      const outcome = outcomes[i];
      if (!outcome) w.reject(new Error(`a batch of ${batch.length} answered ${outcomes.length} outcomes`));
      else if ('value' in outcome) w.resolve(outcome.value);
      else if ('error' in outcome) w.reject(outcome.error);
      else again.push({ ...w, alone: true });
    });
    this.counts.again += again.length;
    this.queue.unshift(...again);
  }
}
