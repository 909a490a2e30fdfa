// first: zod's setting for this page's CSP, before any module parses with a schema
import './zod-setup';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { offlineReadsArriving } from './api';
import { App } from './app';
import { afterFirstPaint, firstPainted, holdUntilFirstPaint } from './first-paint';
import { startLanguage } from './i18n';
import type { LazyScreen } from './lazy-screen';
import { nextTask } from './next-task';
import { matchPage } from './router';
import { routes } from './screens';

/** How long what waits for the first screen's paint waits at most (a first render that never commits). */
const FIRST_PAINT_WAIT_MS = 3000;

// what no one sees on a first load waits until the first screen is painted (first-paint.ts): the notification bell,
// the toast container, and the handheld offline (service worker, offline reads, the journal and its replay: a chunk
// of its own, whose download and evaluation, with IndexedDB's first open, came before a slow handheld's first paint);
// the first screen's reads wait for the offline runtime (api.ts)
holdUntilFirstPaint();
setTimeout(firstPainted, FIRST_PAINT_WAIT_MS);
offlineReadsArriving(
  afterFirstPaint()
    .then(() => import('./offline/runtime'))
    .then((runtime) => runtime.installOffline()),
);

/** Opens the first-paint gate once the first screen has been committed and is on the glass (a frame after its own). */
function FirstCommit() {
  useEffect(() => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(firstPainted, 0)));
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
