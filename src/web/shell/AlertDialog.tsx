import { useEffect, useRef } from 'react';
import { messages } from '../../shared/messages';
import { dismissAlert, useUiState } from './ui-state';

const TITLES = { success: 'Success', info: 'Information', warning: 'Warning', danger: 'Error' } as const;

/** The alert dialog (success, info, warning, danger); its close button runs the dismiss callback. */
export function AlertDialog() {
  const { alert } = useUiState();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (alert.show) close.current?.focus();
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
        onKeyDown={(e) => {
          if (e.key === 'Escape') dismissAlert();
        }}
      >
        <h2 id="sp-alert-title">{TITLES[alert.type]}</h2>
        <p id="sp-alert-message">{alert.message}</p>
        <button ref={close} type="button" className="sp-btn sp-btn-primary" onClick={dismissAlert}>
          {messages.close}
        </button>
      </div>
    </div>
  );
}
