import { type ReactNode, useCallback, useLayoutEffect } from 'react';
import { WAREHOUSE_MENU_PATH } from '../../shared/menu';
import { JournalBadge } from '../offline/OfflineStatus';
import { Link, useLocation, useNavigate } from '../router';
import { FKeyButton } from './BottomBar';
import { actionOfKey } from './function-keys';

/** Back one step in history, or to the warehouse menu when this is the first page of the tab. */
export function useBack() {
  const navigate = useNavigate();
  const { key } = useLocation();
  // 'default' is the key of the first location this app rendered: nothing of ours to go back to
  return useCallback(() => (key === 'default' ? navigate(WAREHOUSE_MENU_PATH) : navigate(-1)), [key, navigate]);
}

/**
 * F3 goes back in history, F7 opens the warehouse menu (keys of function-keys.ts), whatever has the focus (the browser's own
 * F3/F7 actions are suppressed). Active on every warehouse screen, and for warehouse users on
 * every screen of the shell, so a handheld never gets stuck on a profile page.
 */
export function useWarehouseKeys(enabled: boolean) {
  const navigate = useNavigate();
  const back = useBack();
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const action = actionOfKey(e.key);
      if (action === 'back') {
        e.preventDefault();
        back();
      } else if (action === 'menu') {
        e.preventDefault();
        navigate(WAREHOUSE_MENU_PATH);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, back, navigate]);
}

/** The layout of the warehouse screens (paths under /supplier/warehouse/). */
export function WarehouseLayout({ children }: { children: ReactNode }) {
  return <div className="sp-warehouse">{children}</div>;
}

/** Warehouse title bar: back (F3), the title (optionally a link), menu (F7); large touch buttons. */
export function WarehouseTitleBar({ title, titleLink }: { title: ReactNode; titleLink?: string }) {
  const navigate = useNavigate();
  const back = useBack();
  return (
    <>
      <div className="sp-titlebar">
        <FKeyButton className="sp-fkey" action="back" onClick={back} />
        <h1 className="sp-titlebar-title">{titleLink ? <Link to={titleLink}>{title}</Link> : title}</h1>
        <FKeyButton className="sp-fkey" action="menu" onClick={() => navigate(WAREHOUSE_MENU_PATH)} />
      </div>
      {/* the offline journal: "N postings waiting", offline */}
      <JournalBadge />
    </>
  );
}
