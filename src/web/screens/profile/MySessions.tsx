import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as profileApi from '../../../shared/contracts/profile/endpoints';
import type { SessionView } from '../../../shared/contracts/profile/sessions';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { QueryState } from '../../ui/QueryState';
import { deviceText, SessionTable } from '../../ui/SessionTable';

/** "My sessions" on the profile: the devices and handhelds signed in as this user; end one, or all others. */
export function MySessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: ['my-sessions'], queryFn: () => call(profileApi.mySessions) });
  const end = useMutation({
    mutationFn: (s: SessionView) => call(profileApi.endMySession, { params: { sessionId: s.sessionId } }),
    onSuccess: (list, s) => {
      queryClient.setQueryData(['my-sessions'], list);
      toastSuccess(t('ses.ended', { device: deviceText(s) }));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const endOthers = useMutation({
    mutationFn: () => call(profileApi.endMyOtherSessions),
    onSuccess: (list) => {
      queryClient.setQueryData(['my-sessions'], list);
      toastSuccess(t('ses.endedOthers'));
    },
    onError: (e) => toastError(errorText(e)),
  });
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <section className="sp-form sp-sessions" aria-labelledby="my-sessions-title">
      <h2 className="sp-section-title" id="my-sessions-title">
        {t('ses.mine')}
      </h2>
      <p className="sp-muted">{t('ses.mineIntro')}</p>
      <QueryState query={sessions} />
      {sessions.data ? (
        <SessionTable sessions={list} label={t('ses.mine')} busy={end.isPending || endOthers.isPending} onEnd={(s) => end.mutate(s)} />
      ) : null}
      {others > 0 ? (
        <div className="sp-form-actions">
          <button type="button" className="ui-button" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
            {t('ses.endOthers', { count: others })}
          </button>
        </div>
      ) : null}
    </section>
  );
}
