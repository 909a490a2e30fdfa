import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Route } from 'wouter';
import { pageTitleKey } from '../shared/pages';
import { isApiError } from './api';
import { readGlobals } from './globals';
import { matchPage, useLocation } from './router';
import { routes, screens } from './screens';
import { ShellLayout } from './shell/ShellLayout';
import { onSessionEnded } from './shell/sign-out';
import { WarehouseLayout } from './shell/warehouse';
import './shell/shell.css';
import './shell/pages.css';
import './ui/table.css';
import './shell/handheld.css';
// the shared controls' stylesheet with the shell, not only with the ui/ components that import it: a screen that
// styles plain elements with its classes (ui-button, ui-input) and is opened directly had bare browser controls
import './ui/ui.css';
// success and error lines carry an icon besides their colour, on every screen
import './ui/status-icons.css';
import { t } from '../shared/i18n';

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onSessionEnded(error) }),
    mutationCache: new MutationCache({ onError: (error) => onSessionEnded(error) }),
    defaultOptions: {
      // networkMode 'always': without network a query still runs, and the device answers what it can (src/web/offline)
      queries: {
        refetchOnWindowFocus: false,
        networkMode: 'always',
        retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * The application root. Pages are named in src/shared/pages.ts (path and access) and given their
 * screen in src/web/screens.tsx. A path the app does not know reloads the page once, showing
 * 'Loading...', so a newer server build can answer it; a second miss is left to the server's 404.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
    </QueryClientProvider>
  );
}

const WAREHOUSE_PREFIX = '/supplier/warehouse/';

/** The page of this address inside the shell (warehouse pages also inside the warehouse layout), else UnknownRoute. */
function AppRoutes() {
  const { pathname } = useLocation();
  const page = matchPage(routes, pathname);
  const name = page?.value.name;
  // the browser tab and the history list name the page, in the reader's language
  useEffect(() => {
    if (name) document.title = t('shell.documentTitle', { page: t(pageTitleKey(name)), portal: t('portalTitle') });
  }, [name]);
  if (!page) return <UnknownRoute />;
  const { Screen } = page.value;
  // a session opened to enrol a second factor the roles require: the enrolment alone, no menus (they would be refused)
  if (readGlobals().secondFactorEnrolment) return <EnrolmentLayout />;
  const screen = (
    <Route path={page.path}>
      <Screen />
    </Route>
  );
  return <ShellLayout>{page.path.startsWith(WAREHOUSE_PREFIX) ? <WarehouseLayout>{screen}</WarehouseLayout> : screen}</ShellLayout>;
}

/** The second-factor enrolment on its own, with a way to sign out. */
function EnrolmentLayout() {
  const SecondFactor = screens.profileSecondFactor;
  return (
    <div className="sp-enrolment-layout">
      <header className="sp-enrolment-bar">
        <strong>{t('portalTitle')}</strong>
        <a href="/supplier/logout">{t('mfa.signOut')}</a>
      </header>
      <main>
        <SecondFactor />
      </main>
    </div>
  );
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
      {t('loading')}
    </div>
  );
}
