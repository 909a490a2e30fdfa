import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import * as notes from '../../shared/contracts/notifications/endpoints';
import { errorText } from '../../shared/messages';
import { href } from '../../shared/pages';
import { call } from '../api';
import { Link, useNavigate } from '../router';
import { useDismiss } from './use-dismiss';
import './notifications.css';
import { showNumber, t } from '../../shared/i18n';
import { showTime } from '../ui/plant-time';

const KEY = ['notifications'];

/**
 * The bell of the top bar, for every signed-in user: the unread count of the user's notifications (every
 * kind of shared/notifications.ts, in the reader's language), refetched every minute and when the tab
 * comes back; the list opens below it, and opening one marks it read and goes to the thing itself.
 * Loaded after the first screen (TopBar lazy-loads it).
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const box = useRef<HTMLDivElement>(null);
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => call(notes.listNotifications),
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const markRead = useMutation({
    mutationFn: (ids: number[] | undefined) => call(notes.markNotificationsRead, { body: ids ? { ids } : {} }),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
  });
  useDismiss(open, [box], () => setOpen(false));
  if (list.isError) return null; // the server is away: no bell rather than a broken one
  const unread = list.data?.unread ?? 0;
  return (
    <div className="sp-bell" ref={box}>
      <button
        type="button"
        className="sp-bell-button"
        aria-label={unread > 0 ? t('shell.notificationsUnread', { count: unread }) : t('shell.notifications')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {/* drawn, not the bell emoji: a terminal without an emoji font showed an empty box */}
        <svg className="sp-bell-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v4.5L4 17h16l-2-3.5V9a6 6 0 0 0-6-6Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d="M9.5 19.5a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {unread > 0 ? (
          <span className="sp-bell-count">{unread > 99 ? t('shell.notificationsMany', { max: 99 }) : showNumber(unread)}</span>
        ) : null}
      </button>
      {open ? (
        <div id={listId} className="sp-bell-panel">
          {list.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
          {markRead.isError ? (
            <p className="sp-error-text" role="alert">
              {errorText(markRead.error)}
            </p>
          ) : null}
          {list.data && list.data.items.length === 0 ? <p className="sp-muted">{t('shell.notificationsNone')}</p> : null}
          {list.data && list.data.items.length > 0 ? (
            <>
              <ul className="sp-bell-list" aria-label={t('shell.notifications')}>
                {list.data.items.map((n) => (
                  <li key={n.id} className={n.read ? 'sp-bell-read' : 'sp-bell-unread'}>
                    <button
                      type="button"
                      className="sp-bell-item"
                      onClick={() => {
                        if (!n.read) markRead.mutate([n.id]);
                        setOpen(false);
                        navigate(n.link);
                      }}
                    >
                      {n.text}
                      <span className="sp-muted">{showTime(n.createdAt)}</span>
                      {/* the unread dot is colour only: a screen reader hears it */}
                      {n.read ? null : <span className="ui-visually-hidden">{t('shell.notificationIsUnread')}</span>}
                    </button>
                  </li>
                ))}
              </ul>
              {unread > 0 ? (
                <button type="button" className="ui-button" onClick={() => markRead.mutate(undefined)}>
                  {t('shell.notificationsMarkAllRead')}
                </button>
              ) : null}
            </>
          ) : null}
          <p>
            <Link to={href('profileNotifications')} onClick={() => setOpen(false)}>
              {t('shell.notificationSettings')}
            </Link>
          </p>
        </div>
      ) : null}
    </div>
  );
}
