import { t } from '../../shared/i18n';
import { useUiState } from './ui-state';

/** Covers the screen while the shared loading flag is set. */
export function LoadingOverlay() {
  const { loading } = useUiState();
  if (!loading) return null;
  return (
    <div className="sp-loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
