import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { t } from '../../shared/i18n';
import { errorText } from '../../shared/messages';
import { isApiError, newIdempotencyKey } from '../api';
import type { JournalRequest } from '../offline/journal';

/** The offline journal's runtime, loaded when a flow with a journal posts (from the app cache offline). */
const offline = () => import('../offline/runtime');

/**
 * One posting style for every handheld flow (DESIGN.md sections 8 and 10). `usePosting` owns:
 * - the flow's draft (its state), stored in sessionStorage under `flow:<name>:<instance>` with
 * - the Idempotency-Key, created when the flow instance starts. A key belongs to one attempt at
 *   one body: the same body is sent again with the same key (a retry after a lost answer or a
 *   reload replays the first document), a changed body gets a new key;
 * - the submit (one at a time) and the error mapping (errorText; a 422 IDEMPOTENCY_KEY_REUSED is
 *   explained with how to go on, and the next attempt gets a new key, so the screen never sticks).
 * Key and draft are dropped after success or Discard. The transport is the caller's `send`.
 * Components using the same flow instance (the pages of stock to stock) share one state.
 */
export interface PostingFlow<S, E> {
  /** short name of the flow, part of the storage key */
  name: string;
  step: (state: S, event: E) => S;
}

export interface PostingOptions<S, E, B, R> {
  flow: PostingFlow<S, E>;
  /** the flow instance, e.g. `PO:4500000001` or the warehouse; null: not known yet (memory only) */
  instance: string | null;
  /** the draft of a new instance */
  start: () => S;
  send: (idempotencyKey: string, body: B) => Promise<R>;
  /** flow events for the stages of a posting (optional) */
  onStarted?: () => E | null;
  /** `retried`: this key was sent before and its answer was lost (the server may have replayed) */
  onPosted?: (result: R, retried: boolean) => E | null;
  onFailed?: (message: string) => E | null;
  /**
   * Offline journal: where the body goes and what it is. With it, a posting made without
   * network (or while earlier ones still wait, to keep their order), or one whose request got no
   * answer, waits in the journal with its key and body and is posted when the network is back.
   */
  journal?: (body: B) => JournalRequest;
  /** the posting waits in the journal (the draft and key are the journal's now) */
  onQueued?: () => E | null;
}

interface Stored<S> {
  draft: S;
  key: string;
  /** JSON of the body last sent with `key`; null while the key is unused */
  body: string | null;
  /** a send with `key` started and its answer has not arrived (yet, or ever: a reload) */
  inFlight: boolean;
  /** the last attempt with `key` may have been posted (its answer was lost) */
  uncertain?: boolean;
}

export interface PostingSnapshot<S, R> {
  state: S;
  idempotencyKey: string;
  posting: boolean;
  error: string | null;
  result: R | null;
  /** the last success answered a retry of a key already sent */
  retried: boolean;
  /** the last posting waits in the offline journal */
  queued: boolean;
}

interface Live<S, R> {
  storageKey: string | null;
  stored: Stored<S>;
  snapshot: PostingSnapshot<S, R>;
  /** posted: nothing is stored any more until Discard starts a new instance */
  finished: boolean;
  listeners: Set<() => void>;
}

export const FLOW_STORAGE_PREFIX = 'flow:';
const live = new Map<string, Live<unknown, unknown>>();

export function flowStorageKey(name: string, instance: string): string {
  return `${FLOW_STORAGE_PREFIX}${name}:${instance}`;
}

function read<S>(storageKey: string): Stored<S> | null {
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Stored<S>;
    return parsed && typeof parsed.key === 'string' && parsed.draft !== undefined ? parsed : null;
  } catch {
    return null;
  }
}

function persist<S, R>(l: Live<S, R>) {
  if (!l.storageKey || l.finished) return;
  try {
    sessionStorage.setItem(l.storageKey, JSON.stringify(l.stored));
  } catch {
    // storage full or disabled: the flow still works in this tab, without surviving a reload
  }
}

function drop<S, R>(l: Live<S, R>) {
  if (!l.storageKey) return;
  try {
    sessionStorage.removeItem(l.storageKey);
  } catch {
    // nothing stored
  }
}

function publish<S, R>(l: Live<S, R>, change: Partial<PostingSnapshot<S, R>>) {
  l.snapshot = { ...l.snapshot, ...change, state: l.stored.draft, idempotencyKey: l.stored.key };
  for (const listener of l.listeners) listener();
}

function fresh<S>(draft: S): Stored<S> {
  return { draft, key: newIdempotencyKey(), body: null, inFlight: false };
}

function open<S, E, R>(storageKey: string | null, options: PostingOptions<S, E, unknown, R>): Live<S, R> {
  const mapKey = storageKey ?? `${FLOW_STORAGE_PREFIX}${options.flow.name}:`;
  const existing = live.get(mapKey) as Live<S, R> | undefined;
  if (existing) return existing;
  let stored = storageKey ? read<S>(storageKey) : null;
  let error: string | null = null;
  if (stored?.inFlight) {
    // reloaded while a posting was on its way: its answer is unknown; the same body may be sent
    // again with the same key (the server replays the first document if it was posted)
    error = t('postingInterrupted');
    const event = options.onFailed?.(error);
    stored = { ...stored, inFlight: false, uncertain: true, draft: event ? options.flow.step(stored.draft, event) : stored.draft };
  }
  const s = stored ?? fresh(options.start());
  const l: Live<S, R> = {
    storageKey,
    stored: s,
    finished: false,
    listeners: new Set(),
    snapshot: { state: s.draft, idempotencyKey: s.key, posting: false, error, result: null, retried: false, queued: false },
  };
  live.set(mapKey, l as Live<unknown, unknown>);
  persist(l);
  return l;
}

export interface Posting<S, E, B, R> extends PostingSnapshot<S, R> {
  /** applies `event` to the draft (stored at once); returns the new state */
  dispatch: (event: E) => S;
  /** posts `body` once (ignored while a posting is in flight); resolves to the result or null */
  submit: (body: B) => Promise<R | null>;
  /** drops draft and key and starts a new instance (with `draft`, else `start()`) */
  discard: (draft?: S) => void;
}

export function usePosting<S, E, B, R>(options: PostingOptions<S, E, B, R>): Posting<S, E, B, R> {
  const storageKey = options.instance === null ? null : flowStorageKey(options.flow.name, options.instance);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const l = open<S, E, R>(storageKey, options as PostingOptions<S, E, unknown, R>);
  // a flow posted earlier in this tab and opened again: a new instance
  const [mounted] = useState(() => ({ keys: new Set<string | null>() }));
  if (!mounted.keys.has(storageKey)) {
    mounted.keys.add(storageKey);
    if (l.finished) {
      l.finished = false;
      l.stored = fresh(options.start());
      l.snapshot = {
        state: l.stored.draft,
        idempotencyKey: l.stored.key,
        posting: false,
        error: null,
        result: null,
        retried: false,
        queued: false,
      };
      persist(l);
    }
  }
  const snapshot = useSyncExternalStore(
    useCallback(
      (listener: () => void) => {
        l.listeners.add(listener);
        return () => l.listeners.delete(listener);
      },
      [l],
    ),
    () => l.snapshot,
    () => l.snapshot,
  );

  const dispatch = useCallback(
    (event: E) => {
      const next = optionsRef.current.flow.step(l.stored.draft, event);
      if (next === l.stored.draft) return next;
      l.stored = { ...l.stored, draft: next };
      persist(l);
      publish(l, {});
      return next;
    },
    [l],
  );

  const submit = useCallback(
    async (body: B): Promise<R | null> => {
      if (l.snapshot.posting) return null;
      const o = optionsRef.current;
      const json = JSON.stringify(body);
      // one key, one body: other lines than the last attempt's are a new attempt with a new key
      if (l.stored.body !== null && l.stored.body !== json) l.stored = { ...l.stored, key: newIdempotencyKey() };
      const retried = l.stored.body === json && !!l.stored.uncertain;
      l.stored = { ...l.stored, body: json, inFlight: true, uncertain: false };
      const started = o.onStarted?.();
      if (started) l.stored = { ...l.stored, draft: o.flow.step(l.stored.draft, started) };
      persist(l);
      publish(l, { posting: true, error: null, result: null, queued: false });
      /** the journal takes the posting over: the flow is finished here */
      const queue = async (sent: boolean): Promise<null> => {
        const request = o.journal?.(body) as JournalRequest;
        try {
          await (await offline()).enqueuePosting({ ...request, idempotencyKey: l.stored.key, body, flow: o.flow.name, sent });
        } catch (error) {
          // the device could not keep it (storage full or disabled): the posting stays here, unsent
          const failed = o.onFailed?.(errorText(error));
          l.stored = { ...l.stored, inFlight: false, draft: failed ? o.flow.step(l.stored.draft, failed) : l.stored.draft };
          persist(l);
          publish(l, { posting: false, error: errorText(error) });
          return null;
        }
        const queued = o.onQueued?.();
        l.stored = { ...l.stored, inFlight: false, draft: queued ? o.flow.step(l.stored.draft, queued) : l.stored.draft };
        l.finished = true;
        drop(l);
        publish(l, { posting: false, queued: true });
        return null;
      };
      if (o.journal && (await offline().catch(() => null))?.mustQueue()) return queue(false);
      try {
        const result = await o.send(l.stored.key, body);
        const posted = o.onPosted?.(result, retried);
        l.stored = { ...l.stored, inFlight: false, draft: posted ? o.flow.step(l.stored.draft, posted) : l.stored.draft };
        l.finished = true;
        drop(l);
        publish(l, { posting: false, result, retried });
        return result;
      } catch (error) {
        // sent, no answer: the server may have it (the journal resends with the same key)
        if (o.journal && isApiError(error) && error.status === 0 && error.code === 'NETWORK') return queue(true);
        let message = errorText(error);
        const uncertain = !isApiError(error) || error.status === 0 || error.status >= 500 || error.code === 'IDEMPOTENCY_IN_FLIGHT';
        l.stored = { ...l.stored, uncertain };
        if (isApiError(error) && error.code === 'IDEMPOTENCY_KEY_REUSED') {
          message = t('postingKeyReused');
          l.stored = { ...l.stored, key: newIdempotencyKey(), body: null };
        }
        const failed = o.onFailed?.(message);
        l.stored = { ...l.stored, inFlight: false, draft: failed ? o.flow.step(l.stored.draft, failed) : l.stored.draft };
        persist(l);
        publish(l, { posting: false, error: message });
        return null;
      }
    },
    [l],
  );

  const discard = useCallback(
    (draft?: S) => {
      drop(l);
      l.finished = false;
      l.stored = fresh(draft ?? optionsRef.current.start());
      persist(l);
      publish(l, { posting: false, error: null, result: null, retried: false, queued: false });
    },
    [l],
  );

  return { ...snapshot, dispatch, submit, discard };
}

/** For tests: forget the flows of this page (sessionStorage is left alone). */
export function resetPostingForTests(): void {
  live.clear();
}

/**
 * A handheld flow whose write posts nothing to the ledger (a count, packing a handling unit): the same
 * draft, Idempotency-Key and replay as a posting, named so a reader knows the screen never moves stock
 * (the server registers its endpoint with handleCommand).
 */
export const useCommand = usePosting;
