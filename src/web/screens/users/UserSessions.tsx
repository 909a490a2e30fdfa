import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionView } from '../../../shared/contracts/profile/sessions';
import * as adminApi from '../../../shared/contracts/users/endpoints';
import type { AdminUser } from '../../../shared/contracts/users/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { QueryState } from '../../ui/QueryState';
import { deviceText, SessionTable } from '../../ui/SessionTable';

/** A user's signed-in sessions on the users screen: administrators end one or all (signed out at the next request). */
export function UserSessions({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const key = ['user-sessions', user.userId];
  const sessions = useQuery({ queryKey: key, queryFn: () => call(adminApi.userSessions, { params: { userId: user.userId } }) });
  const end = useMutation({
    mutationFn: (s: SessionView) => call(adminApi.endUserSession, { params: { userId: user.userId, sessionId: s.sessionId } }),
    onSuccess: (list, s) => {
      queryClient.setQueryData(key, list);
      toastSuccess(t('ses.ended', { device: deviceText(s) }));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const endAll = useMutation({
    mutationFn: () => call(adminApi.endUserSessions, { params: { userId: user.userId } }),
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
      toastSuccess(t('ses.endedAll', { username: user.username }));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const list = sessions.data?.sessions ?? [];
  const title = t('ses.ofUser', { username: user.username });
  return (
    <section className="sp-form sp-sessions" aria-label={title}>
      <h2 className="sp-section-title">{title}</h2>
      <QueryState query={sessions} />
      {sessions.data && list.length === 0 ? <p className="sp-muted">{t('ses.none')}</p> : null}
      {list.length > 0 ? (
        <>
          <SessionTable sessions={list} label={title} busy={end.isPending || endAll.isPending} onEnd={(s) => end.mutate(s)} />
          <div className="sp-form-actions">
            <button type="button" className="ui-button" disabled={endAll.isPending} onClick={() => endAll.mutate()}>
              {t('ses.endAll')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
