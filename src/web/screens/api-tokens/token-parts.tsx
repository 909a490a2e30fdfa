import { t } from '../../../shared/i18n';
import { toastError, toastSuccess } from '../../shell/ui-state';
import { showTime } from '../../ui/plant-time';

export const TOKENS_KEY = ['admin-tokens'];
export const when = (iso: string | null) => (iso ? showTime(iso) : t('tok.never'));

/** A secret, this once (an API token, a webhook's signing secret): it cannot be shown again. */
export function SecretOnce(props: { title: string; secret: string; explain: string; testId: string; onDone: () => void }) {
  const copy = () =>
    navigator.clipboard.writeText(props.secret).then(
      () => toastSuccess(t('tok.copied')),
      () => toastError(t('tok.copyRefused')),
    );
  return (
    <div className="sp-form" role="status">
      <h2 className="sp-section-title">{props.title}</h2>
      <p>{props.explain}</p>
      <p>
        <code className="sp-secret" data-testid={props.testId} translate="no">
          {props.secret}
        </code>
      </p>
      <div className="sp-form-actions">
        <button type="button" className="sp-btn" onClick={copy}>
          {t('tok.copy')}
        </button>
        <button type="button" className="sp-btn sp-btn-primary" onClick={props.onDone}>
          {t('tok.done')}
        </button>
      </div>
    </div>
  );
}
