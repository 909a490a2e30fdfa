import { useEffect } from 'react';
import { t } from '../../../shared/i18n';
import { PRINT_APP_PAGE, profileEntries, WAREHOUSE_MENU_PATH } from '../../../shared/menu';
import { readGlobals } from '../../globals';
import { JOURNAL_PATH, SnapshotAge, useOffline } from '../../offline/OfflineStatus';
import { useNavigate } from '../../router';
import { AppLink } from '../../shell/AppLink';
import { isAppPath, useMenu } from '../../shell/menu';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { QueryState } from '../../ui/QueryState';

/**
 * The warehouse menu: the warehouse functions the server's menu grants this user (their screens
 * exist and the user holds their grant), as large numbered buttons; keys 1-9 open them.
 */
export function WarehouseMenu() {
  const menu = useMenu();
  const navigate = useNavigate();
  const { counts } = useOffline();
  const { isWarehouseUser } = readGlobals();
  const entries = menu.data?.find((i) => i.url === WAREHOUSE_MENU_PATH)?.sub_links ?? [];
  // the profile group by its entries, not by its name (the name is in the reader's language)
  const profile = menu.data?.find((i) => i.sub_links.some((s) => profileEntries.some((e) => e.url === s.url)))?.sub_links ?? [];
  const device = profile.filter(
    (i) => profileEntries.some((e) => e.url === i.url && e.page !== 'profileEdit') || (isWarehouseUser && i.url === PRINT_APP_PAGE),
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
      const n = Number(e.key);
      const entry = Number.isInteger(n) && n >= 1 ? entries[n - 1] : undefined;
      if (entry) {
        e.preventDefault();
        if (isAppPath(entry.url)) navigate(entry.url);
        else window.location.assign(entry.url);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [entries, navigate]);

  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('wh.menuTitle')} />
      <QueryState query={menu} />
      {menu.data && entries.length === 0 ? <p className="sp-muted sp-wh-empty">{t('warehouseMenuEmpty')}</p> : null}
      {entries.length > 0 ? (
        <ol className="sp-wh-menu" aria-label={t('wh.menuFunctions')}>
          {entries.map((e, i) => (
            <li key={e.url}>
              <AppLink to={e.url} className="sp-wh-menu-item">
                <span className="sp-wh-menu-key">{i + 1}</span>
                {e.desc}
              </AppLink>
            </li>
          ))}
        </ol>
      ) : null}
      {device.length > 0 ? (
        <>
          <h2 className="sp-wh-section">{t('wh.menuDevice')}</h2>
          <ul className="sp-wh-menu sp-wh-menu-small">
            {device.map((e) => (
              <li key={e.url}>
                <AppLink to={e.url} className="sp-wh-menu-item">
                  {e.desc}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {/* the offline journal and the age of the offline data, below the functions once they are known (or the first
          attempt failed, e.g. without network): they do not appear first and then jump down (layout shift, issue 41) */}
      {menu.data !== undefined || menu.failureCount > 0 || menu.isError ? (
        <>
          <ul className="sp-wh-menu sp-wh-menu-small">
            <li>
              <AppLink to={JOURNAL_PATH} className="sp-wh-menu-item">
                {t('wh.menuJournal', { count: counts.waiting + counts.refused })}
              </AppLink>
            </li>
          </ul>
          <SnapshotAge />
        </>
      ) : null}
    </div>
  );
}
