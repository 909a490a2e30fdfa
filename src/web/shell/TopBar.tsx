import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { MenuItem } from '../../shared/contracts/users/schemas';
import { t } from '../../shared/i18n';
import { useFirstPainted } from '../first-paint';
import { readGlobals } from '../globals';
import { useLocation } from '../router';
import { QueryState } from '../ui/QueryState';
import { AppLink } from './AppLink';
import { useMenu } from './menu';
import { useDismiss } from './use-dismiss';

// the bell and its list load once the first screen is painted (first-paint.ts: no one reads them on a first load)
const NotificationBell = lazy(() => import('./Notifications').then((m) => ({ default: m.NotificationBell })));

/** Top bar: 'Supplier Portal', a greeting with the user's first name, and the server's menu. */
export function TopBar() {
  const { firstName } = readGlobals();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useMenu();
  const painted = useFirstPainted();

  // a navigation closes the menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => setOpen(false), [location.pathname]);
  // a long menu ends at the screen's bottom edge (the top bar's height varies with the greeting's lines); on a
  // narrow screen the open menu covers the page, which rests until it closes (inert: a sliver of a field left
  // below the menu was a target too small to tap, and the keyboard stays in the menu); a tap on it closes the menu
  useLayoutEffect(() => {
    const box = panel.current;
    if (!open || !box) return;
    box.style.maxHeight = `${Math.max(120, window.innerHeight - box.getBoundingClientRect().top)}px`;
    if (!window.matchMedia?.('(max-width: 600px)').matches) return;
    const behind = [...document.querySelectorAll<HTMLElement>('.sp-scroll, .sp-bottom-slot')];
    for (const el of behind) el.inert = true;
    return () => {
      for (const el of behind) el.inert = false;
    };
  }, [open]);
  useDismiss(open, [panel, button], (by) => {
    setOpen(false);
    if (by === 'escape') button.current?.focus();
  });

  return (
    <header className="sp-topbar">
      <div className="sp-topbar-inner">
        <a className="sp-brand" href="/supplier">
          {t('portalTitle')}
        </a>
        <span className="sp-greeting">
          {t('greeting')} <span translate="no">{firstName}</span>
        </span>
        {painted && (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        )}
        <button
          ref={button}
          type="button"
          className="sp-menu-button"
          aria-label={t('shell.menu')}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="sp-burger" aria-hidden="true" />
          <span className="sp-menu-label">{t('shell.menu')}</span>
        </button>
      </div>
      {open ? (
        <div ref={panel} id={menuId} className="sp-menu-panel">
          <nav aria-label={t('shell.mainMenu')}>
            <QueryState query={menu} />
            {menu.data ? <MenuList items={menu.data} close={() => setOpen(false)} /> : null}
          </nav>
        </div>
      ) : null}
    </header>
  );
}

function MenuList({ items, close, level = 0 }: { items: MenuItem[]; close: () => void; level?: number }) {
  return (
    <ul className={`sp-menu-list sp-menu-level-${level}`}>
      {items.map((item) => (
        <li key={`${item.desc}|${item.url}`}>
          {item.url ? (
            <AppLink to={item.url} className="sp-menu-link" onClick={close}>
              {item.desc}
            </AppLink>
          ) : (
            <span className="sp-menu-heading">{item.desc}</span>
          )}
          {item.sub_links.length > 0 ? <MenuList items={item.sub_links} close={close} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}
