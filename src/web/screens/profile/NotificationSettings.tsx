import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as notes from '../../../shared/contracts/notifications/endpoints';
import type { NotificationPreferences } from '../../../shared/contracts/notifications/schemas';
import { type MessageId, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationKind } from '../../../shared/notifications';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { Link } from '../../router';
import { Page } from '../../shell/ShellLayout';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { FormField } from '../../ui/FormField';
import { QueryState } from '../../ui/QueryState';

const KEY = ['notification-preferences'];
const kindName = (kind: NotificationKind) => t(`notifyKind.${kind}` as MessageId);
const channelName = (channel: NotificationChannel) => t(`notifyPrefs.channel.${channel}` as MessageId);

/**
 * /supplier/profile/notifications: for each kind of notification the user can be sent, how: in the
 * portal (the bell), by e-mail as well, in the daily digest as well, or not at all. The kind's default
 * is marked; without an e-mail address in the profile the mail choices wait for one.
 */
export function NotificationSettings() {
  const prefs = useQuery({ queryKey: KEY, queryFn: () => call(notes.getNotificationPreferences) });
  return (
    <Page title={t('page.profileNotifications')}>
      <p className="sp-muted">{t('notifyPrefs.intro')}</p>
      <QueryState query={prefs} />
      {prefs.data ? <SettingsForm prefs={prefs.data} /> : null}
    </Page>
  );
}

function SettingsForm({ prefs }: { prefs: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Partial<Record<NotificationKind, NotificationChannel>>>({});
  const changed = prefs.items.filter((i) => choice[i.kind] !== undefined && choice[i.kind] !== i.channel);
  const save = useMutation({
    mutationFn: () =>
      call(notes.setNotificationPreferences, {
        body: { items: changed.map((i) => ({ kind: i.kind, channel: choice[i.kind] ?? i.channel })) },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(KEY, saved);
      setChoice({});
      toastSuccess(t('notifyPrefs.saved'));
    },
    onError: (e) => toastError(errorText(e)),
  });
  return (
    <form
      className="sp-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (changed.length > 0) save.mutate();
      }}
    >
      {prefs.email === null ? (
        <p className="sp-muted" role="note">
          {t('notifyPrefs.noEmail')} <Link to={href('profileEdit')}>{t('page.profileEdit')}</Link>
        </p>
      ) : null}
      {prefs.items.map((item) => (
        <FormField key={item.kind} label={kindName(item.kind)}>
          <select
            className="sp-input"
            value={choice[item.kind] ?? item.channel}
            onChange={(e) => setChoice((c) => ({ ...c, [item.kind]: e.target.value as NotificationChannel }))}
          >
            {NOTIFICATION_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {channel === item.defaultChannel ? t('notifyPrefs.isDefault', { channel: channelName(channel) }) : channelName(channel)}
              </option>
            ))}
          </select>
        </FormField>
      ))}
      <div className="sp-form-actions">
        <button type="submit" className="sp-btn sp-btn-primary" disabled={changed.length === 0 || save.isPending}>
          {t('notifyPrefs.save')}
        </button>
      </div>
    </form>
  );
}
