import { type EndpointDef, fillPath } from '../../shared/contracts/endpoint';
import { t } from '../../shared/i18n';
import { IDEMPOTENCY_RETENTION_HOURS } from '../../shared/idempotency';

/**
 * The offline scan journal: postings made while the handheld had no network wait here,
 * each with its own Idempotency-Key and body, and are posted later in the order they were made,
 * one at a time. No DOM and no IndexedDB in this file: the store is given (IndexedDB in the app,
 * memory in tests), so the rules below are tested on their own.
 *
 *   waiting --posted (or replayed: the server had it already)--> gone
 *      |  ^
 *      |  +--network down / 5xx / signed out: stays waiting, replay stops here
 *      +--refused (4xx with the server's message)--> refused --retry--> waiting
 *      |                                                 +--discard--> gone
 *      +--sent without an answer longer ago than the server keeps keys--> refused (not resent)
 *
 * The server answers a key it has seen with the first answer for IDEMPOTENCY_RETENTION_HOURS, then
 * forgets it. A posting that may have reached the server (sent, no answer) and waited longer than
 * that (a handheld switched off over a weekend) could post a second time: the journal does not
 * resend it by itself; the operator checks the documents and retries (a new attempt) or discards it.
 */
export type JournalStatus = 'waiting' | 'refused';

export interface JournalRequest {
  method: 'POST' | 'PUT';
  /** the filled path of the posting's contract */
  url: string;
  /** what the operator sees in the journal ("Bin to bin 01-01-01 -> 02-01-01: 2 PC of M-1") */
  label: string;
}

export interface JournalEntry extends JournalRequest {
  /** the order postings were made in (set by the store) */
  id?: number;
  idempotencyKey: string;
  body: unknown;
  /** the flow that made it (`b2b`, `gr`, ...) */
  flow: string;
  /** who made it: replayed only in this user's session (a shared handheld never posts one user's work as another's) */
  user: string;
  createdAt: string;
  /** when a request with this key first went to the server (null: never sent, the server cannot have it) */
  sentAt?: string | null;
  /** held back: sent without an answer longer ago than the server keeps keys (it may have been posted) */
  forgotten?: boolean;
  status: JournalStatus;
  /** the server's refusal, or the last reason a replay stopped */
  message: string | null;
  attempts: number;
}

export interface JournalStore {
  /** every entry, oldest first */
  all(): Promise<JournalEntry[]>;
  add(entry: JournalEntry): Promise<number>;
  put(entry: JournalEntry): Promise<void>;
  remove(id: number): Promise<void>;
}

/** What a replayed request came to. */
export type SendOutcome =
  | { kind: 'posted'; result: unknown }
  /** the server refused it (stock taken meanwhile, serial moved, ...): the operator decides */
  | { kind: 'refused'; message: string }
  /** not answered (network, server error, signed out): try again later, in the same order */
  | { kind: 'unreachable'; message: string };

export interface ReplaySummary {
  posted: { entry: JournalEntry; result: unknown }[];
  refused: JournalEntry[];
  /** replay stopped at this entry (still waiting) */
  stoppedAt: JournalEntry | null;
}

/** What a replayed posting came to (the journal shows it after the entry has left, the result screen too). */
export interface PostedRecord {
  idempotencyKey: string;
  label: string;
  flow: string;
  user: string;
  /** the server's answer: the material document it posted (null: an answer without one) */
  matDoc: string | null;
  postedAt: string;
}

/** How many replayed postings the device remembers (newest first). */
export const POSTED_KEPT = 20;

/** The material document of a posting's answer (every journal flow answers with `matDoc`). */
export function postedDocumentOf(result: unknown): string | null {
  const matDoc = result && typeof result === 'object' ? (result as { matDoc?: unknown }).matDoc : undefined;
  return typeof matDoc === 'string' && matDoc ? matDoc : null;
}

/** The records of a replay's posted entries, added before the ones kept (newest first, at most POSTED_KEPT). */
export function keepPosted(kept: readonly PostedRecord[], summary: Pick<ReplaySummary, 'posted'>, now = new Date()): PostedRecord[] {
  const added = summary.posted
    .map(({ entry, result }) => ({
      idempotencyKey: entry.idempotencyKey,
      label: entry.label,
      flow: entry.flow,
      user: entry.user,
      matDoc: postedDocumentOf(result),
      postedAt: now.toISOString(),
    }))
    .reverse();
  const keys = new Set(added.map((r) => r.idempotencyKey));
  return [...added, ...kept.filter((r) => !keys.has(r.idempotencyKey))].slice(0, POSTED_KEPT);
}

/** A new entry; `sent`: the posting already went to the server once and its answer was lost. */
export function newEntry(
  request: JournalRequest & { idempotencyKey: string; body: unknown; flow: string; user: string; sent?: boolean },
  now = new Date(),
): JournalEntry {
  const { sent, ...rest } = request;
  return { ...rest, createdAt: now.toISOString(), sentAt: sent ? now.toISOString() : null, status: 'waiting', message: null, attempts: 0 };
}

/** Resent by itself only within the server's memory of keys, less a margin for the two clocks. */
const RESEND_WITHIN_MS = (IDEMPOTENCY_RETENTION_HOURS - 2) * 3_600_000;

/** Whether the server may have forgotten this entry's key although it may have posted it. */
export function answerForgotten(entry: JournalEntry, now: Date): boolean {
  return !!entry.sentAt && now.getTime() - Date.parse(entry.sentAt) > RESEND_WITHIN_MS;
}

/**
 * Posts the waiting entries oldest first, one at a time, each with its own key. A posted entry
 * (a replayed answer counts: the server posted it before, when its answer was lost) leaves the
 * journal; a refused one stays marked with the server's message and the next one is tried; an
 * unreachable server stops the replay (later entries keep their place behind it). Only `user`'s
 * entries are sent (the session's user); another user's wait for that user's next sign-in.
 */
export async function replayJournal(
  store: JournalStore,
  send: (entry: JournalEntry) => Promise<SendOutcome>,
  user: string,
  now: () => Date = () => new Date(),
): Promise<ReplaySummary> {
  const summary: ReplaySummary = { posted: [], refused: [], stoppedAt: null };
  for (const waiting of await store.all()) {
    const id = waiting.id;
    if (waiting.status !== 'waiting' || id === undefined || waiting.user !== user) continue;
    let entry = waiting;
    if (answerForgotten(entry, now())) {
      const held: JournalEntry = {
        ...entry,
        status: 'refused',
        forgotten: true,
        message: t('journalAnswerForgotten', { hours: IDEMPOTENCY_RETENTION_HOURS }),
      };
      await store.put(held);
      summary.refused.push(held);
      continue;
    }
    if (!entry.sentAt) {
      // kept before it leaves: if the answer is lost and the handheld is off for days, the journal knows
      entry = { ...entry, sentAt: now().toISOString() };
      await store.put(entry);
    }
    const outcome = await send(entry);
    if (outcome.kind === 'posted') {
      await store.remove(id);
      summary.posted.push({ entry, result: outcome.result });
      continue;
    }
    const next: JournalEntry = { ...entry, attempts: entry.attempts + 1, message: outcome.message };
    if (outcome.kind === 'refused') {
      await store.put({ ...next, status: 'refused' });
      summary.refused.push({ ...next, status: 'refused' });
      continue;
    }
    await store.put(next);
    summary.stoppedAt = next;
    break;
  }
  return summary;
}

/**
 * A refused entry goes back to waiting (the operator fixed the cause, or checked that a posting whose
 * answer the server forgot was not posted): it is posted with the same key, as a new attempt.
 */
export async function retryEntry(store: JournalStore, id: number): Promise<void> {
  const entry = (await store.all()).find((e) => e.id === id);
  if (entry) await store.put({ ...entry, status: 'waiting', sentAt: null, forgotten: false });
}

export async function discardEntry(store: JournalStore, id: number): Promise<void> {
  await store.remove(id);
}

export interface JournalCounts {
  waiting: number;
  refused: number;
}

/** The counts of `user`'s entries (all entries without a user). */
export function countEntries(entries: readonly JournalEntry[], user?: string): JournalCounts {
  let waiting = 0;
  let refused = 0;
  for (const e of entries) {
    if (user !== undefined && e.user !== user) continue;
    if (e.status === 'waiting') waiting++;
    else refused++;
  }
  return { waiting, refused };
}

/** A store in memory (tests, and a browser without IndexedDB: the journal then lasts as long as the tab). */
export function memoryStore(): JournalStore {
  const rows = new Map<number, JournalEntry>();
  let next = 1;
  return {
    all: async () => [...rows.values()].sort((a, b) => (a.id as number) - (b.id as number)),
    add: async (entry) => {
      const id = next++;
      rows.set(id, { ...entry, id });
      return id;
    },
    put: async (entry) => {
      if (entry.id !== undefined) rows.set(entry.id, { ...entry });
    },
    remove: async (id) => {
      rows.delete(id);
    },
  };
}

/** The journal's request for a posting contract (its filled path) with what the operator sees. */
export function journalRequestOf(contract: EndpointDef, params: Record<string, unknown> | undefined, label: string): JournalRequest {
  return { method: contract.method === 'PUT' ? 'PUT' : 'POST', url: fillPath(contract.path, params), label };
}
