import { startTransition, useEffect, useReducer } from 'react';

/**
 * A control's library (react-select, react-datepicker) loaded apart from the screen that shows the control
 * (issue 41): the screen and its scan field come first, the library when the reader reaches for the
 * control (focus, a tap) or once the page is idle, whichever is first. Until then the control shows a
 * stand-in of its size. Once loaded, every later screen renders the library at once.
 */
export interface DeferredLibrary<M> {
  /** the library, once loaded */
  current(): M | null;
  /** starts loading (tests: before rendering); a failed download is tried again on the next call */
  load(): Promise<M>;
  /** starts loading, errors left to the next reach */
  start(): void;
  /** calls `wake` once loaded, and starts loading when the page is idle; answers the unsubscription */
  subscribe(wake: () => void): () => void;
}

export function deferredLibrary<M>(importer: () => Promise<M>): DeferredLibrary<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | null = null;
  const waiting = new Set<() => void>();
  const load = () => {
    loading ??= importer().then(
      (library) => {
        loaded = library;
        for (const wake of waiting) wake();
        waiting.clear();
        return library;
      },
      (error: unknown) => {
        loading = null; // a failed download (the network gone, the chunk not cached yet) is tried again on the next reach
        throw error;
      },
    );
    return loading;
  };
  const start = () => {
    load().catch(() => {});
  };
  return {
    current: () => loaded,
    load,
    start,
    subscribe(wake) {
      waiting.add(wake);
      const cancelIdle = whenIdle(start);
      return () => {
        waiting.delete(wake);
        cancelIdle();
      };
    },
  };
}

/** The library if loaded (else null: render the stand-in), and the function that starts loading it (the stand-in's focus or tap). */
export function useDeferredLibrary<M>(library: DeferredLibrary<M>): readonly [M | null, () => void] {
  const [, rendered] = useReducer((n: number) => n + 1, 0);
  const loaded = library.current();
  useEffect(() => {
    if (loaded) return;
    // rendered as a transition: the control's first render yields to the reader's keys (no long task)
    return library.subscribe(() => startTransition(rendered));
  }, [library, loaded]);
  return [loaded, library.start] as const;
}

/** Runs `task` once the page has loaded and the browser is idle; answers a function that cancels it. */
function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(task, { timeout: 3000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 300);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
