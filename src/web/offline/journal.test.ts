import { describe, expect, it } from 'vitest';
import {
  countEntries,
  discardEntry,
  type JournalEntry,
  type JournalStore,
  keepPosted,
  memoryStore,
  newEntry,
  POSTED_KEPT,
  postedDocumentOf,
  replayJournal,
  retryEntry,
  type SendOutcome,
} from './journal';

const request = (n: number) =>
  newEntry({
    method: 'POST',
    url: `/post/${n}`,
    label: `posting ${n}`,
    idempotencyKey: `key-${n}`,
    body: { n },
    flow: 'b2b',
    user: 'whfra',
  });

async function filled(count: number) {
  const store = memoryStore();
  for (let n = 1; n <= count; n++) await store.add(request(n));
  return store;
}

/** Replays the journal of `user` with every entry posted; the keys sent. */
async function replayAllPosted(store: JournalStore, user: string): Promise<string[]> {
  const sent: string[] = [];
  await replayJournal(
    store,
    async (e) => {
      sent.push(e.idempotencyKey);
      return { kind: 'posted', result: null };
    },
    user,
  );
  return sent;
}

describe('offline journal', () => {
  it('posts the waiting entries oldest first, one at a time, each with its own key, and forgets them', async () => {
    const store = await filled(3);
    const sent: string[] = [];
    let inFlight = 0;
    const summary = await replayJournal(
      store,
      async (e) => {
        inFlight++;
        expect(inFlight).toBe(1);
        sent.push(e.idempotencyKey);
        await new Promise((r) => setTimeout(r, 1));
        inFlight--;
        return { kind: 'posted', result: { matDoc: `49${e.id}` } };
      },
      'whfra',
    );
    expect(sent).toEqual(['key-1', 'key-2', 'key-3']);
    expect(summary.posted.map((p) => p.result)).toEqual([{ matDoc: '491' }, { matDoc: '492' }, { matDoc: '493' }]);
    expect(await store.all()).toEqual([]);
  });

  it('keeps a refused entry with the server message and goes on with the next', async () => {
    const store = await filled(3);
    const summary = await replayJournal(
      store,
      async (e): Promise<SendOutcome> =>
        e.idempotencyKey === 'key-2'
          ? { kind: 'refused', message: 'Bin 01-01 holds 0 PC of M-1, not 1.' }
          : { kind: 'posted', result: null },
      'whfra',
    );
    expect(summary.refused.map((e) => e.idempotencyKey)).toEqual(['key-2']);
    const left = await store.all();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      idempotencyKey: 'key-2',
      status: 'refused',
      message: 'Bin 01-01 holds 0 PC of M-1, not 1.',
      attempts: 1,
    });
    expect(countEntries(left)).toEqual({ waiting: 0, refused: 1 });
    // a refused entry is not sent again by itself
    expect(await replayAllPosted(store, 'whfra')).toEqual([]);
  });

  it('stops at an unreachable server: that entry and every later one keep their place', async () => {
    const store = await filled(3);
    const sent: string[] = [];
    const summary = await replayJournal(
      store,
      async (e): Promise<SendOutcome> => {
        sent.push(e.idempotencyKey);
        return e.idempotencyKey === 'key-2' ? { kind: 'unreachable', message: 'no network' } : { kind: 'posted', result: null };
      },
      'whfra',
    );
    expect(sent).toEqual(['key-1', 'key-2']);
    expect(summary.stoppedAt?.idempotencyKey).toBe('key-2');
    const left = await store.all();
    expect(left.map((e) => [e.idempotencyKey, e.status])).toEqual([
      ['key-2', 'waiting'],
      ['key-3', 'waiting'],
    ]);
    expect(left[0]?.attempts).toBe(1);
  });

  it('sends the same key and body again on every attempt (the server replays a posting it already has)', async () => {
    const store = await filled(1);
    const seen: JournalEntry[] = [];
    await replayJournal(
      store,
      async (e) => {
        seen.push(e);
        return { kind: 'unreachable', message: 'answer lost' };
      },
      'whfra',
    );
    await replayJournal(
      store,
      async (e) => {
        seen.push(e);
        return { kind: 'posted', result: { replayed: true } };
      },
      'whfra',
    );
    expect(seen.map((e) => [e.idempotencyKey, e.body])).toEqual([
      ['key-1', { n: 1 }],
      ['key-1', { n: 1 }],
    ]);
    expect(await store.all()).toEqual([]);
  });

  it('retry puts a refused entry back in line; discard removes it', async () => {
    const store = await filled(2);
    await replayJournal(store, async (): Promise<SendOutcome> => ({ kind: 'refused', message: 'no' }), 'whfra');
    const [first, second] = await store.all();
    await retryEntry(store, first?.id as number);
    expect(countEntries(await store.all())).toEqual({ waiting: 1, refused: 1 });
    await discardEntry(store, second?.id as number);
    expect((await store.all()).map((e) => e.idempotencyKey)).toEqual(['key-1']);
  });

  it("replays only the signed-in user's entries: another user's wait for that user", async () => {
    const store = memoryStore();
    await store.add(request(1));
    await store.add({ ...request(2), user: 'whnwk' });
    expect(await replayAllPosted(store, 'whnwk')).toEqual(['key-2']);
    expect(countEntries(await store.all(), 'whfra')).toEqual({ waiting: 1, refused: 0 });
    expect(countEntries(await store.all(), 'whnwk')).toEqual({ waiting: 0, refused: 0 });
  });

  it('a new entry waits, with no message and no attempt', () => {
    expect(request(7)).toMatchObject({ status: 'waiting', message: null, attempts: 0, url: '/post/7', flow: 'b2b', sentAt: null });
  });
});

describe('a posting the server may have forgotten (its keys last 48 hours)', () => {
  const friday = new Date('2026-11-27T17:00:00Z');
  const hoursLater = (h: number) => () => new Date(friday.getTime() + h * 3_600_000);
  const lost = async (): Promise<SendOutcome> => ({ kind: 'unreachable', message: 'answer lost' });

  it('is kept as sent before it leaves: sent on Friday with no answer, it is not resent by itself on Monday', async () => {
    const store = await filled(2);
    await replayJournal(store, lost, 'whfra', () => friday);
    expect((await store.all()).map((e) => e.sentAt)).toEqual([friday.toISOString(), null]);
    // still within the server's memory: resent with the same key
    const sent: string[] = [];
    const posting = async (e: JournalEntry): Promise<SendOutcome> => {
      sent.push(e.idempotencyKey);
      return { kind: 'posted', result: null };
    };
    const early = memoryStore();
    await early.add((await store.all())[0] as JournalEntry);
    await replayJournal(early, posting, 'whfra', hoursLater(40));
    expect(sent).toEqual(['key-1']);
    // Monday morning: key-1 may have been posted and its key forgotten; key-2 never left the handheld
    sent.length = 0;
    const summary = await replayJournal(store, posting, 'whfra', hoursLater(63));
    expect(sent).toEqual(['key-2']);
    expect(summary.refused.map((e) => e.idempotencyKey)).toEqual(['key-1']);
    const [held] = await store.all();
    expect(held).toMatchObject({ idempotencyKey: 'key-1', status: 'refused', forgotten: true });
    expect(held?.message).toBe(
      'Sent more than 48 hours ago without an answer: it may have been posted. Check the material documents, then retry (it posts again) or discard it.',
    );
    // the operator checked: retry is a new attempt, posted now
    await retryEntry(store, held?.id as number);
    await replayJournal(store, posting, 'whfra', hoursLater(64));
    expect(sent).toEqual(['key-2', 'key-1']);
    expect(await store.all()).toEqual([]);
  });

  it('one whose first send was lost before it reached the journal counts from that send', async () => {
    const store = memoryStore();
    await store.add(newEntry({ ...request(1), sent: true }, friday));
    const summary = await replayJournal(store, async () => ({ kind: 'posted', result: null }), 'whfra', hoursLater(50));
    expect(summary.posted).toEqual([]);
    expect(summary.refused.map((e) => e.idempotencyKey)).toEqual(['key-1']);
  });

  it('one made offline and never sent posts whenever the network is back, days later too', async () => {
    const store = memoryStore();
    await store.add(newEntry(request(1), friday));
    expect(await replayAllPosted(store, 'whfra')).toEqual(['key-1']);
  });
});

describe('what the replay posted', () => {
  it('keeps each posted entry with the document of its answer, newest first, at most POSTED_KEPT', async () => {
    const store = await filled(2);
    const summary = await replayJournal(
      store,
      async (e) => ({ kind: 'posted', result: { matDoc: `49000000${e.idempotencyKey.slice(-1)}0` } }),
      'whfra',
    );
    const now = new Date('2026-11-28T08:00:00Z');
    const kept = keepPosted([], summary, now);
    expect(kept.map((r) => [r.idempotencyKey, r.label, r.matDoc, r.user, r.postedAt])).toEqual([
      ['key-2', 'posting 2', '4900000020', 'whfra', now.toISOString()],
      ['key-1', 'posting 1', '4900000010', 'whfra', now.toISOString()],
    ]);
    // a key replayed again is not listed twice; the oldest fall off
    const again = keepPosted(kept, { posted: [{ entry: request(1), result: { matDoc: '4900000010' } }] });
    expect(again.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-2']);
    const many = Array.from({ length: POSTED_KEPT + 5 }, (_, n) => ({ entry: request(n + 10), result: { matDoc: String(n) } }));
    expect(keepPosted(again, { posted: many })).toHaveLength(POSTED_KEPT);
  });

  it('reads the material document from an answer, null when it has none', () => {
    expect(postedDocumentOf({ matDoc: '4900000001', orderId: '1' })).toBe('4900000001');
    expect(postedDocumentOf(null)).toBe(null);
    expect(postedDocumentOf({ matDoc: '' })).toBe(null);
  });
});
