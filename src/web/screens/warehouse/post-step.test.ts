import { describe, expect, it, vi } from 'vitest';
import type { Posting } from '../../shell/use-posting';
import { postStep } from './post-step';

type Event = { type: 'ADD'; n: number } | { type: 'POSTED'; result: string };
const step = (state: number, event: Event) => (event.type === 'ADD' ? state + event.n : -1);
const fakePosting = (result: string | null) =>
  ({
    state: 1,
    dispatch: vi.fn(),
    submit: vi.fn(async () => result),
    discard: vi.fn(),
  }) as unknown as Posting<number, Event, number, string> & Record<'dispatch' | 'submit' | 'discard', ReturnType<typeof vi.fn>>;
const requestOf = (state: number) => (state > 2 ? state : null);
const posted = (result: string): Event => ({ type: 'POSTED', result });

describe('postStep', () => {
  it('dispatches, posts the request the next state has, and goes on in the state the answer leads to', async () => {
    const posting = fakePosting('doc');
    expect(await postStep(posting, step, { type: 'ADD', n: 5 }, requestOf, posted)).toBe('doc');
    expect(posting.dispatch).toHaveBeenCalledWith({ type: 'ADD', n: 5 });
    expect(posting.submit).toHaveBeenCalledWith(6);
    expect(posting.discard).toHaveBeenCalledWith(-1);
  });
  it('posts nothing without a request and keeps the draft when the posting fails', async () => {
    const quiet = fakePosting('doc');
    expect(await postStep(quiet, step, { type: 'ADD', n: 0 }, requestOf, posted)).toBeNull();
    expect(quiet.submit).not.toHaveBeenCalled();
    const failing = fakePosting(null);
    expect(await postStep(failing, step, { type: 'ADD', n: 5 }, requestOf, posted)).toBeNull();
    expect(failing.discard).not.toHaveBeenCalled();
  });
});
