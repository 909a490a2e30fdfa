import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as profile from '../../../shared/contracts/profile/endpoints';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { Page } from '../../shell/ShellLayout';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { QueryState } from '../../ui/QueryState';

/** /supplier/profile/defaultPage: the page the user lands on after sign-in. */
export function DefaultPage() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['defaultPage'], queryFn: () => call(profile.defaultPages) });
  const [choice, setChoice] = useState<string | null>(null);
  const current = list.data?.find((o) => o.selected)?.url ?? null;
  const selected = choice ?? current;
  const save = useMutation({
    mutationFn: (url: string) => call(profile.setDefaultPage, { body: { url } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['defaultPage'] });
      setChoice(null);
      toastSuccess(t('saved'));
    },
    onError: (e) => toastError(errorText(e)),
  });
  return (
    <Page title={t('prof.defaultPageTitle')}>
      <p className="sp-muted">{t('prof.defaultPageIntro')}</p>
      <QueryState query={list} />
      {list.data ? (
        <form
          className="sp-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (selected) save.mutate(selected);
          }}
        >
          <fieldset className="sp-radio-list">
            <legend className="sp-visually-hidden">{t('prof.defaultPageLegend')}</legend>
            {list.data.map((o) => (
              <label key={o.url} className="sp-radio">
                <input type="radio" name="defaultPage" value={o.url} checked={selected === o.url} onChange={() => setChoice(o.url)} />
                <span>{o.desc}</span>
                {o.selected ? <span className="sp-badge">{t('prof.defaultPageCurrent')}</span> : null}
              </label>
            ))}
          </fieldset>
          <div className="sp-form-actions">
            <button type="submit" className="sp-btn sp-btn-primary" disabled={!selected || selected === current || save.isPending}>
              {t('prof.save')}
            </button>
          </div>
        </form>
      ) : null}
    </Page>
  );
}
