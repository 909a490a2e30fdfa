import { useEffect, useRef } from 'react';
import { type MessageId, t } from '../../shared/i18n';
import { StatusIcon } from '../ui/StatusIcon';
import { type AlertType, dismissAlert, useUiState } from './ui-state';

const TITLES = {
  success: 'shell.alertSuccess',
  info: 'shell.alertInfo',
  warning: 'shell.alertWarning',
  danger: 'shell.alertDanger',
} as const satisfies Record<AlertType, MessageId>;

/**
 * The alert dialog (success, info, warning, danger); its close button runs the dismiss callback.
 * While it is open it has the keyboard (DESIGN.md section 10): it takes the focus, Enter (the
 * suffix a scanner sends) or Escape closes it, no key reaches the scan field behind it, so no scan
 * is processed; on close the focus returns to the field that had it (the one that failed).
 */
export function AlertDialog() {
  const { alert } = useUiState();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!alert.show) return;
    const returnTo =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    close.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      // capture phase: before the scan field or a screen's F-key handler sees the key
      if (e.key === 'Enter' || e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        dismissAlert();
        return;
      }
      if (e.key === 'Tab') {
        e.preventDefault();
        close.current?.focus();
        return;
      }
      if (e.target !== close.current) {
        e.preventDefault();
        e.stopPropagation();
        close.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      const target = returnTo?.isConnected ? returnTo : document.querySelector<HTMLElement>('.ui-scan-input');
      target?.focus({ preventScroll: true });
    };
  }, [alert.show]);
  if (!alert.show) return null;
  return (
    <div className="sp-alert-backdrop">
      <div
        className={`sp-alert sp-alert-${alert.type}`}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="sp-alert-title"
        aria-describedby="sp-alert-message"
      >
        <h2 id="sp-alert-title">
          <StatusIcon tone={alert.type} />
          {t(TITLES[alert.type])}
        </h2>
        <p id="sp-alert-message">{alert.message}</p>
        <button ref={close} type="button" className="sp-btn sp-btn-primary" onClick={dismissAlert}>
          {t('close')}
        </button>
      </div>
    </div>
  );
}
