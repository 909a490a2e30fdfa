import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { offlineReadsArriving } from './api';
import { App } from './app';
import { startLanguage } from './i18n';
import type { LazyScreen } from './lazy-screen';
import { nextTask } from './next-task';
import { matchPage } from './router';
import { routes } from './screens';

/** How long the offline runtime waits for the first screen's paint before it installs anyway. */
const OFFLINE_WAIT_MS = 3000;

let firstCommit = () => {};
const committed = new Promise<void>((resolve) => {
  firstCommit = resolve;
});
// the handheld offline: service worker, offline reads, the journal and its replay (a chunk of its own), fetched and
// evaluated once the first screen is painted, not beside it (issue 41: its download and evaluation, with IndexedDB's
// first open, came before a slow handheld's first paint); the first screen's reads wait for it (api.ts)
offlineReadsArriving(
  Promise.race([committed, new Promise((resolve) => setTimeout(resolve, OFFLINE_WAIT_MS))])
    .then(() => import('./offline/runtime'))
    .then((runtime) => runtime.installOffline()),
);

/** Tells the offline runtime that the first screen has been committed and is on the glass (a frame after its own). */
function FirstCommit() {
  useEffect(() => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(firstCommit, 0)));
  }, []);
  return null;
}

/** How long the first render waits for the first page's screen code before it shows the shell and a spinner. */
const SCREEN_WAIT_MS = 1500;

/**
 * The first page's screen code (named in the page's HTML as modulepreload, so usually on its way or here), asked for
 * once the catalogue is set (a screen module may translate as it is evaluated): the first render then draws the shell
 * and the screen in one commit. A screen that fails to arrive, or takes longer than SCREEN_WAIT_MS, is left to the
 * screen's own loading (spinner, then the error boundary).
 */
function firstScreenLoaded(): Promise<unknown> {
  const Screen = matchPage(routes, window.location.pathname)?.value.Screen as Partial<LazyScreen> | undefined;
  if (!Screen?.preload) return Promise.resolve();
  return Promise.race([Screen.preload().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, SCREEN_WAIT_MS))]);
}

const root = document.getElementById('root');
if (root) {
  void startLanguage().then(async () => {
    await firstScreenLoaded();
    // the app's modules and the catalogue evaluated, the first render in a task of its own (no single long task from
    // the entry's evaluation to the first screen on a slow handheld)
    await nextTask();
    // the first render as a transition: React renders it in slices of a few milliseconds and lets the browser
    // handle input and paint between them (a slow handheld's main thread is not blocked for the whole first
    // screen; keys typed meanwhile are kept by the key buffer, shell/key-buffer.ts)
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
          <FirstCommit />
        </StrictMode>,
      );
    });
  });
}
