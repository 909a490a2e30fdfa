import '../ui.css';
import '../ui-controls.css';
import { showNumber, t } from '../../../shared/i18n';

export interface ScannedSerialsProps {
  /** the serials scanned so far, in scan order */
  serials: readonly string[];
  /** removes one scan (the row's − button) */
  onRemove: (serial: string) => void;
  /** takes the last scan back (Undo last scan); left out: the list's last serial is removed */
  onUndo?: () => void;
  /** while a posting is under way nothing is removed */
  disabled?: boolean;
  /** the list's accessible name (default: Scanned serials) */
  label?: string;
}

/** After a removal the screen's scan field takes the focus back (once the screen shows the change), so the next scan is not lost. */
function backToScanField() {
  requestAnimationFrame(() => document.querySelector<HTMLInputElement>('input.ui-scan-input:not([readonly])')?.focus());
}

/**
 * The serials a handheld flow has scanned (picking, packing, serial count; the serial-entry screen of
 * goods receipt has its row toggles and the same Undo): numbered 1 to n, each with a − button that
 * removes that one scan, and Undo last scan. A wrong or unknown serial never blocks the list.
 */
export function ScannedSerials({ serials, onRemove, onUndo, disabled, label = t('scannedSerialsLabel') }: ScannedSerialsProps) {
  if (serials.length === 0) return null;
  const last = serials[serials.length - 1] as string;
  return (
    <div className="ui-scanned-serials">
      <ol className="ui-serial-list" aria-label={label}>
        {serials.map((serial, index) => (
          <li key={serial} className="is-added">
            <span className="ui-serial-no">{showNumber(index + 1)}</span>
            <span className="ui-serial-text" translate="no">
              {serial}
            </span>
            <button
              type="button"
              className="ui-serial-toggle is-added"
              disabled={disabled}
              aria-label={t('serialRowRemove', { serial })}
              onClick={() => {
                onRemove(serial);
                backToScanField();
              }}
            >
              −
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="ui-button wm-wide"
        disabled={disabled}
        onClick={() => {
          if (onUndo) onUndo();
          else onRemove(last);
          backToScanField();
        }}
      >
        {t('serialUndoLast', { serial: last })}
      </button>
    </div>
  );
}
