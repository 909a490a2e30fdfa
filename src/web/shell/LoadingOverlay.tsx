import { messages } from '../../shared/messages';
import { useUiState } from './ui-state';

/** Covers the screen while the shared loading flag is set. */
export function LoadingOverlay() {
  const { loading } = useUiState();
  if (!loading) return null;
  return (
    <div className="sp-loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{messages.loading}</span>
    </div>
  );
}
