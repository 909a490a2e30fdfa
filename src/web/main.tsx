import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { type IntlShape, RawIntlProvider } from 'react-intl';
import { App } from './app';
import { startLanguage } from './i18n';

// the handheld offline: service worker, offline reads, the journal and its replay (a chunk of its own)
void import('./offline/runtime').then((runtime) => runtime.installOffline());

const root = document.getElementById('root');
if (root) {
  void startLanguage().then((translator) => {
    createRoot(root).render(
      <StrictMode>
        <RawIntlProvider value={translator.intl as unknown as IntlShape}>
          <App />
        </RawIntlProvider>
      </StrictMode>,
    );
  });
}
