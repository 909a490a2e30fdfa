import { describe, expect, it } from 'vitest';
import { type BatchOutcome, NaturalBatches } from './natural-batches';

/** A run function whose calls stay open until released: what each call was given, in order. */
function gate() {
  const calls: { inputs: number[]; release: (outcomes?: BatchOutcome<string>[]) => void; fail: (e: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<BatchOutcome<string>[]>((resolve, reject) => {
      calls.push({
        inputs,
        release: (outcomes) => resolve(outcomes ?? inputs.map((n) => ({ value: `#${n}` }))),
        fail: reject,
      });
    });
  return { calls, run };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('NaturalBatches', () => {
  it('starts a call at once when none runs, and takes what arrived meanwhile in the next one', async () => {
    const g = gate();
    const batches = new NaturalBatches(g.run, { inFlight: 1, max: 3 });
    const answers = [1, 2, 3, 4, 5].map((n) => batches.call(n));
    expect(g.calls.map((c) => c.inputs)).toEqual([[1]]);
    g.calls[0]?.release();
    await tick();
    // 2..5 waited: the next call takes at most three of them, the rest go after it
    expect(g.calls.map((c) => c.inputs)).toEqual([[1], [2, 3, 4]]);
    g.calls[1]?.release();
    await tick();
    g.calls[2]?.release();
    expect(await Promise.all(answers)).toEqual(['#1', '#2', '#3', '#4', '#5']);
    expect(batches.counts).toEqual({ calls: 3, items: 5, again: 0 });
  });

  it('runs up to inFlight calls side by side', () => {
    const g = gate();
    const batches = new NaturalBatches(g.run, { inFlight: 2, max: 10 });
    for (const n of [1, 2, 3, 4]) void batches.call(n);
    expect(g.calls.map((c) => c.inputs)).toEqual([[1], [2]]);
  });

  it('gives every input its own outcome; one sent back goes again on its own, before what waits', async () => {
    const g = gate();
    const batches = new NaturalBatches(g.run, { inFlight: 1, max: 10 });
    const first = batches.call(1);
    const [a, b, c] = [2, 3, 4].map((n) => batches.call(n));
    // a refusal is awaited below, after other steps: look at it from the start, so it is never unhandled
    const bOutcome = b?.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    g.calls[0]?.release();
    await first;
    await tick();
    g.calls[1]?.release([{ value: 'a' }, { error: new Error('refused') }, { again: true }]);
    await tick();
    const late = batches.call(5);
    expect(g.calls.map((x) => x.inputs)).toEqual([[1], [2, 3, 4], [4]]);
    g.calls[2]?.release();
    await tick();
    expect(g.calls[3]?.inputs).toEqual([5]);
    g.calls[3]?.release();
    await expect(a).resolves.toBe('a');
    await expect(bOutcome).resolves.toBe('refused');
    await expect(c).resolves.toBe('#4');
    await expect(late).resolves.toBe('#5');
    expect(batches.counts.again).toBe(1);
  });

  it('fails every input of a call that fails as a whole, and goes on with the next', async () => {
    const g = gate();
    const batches = new NaturalBatches(g.run, { inFlight: 1, max: 10 });
    const first = batches.call(1);
    const [a, b] = [2, 3].map((n) => batches.call(n));
    const bOutcome = b?.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    g.calls[0]?.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    g.calls[1]?.release([{ value: 'two' }]);
    await expect(a).resolves.toBe('two');
    await expect(bOutcome).resolves.toBe('a batch of 2 answered 1 outcomes');
  });
});
