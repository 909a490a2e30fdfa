import { useEffect } from 'react';
import { messages } from '../shared/messages';

/**
 * The application root. Screens register their paths in src/shared/pages.ts (server) and in the
 * router here. A path the app does not know reloads the page once, showing 'Loading...', so a
 * newer server build can answer it; a second miss is left to the server's 404.
 */
export function App() {
  return <UnknownRoute />;
}

const RELOAD_MARK = 'portal-reloaded-for';

export function UnknownRoute() {
  useEffect(() => {
    const here = window.location.pathname + window.location.search;
    if (sessionStorage.getItem(RELOAD_MARK) === here) {
      sessionStorage.removeItem(RELOAD_MARK);
      return;
    }
    sessionStorage.setItem(RELOAD_MARK, here);
    window.location.reload();
  }, []);
  return (
    <div className="page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {messages.loading}
    </div>
  );
}
