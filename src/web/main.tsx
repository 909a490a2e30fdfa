import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// the handheld offline: service worker, offline reads, the journal and its replay (a chunk of its own)
void import('./offline/runtime').then((runtime) => runtime.installOffline());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
