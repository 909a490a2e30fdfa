import { type ReactNode, useCallback, useReducer, useRef, useState } from 'react';
import { useFunctionKeys } from '../../shell/BottomBar';
import { FUNCTION_KEYS } from '../../shell/function-keys';
import { signalError } from '../feedback';
import { ScanInput, type ScanInputHandle } from '../ScanInput';
import '../ui.css';
import '../ui-controls.css';
import { showNumber, t } from '../../../shared/i18n';
import { StatusIcon } from '../StatusIcon';
import {
  addedSerials,
  enterMaterialDoc,
  enterSerial,
  finishSerialEntry,
  initial,
  loadBulkSerials,
  type Outcome,
  type SerialEntryServices,
  type SerialEntryState,
  step,
} from './serial-entry.flow';

export interface SerialEntryProps extends SerialEntryServices {
  /** how many serials may be marked added (route :qty); left out: no limit */
  quantity?: number | string | null;
  /** serials captured before (listed as added) */
  initialSerials?: readonly string[];
  /** read-only: no row toggles, no Done, Back instead of Discard (and no inputs) */
  readOnly?: boolean;
  /** show the Material Doc input */
  displayMaterialDoc?: boolean;
  /** show the Bulk Mode switch */
  displayBulkMode?: boolean;
  /** Done with no more serials than the quantity: the added serials in list order */
  onContinue: (serials: string[]) => void;
  /** Discard (Back when read-only) */
  onDiscard: () => void;
  /**
   * Shows an error in the global error alert (the shell's). Left out, the component shows it in its
   * own alert region above the list.
   */
  onError?: (text: string) => void;
  /** heading content above the inputs, e.g. material number and description */
  header?: ReactNode;
}

/**
 * The serial-entry screen body (spec sections 2, 4, 5, 8): Serial input with '+', optional
 * Material Doc input with '+', optional Bulk Mode switch with select-all, the numbered list with an
 * add/remove toggle per row, and Discard/Back and Done at the bottom.
 */
export function SerialEntry(props: SerialEntryProps) {
  const { onContinue, onDiscard, onError, header } = props;
  const [state, dispatch] = useReducer(
    step,
    props,
    (p): SerialEntryState =>
      initial({
        quantity: p.quantity,
        initialSerials: p.initialSerials,
        readOnly: p.readOnly,
        displayMaterialDoc: p.displayMaterialDoc,
        displayBulkMode: p.displayBulkMode,
      }),
  );
  const [inlineError, setInlineError] = useState<string | null>(null);
  const [failedField, setFailedField] = useState<'serial' | 'materialDoc' | null>(null);
  const serialField = useRef<ScanInputHandle>(null);
  // the latest state for async steps that finish after other changes
  const latest = useRef(state);
  latest.current = state;

  const services: SerialEntryServices = {
    validateSerial: props.validateSerial,
    fetchBulkSerials: props.fetchBulkSerials,
    fetchMaterialDocSerials: props.fetchMaterialDocSerials,
    gtins: props.gtins,
  };

  const showError = useCallback(
    (text: string) => {
      signalError();
      if (onError) onError(text);
      else setInlineError(text);
    },
    [onError],
  );

  const apply = (outcome: Outcome | undefined, field?: 'serial' | 'materialDoc') => {
    if (!outcome) return;
    dispatch(outcome.action);
    if (outcome.error) {
      if (field) setFailedField(field);
      showError(outcome.error);
    }
  };

  /** a serial or a material document typed or scanned: checked by the flow's `enter`, its outcome applied */
  const submitEntry = async (field: 'serial' | 'materialDoc', enter: typeof enterSerial, text: string) => {
    setInlineError(null);
    setFailedField(null);
    dispatch({ type: 'started', what: field });
    const outcome = await enter(latest.current, text, services);
    if (!outcome) dispatch({ type: `${field}Failed` });
    apply(outcome, field);
  };
  const submitSerial = (text: string) => submitEntry('serial', enterSerial, text);
  const submitMaterialDoc = async (text: string) => {
    await submitEntry('materialDoc', enterMaterialDoc, text);
    serialField.current?.focus();
  };

  const toggleBulk = async (on: boolean) => {
    setInlineError(null);
    setFailedField(null);
    if (!on) {
      dispatch({ type: 'bulkOff' });
      return;
    }
    dispatch({ type: 'started', what: 'bulk' });
    apply(await loadBulkSerials(services));
  };

  const done = () => {
    const result = finishSerialEntry(latest.current);
    if (result.ok) onContinue(result.serials);
    else showError(result.error);
  };

  const { readOnly, bulkMode, pending, serialDisplayList } = state;
  // F4 is Done (the one key map); Discard/Back and Done are this screen's bottom buttons (spec)
  useFunctionKeys({ done: readOnly ? null : { run: done, disabled: pending !== null } });
  const added = addedSerials(state).length;
  const count = state.quantity === null ? t('serialCountNoLimit', { added }) : t('serialCount', { added, quantity: state.quantity });
  const over = state.quantity !== null && added > state.quantity;
  // Undo last scan takes back the last serial marked added (removed outside bulk mode, unmarked in it)
  const lastAdded = serialDisplayList.findLastIndex((row) => row.isSerialAdded);

  /** what the serial and the material-document fields share: the typed value, marked invalid after a refusal until typed again */
  const typed = (field: 'serial' | 'materialDoc') => ({
    value: state[field],
    onValueChange: (value: string) => {
      dispatch({ type: `${field}Changed`, value });
      if (failedField === field && value) setFailedField(null);
    },
    submitLabel: t('serialAdd'),
    error: null,
    invalid: failedField === field,
    feedback: false,
    // the serial check and the document's lookup post nothing: a scan made while one runs is kept
    keepsScansWhileChecking: true,
  });

  return (
    <section className="ui-serial-entry">
      {header ? <div className="ui-serial-header">{header}</div> : null}

      {!readOnly ? (
        <div className="ui-serial-inputs">
          <ScanInput
            ref={serialField}
            label={t('serialLabel')}
            {...typed('serial')}
            onScan={submitSerial}
            submitAriaLabel={t('serialAddButton')}
          />
          {state.displayMaterialDoc ? (
            <ScanInput
              label={t('materialDocLabel')}
              {...typed('materialDoc')}
              onScan={submitMaterialDoc}
              submitAriaLabel={t('materialDocAddButton')}
              autoFocus={false}
              keepFocus={false}
            />
          ) : null}
          {state.displayBulkMode ? (
            <div className="ui-serial-bulk">
              <label className="ui-switch">
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={bulkMode}
                  checked={bulkMode}
                  disabled={pending === 'bulk'}
                  aria-busy={pending === 'bulk' || undefined}
                  onChange={(e) => void toggleBulk(e.target.checked)}
                />
                <span className="ui-switch-track" aria-hidden="true" />
                <span>{t('bulkModeLabel')}</span>
              </label>
              {bulkMode ? (
                <label className="ui-check">
                  <input
                    type="checkbox"
                    checked={state.bulkSelect}
                    onChange={(e) => dispatch({ type: 'selectAllChanged', checked: e.target.checked })}
                  />
                  <span>{t('selectAllLabel')}</span>
                </label>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}

      {!onError && inlineError ? (
        <div className="ui-alert ui-alert-danger" role="alert">
          <StatusIcon tone="danger" />
          <span>{inlineError}</span>
          <button type="button" className="ui-alert-close" aria-label={t('close')} onClick={() => setInlineError(null)}>
            ×
          </button>
        </div>
      ) : null}

      <div className={['ui-serial-count', over ? 'is-over' : ''].filter(Boolean).join(' ')} aria-live="polite">
        {count}
      </div>

      {!readOnly && lastAdded >= 0 ? (
        <button
          type="button"
          className="ui-button ui-serial-undo"
          disabled={pending !== null}
          onClick={() => {
            dispatch({ type: 'rowToggled', index: lastAdded });
            serialField.current?.focus();
          }}
        >
          {t('serialUndoLast', { serial: serialDisplayList[lastAdded]?.serialNumber ?? '' })}
        </button>
      ) : null}

      <ol className="ui-serial-list" aria-label={t('serialListLabel')}>
        {serialDisplayList.map((row, index) => (
          <li key={row.serialNumber} className={row.isSerialAdded ? 'is-added' : 'is-not-added'}>
            <span className="ui-serial-no">{showNumber(index + 1)}</span>
            <span className="ui-serial-text" translate="no">
              {row.serialNumber}
            </span>
            {!readOnly ? (
              <button
                type="button"
                className={['ui-serial-toggle', row.isSerialAdded ? 'is-added' : ''].filter(Boolean).join(' ')}
                aria-pressed={row.isSerialAdded}
                aria-label={t(row.isSerialAdded ? 'serialRowRemove' : 'serialRowAdd', {
                  serial: row.serialNumber,
                })}
                onClick={() => dispatch({ type: 'rowToggled', index })}
              >
                {row.isSerialAdded ? '−' : '+'}
              </button>
            ) : null}
          </li>
        ))}
      </ol>

      <div className="ui-serial-actions">
        <button type="button" className="ui-button" onClick={onDiscard}>
          {readOnly ? t('serialBack') : t('serialDiscard')}
        </button>
        {!readOnly ? (
          <button
            type="button"
            className="ui-button ui-button-primary"
            disabled={pending !== null}
            onClick={done}
            aria-keyshortcuts={FUNCTION_KEYS.done}
          >
            {t('serialDone')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
