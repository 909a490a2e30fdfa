import { useSyncExternalStore } from 'react';
import { initialS2s, type S2sEvent, type S2sState, s2sReducer } from './s2s.flow';

/**
 * The stock-to-stock flow spans four pages (source, destination, addmaterial, matlist): its
 * state lives here, outside the pages, and in sessionStorage, so a reload or F3 back does not lose
 * the collected lines or the flow's idempotency key.
 */
const STORAGE_KEY = 'portal-s2s-flow';
let state: S2sState | null = load();
const listeners = new Set<() => void>();

function load(): S2sState | null {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? (JSON.parse(raw) as S2sState) : null;
    return parsed && typeof parsed.mvttype === 'string' && Array.isArray(parsed.lines) ? { ...parsed, posting: false } : null;
  } catch {
    return null;
  }
}

function set(next: S2sState | null) {
  state = next;
  try {
    if (next) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage full or disabled: the flow still works in memory
  }
  for (const l of listeners) l();
}

export function startS2s(mvttype: string, key: string): void {
  set(initialS2s(mvttype, key));
}

export function dispatchS2s(event: S2sEvent): void {
  if (state) set(s2sReducer(state, event));
}

export function getS2s(): S2sState | null {
  return state;
}

export function useS2s(): S2sState | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
