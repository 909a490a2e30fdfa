import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { App } from './app';
import { startLanguage } from './i18n';
import { nextTask } from './next-task';

// the handheld offline: service worker, offline reads, the journal and its replay (a chunk of its own)
void import('./offline/runtime').then((runtime) => runtime.installOffline());

const root = document.getElementById('root');
if (root) {
  void startLanguage().then(async (translator) => {
    // the app's modules and the catalogue evaluated, the first render in a task of its own (no single long task from
    // the entry's evaluation to the first screen on a slow handheld)
    await nextTask();
    // the first render as a transition: React renders it in slices of a few milliseconds and lets the browser
    // handle input and paint between them (a slow handheld's main thread is not blocked for the whole first
    // screen; keys typed meanwhile are kept by the key buffer, shell/key-buffer.ts)
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <RawIntlProvider value={translator.intl as unknown as IntlShape}>
            <App />
          </RawIntlProvider>
        </StrictMode>,
      );
    });
  });
}
