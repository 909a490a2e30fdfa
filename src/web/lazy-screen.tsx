import { type ComponentType, lazy, Suspense, useState } from 'react';
import { t } from '../shared/i18n';
import { deferredLibrary } from './ui/deferred-library';

/** A screen in a chunk of its own whose code can be asked for before it renders (`preload`). */
export type LazyScreen = ComponentType & {
  /** loads the screen's module; once it has arrived, the screen renders at once on its next mount (no fallback) */
  preload: () => Promise<unknown>;
};

/**
 * A screen loaded on first use (its own chunk), so the handheld's first load stays small.
 * `pick` names the export of the module. main.tsx preloads the first page's screen before the app's first render,
 * so the shell and the screen arrive in one commit (issue 41: no spinner frame, and the screen's first render is
 * not a second long task after the first paint on a slow handheld).
 */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, pick: keyof M): LazyScreen {
  // loaded once, asked for again after a failed download (the controls' libraries follow the same rule)
  const code = deferredLibrary(load);
  const screenOf = (module: M) => module[pick] as ComponentType;
  const Lazy = lazy(async () => ({ default: screenOf(await code.load()) }));
  function LazyScreen() {
    // the module as it stood when this screen mounted: rendered directly if it had arrived, else through the lazy
    // component for the whole of this mount (a component type that changed between renders would remount the screen)
    const [Loaded] = useState(() => {
      const module = code.current();
      return module ? screenOf(module) : undefined;
    });
    return (
      <Suspense
        fallback={
          <div className="page-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('loading')}
          </div>
        }
      >
        {Loaded ? <Loaded /> : <Lazy />}
      </Suspense>
    );
  }
  return Object.assign(LazyScreen, { preload: code.load });
}
