import { t } from '../../shared/i18n';

/** The wide Discard button of a handheld flow: drops the draft (and its Idempotency-Key). */
export function DiscardButton({ disabled, onDiscard }: { disabled: boolean; onDiscard: () => void }) {
  return (
    <button type="button" className="ui-button wm-wide" disabled={disabled} onClick={onDiscard}>
      {t('discard')}
    </button>
  );
}

/** The line a handheld flow shows while its posting is under way. */
export function PostingBusy() {
  return (
    <p className="wm-muted" role="status">
      {t('scanBusy')}
    </p>
  );
}
