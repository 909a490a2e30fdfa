import { type KeyboardEvent, type Ref, useCallback, useEffect, useId, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { errorText } from '../../shared/messages';
import { createScanFilter, DUPLICATE_SCAN_WINDOW_MS, isScanSubmitKey, normalizeScan } from '../../shared/scan';
import { keepKeys, takeBufferedKeys } from '../shell/key-buffer';
import { getUiState } from '../shell/ui-state';
import { signalError } from './feedback';
import './ui.css';
import './ui-controls.css';
import { t } from '../../shared/i18n';

export interface ScanInputHandle {
  focus(): void;
  clear(): void;
}

export interface ScanInputProps {
  /** visible label of the field */
  label: string;
  /**
   * Called with the scanned or typed text (wedge suffix removed) on Enter, Tab or the submit
   * button. While a returned promise is pending the field is read-only; a rejection is shown as the
   * field's error (errorText: reason, message, generic text) with a beep and vibration.
   */
  onScan: (text: string) => unknown;
  /** controlled text (optional); without it the field keeps its own */
  value?: string;
  onValueChange?: (value: string) => void;
  /** a posting is in flight: the field ignores input */
  busy?: boolean;
  /**
   * the screen is not ready yet (its data is loading): the field has the focus and keeps what is
   * typed or scanned, and processes it once ready
   */
  waiting?: boolean;
  /**
   * onScan only looks the scan up (a serial check, a bin, a material, an order), it posts nothing: a scan
   * typed or scanned while it runs is kept, as while `waiting`, and scanned after it, in this field or, when
   * the lookup moved the flow on, in the next field (key-buffer.ts); kept scans behind a refused scan are
   * dropped. Without it the field ignores input while onScan runs (a posting: DESIGN.md section 8).
   */
  keepsScansWhileChecking?: boolean;
  /**
   * Error of the screen for this field. Given (even null), it replaces the field's own error from a
   * rejected onScan. A new error beeps and vibrates unless `feedback` is false.
   */
  error?: string | null;
  /** show the error text under the field (default true); false: only the error state */
  showErrorText?: boolean;
  /** error state without a text of its own (the screen shows the text elsewhere, e.g. a global alert) */
  invalid?: boolean;
  /** beep and vibrate on a new error (default true) */
  feedback?: boolean;
  placeholder?: string;
  /** text of a button beside the field that submits it, e.g. '+' */
  submitLabel?: string;
  /** accessible name of that button (default: the label) */
  submitAriaLabel?: string;
  /** focus on mount (default true) */
  autoFocus?: boolean;
  /** take focus back after each scan and when it falls to nothing (default true) */
  keepFocus?: boolean;
  /** the same text again within this window is dropped (default 500 ms) */
  duplicateWindowMs?: number;
  /** empty the field after each scan (default true) */
  clearOnScan?: boolean;
  /** 'none' keeps the soft keyboard closed on handhelds that scan only */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'none';
  hideLabel?: boolean;
  id?: string;
  name?: string;
  className?: string;
  'aria-describedby'?: string;
  /** the id of a list the field drives (a choice list) */
  'aria-controls'?: string;
  /** keys before the field's own handling (a choice list's arrows); preventDefault stops it */
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
  ref?: Ref<ScanInputHandle>;
}

/**
 * The one focused scan field of a handheld screen (DESIGN.md section 8): submits on the Enter or
 * Tab a keyboard-wedge scanner sends, drops the same scan repeated within 500 ms, ignores input
 * while a posting is in flight, keeps focus, and shows errors in-line with a beep and vibration.
 */
export function ScanInput(props: ScanInputProps) {
  const {
    label,
    onScan,
    busy = false,
    showErrorText = true,
    feedback = true,
    autoFocus = true,
    keepFocus = true,
    duplicateWindowMs = DUPLICATE_SCAN_WINDOW_MS,
    clearOnScan = true,
  } = props;
  const generatedId = useId();
  const inputId = props.id ?? `scan${generatedId}`;
  const errorId = `${inputId}-error`;
  const input = useRef<HTMLInputElement>(null);
  const filter = useRef(createScanFilter(duplicateWindowMs));
  const inFlightRef = useRef(false);
  const [inFlight, setInFlight] = useState(false);
  const [ownText, setOwnText] = useState('');
  const [ownError, setOwnError] = useState<string | null>(null);
  const controlled = props.value !== undefined;
  const text = controlled ? (props.value ?? '') : ownText;
  const error = props.error !== undefined ? props.error : ownError;
  const waiting = !!props.waiting;
  const keepsScansWhileChecking = !!props.keepsScansWhileChecking;
  const readOnly = busy || inFlight || waiting;
  /** keys kept while waiting or while a lookup runs (a '\n' for Enter/Tab) */
  const pending = useRef('');
  const isInvalid = !!error || !!props.invalid;

  const setText = useCallback(
    (v: string) => {
      if (!controlled) setOwnText(v);
      props.onValueChange?.(v);
    },
    [controlled, props.onValueChange],
  );

  // the alert dialog has the keyboard while it is open: the field neither takes the focus nor scans
  const alertOpen = () => getUiState().alert.show;
  const focus = useCallback(() => {
    if (!getUiState().alert.show) input.current?.focus({ preventScroll: true });
  }, []);
  useImperativeHandle(props.ref, () => ({ focus, clear: () => setText('') }), [focus, setText]);

  // layout effects: they run before the browser handles the next key, so no keystroke lands between
  // the field appearing (or becoming usable) and the kept keys being put into it
  useLayoutEffect(() => {
    if (!autoFocus) return;
    focus();
    // keys typed between the screens, before this field existed
    pending.current += takeBufferedKeys();
  }, [autoFocus, focus]);

  // a new error from the screen: beep and vibrate, and count it (before the kept keys are looked at, below): a scan
  // the screen refused by its error, not by a rejection, is known by the count having moved
  const errorsShown = useRef(0);
  const errorSeen = useRef<string | null | undefined>(props.error);
  useLayoutEffect(() => {
    if (props.error && props.error !== errorSeen.current) {
      errorsShown.current += 1;
      if (feedback) signalError();
    }
    errorSeen.current = props.error;
  }, [props.error, feedback]);
  /** while a scan runs: the error count at its start, and whether it was rejected */
  const scanRun = useRef<{ errorsBefore: number; rejected: boolean } | null>(null);

  // gone with keys still kept (the scan before them moved the flow on): the next field takes them
  useLayoutEffect(
    () => () => {
      keepKeys(pending.current);
      pending.current = '';
    },
    [],
  );

  // after a posting the field is usable again: take focus back
  useEffect(() => {
    if (!readOnly && keepFocus && document.activeElement === document.body) focus();
  }, [readOnly, keepFocus, focus]);

  const submit = async (raw: string = text) => {
    if (inFlightRef.current || busy || waiting || alertOpen()) return;
    const scanned = normalizeScan(raw);
    if (!scanned) return;
    if (!filter.current.accept(scanned, Date.now())) {
      if (clearOnScan) setText('');
      return;
    }
    inFlightRef.current = true;
    setInFlight(true);
    if (props.error === undefined) setOwnError(null);
    const run = { errorsBefore: errorsShown.current, rejected: false };
    scanRun.current = run;
    try {
      await onScan(scanned);
    } catch (e) {
      run.rejected = true;
      filter.current.reset(); // the operator may rescan the same barcode at once
      if (props.error === undefined) setOwnError(errorText(e));
      if (feedback) signalError();
    } finally {
      inFlightRef.current = false;
      setInFlight(false);
      if (clearOnScan) setText('');
      if (keepFocus) focus();
    }
  };

  // ready: what was kept while waiting is typed (and scanned, when its Enter came too)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the field becomes usable
  useLayoutEffect(() => {
    if (readOnly) return;
    // scans kept behind a scan that was refused are not scanned: the operator reads the refusal first (as behind
    // the error dialog), rather than a later scan taken for this field's and refused for that
    const run = scanRun.current;
    scanRun.current = null;
    if (run && (run.rejected || errorsShown.current !== run.errorsBefore)) pending.current = '';
    if (!pending.current) return;
    const kept = pending.current;
    pending.current = '';
    const end = kept.indexOf('\n');
    if (end >= 0) {
      pending.current = kept.slice(end + 1); // a second scan kept behind the first waits for the first
      void submit(kept.slice(0, end));
      return;
    }
    // into the DOM at once as well: a key typed before React renders the new value appends to it
    if (input.current) input.current.value = text + kept;
    setText(text + kept);
  }, [readOnly]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!readOnly) props.onKeyDown?.(e);
    if (e.defaultPrevented) return;
    // keys kept: the screen is not ready yet, or (a check, not a posting) the last scan's check runs; the ref
    // and the state both: keys come before React has made the field read-only, and after the check but
    // before React has made it writable again
    const keeping = (waiting && !inFlight) || (keepsScansWhileChecking && (inFlightRef.current || inFlight));
    if (keeping && !busy && !e.ctrlKey && !e.altKey && !e.metaKey) {
      if (e.key.length === 1 || isScanSubmitKey(e.key)) {
        e.preventDefault();
        pending.current += e.key.length === 1 ? e.key : '\n';
      }
      return;
    }
    if (!isScanSubmitKey(e.key)) return;
    // Tab on an empty field still moves focus (keyboard users); Enter never submits a form
    if (e.key === 'Tab' && !normalizeScan(text)) return;
    e.preventDefault();
    void submit();
  };

  const describedBy = [props['aria-describedby'], error && showErrorText ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={['ui-scan', isInvalid ? 'is-invalid' : '', readOnly ? 'is-busy' : '', props.className].filter(Boolean).join(' ')}>
      <label className={props.hideLabel ? 'ui-visually-hidden' : 'ui-field-label'} htmlFor={inputId}>
        {label}
      </label>
      <div className="ui-scan-row">
        <input
          ref={input}
          id={inputId}
          name={props.name}
          className="ui-input ui-scan-input"
          type="text"
          value={text}
          placeholder={props.placeholder}
          readOnly={readOnly}
          aria-busy={readOnly || undefined}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          aria-controls={props['aria-controls']}
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          inputMode={props.inputMode}
          onChange={(e) => {
            if (readOnly || alertOpen()) return;
            setText(e.target.value);
            if (props.error === undefined && ownError) setOwnError(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={(e) => {
            // focus fell to nothing (a tap on empty space): give it back; another control keeps it
            if (keepFocus && !e.relatedTarget) setTimeout(() => document.activeElement === document.body && focus(), 0);
          }}
        />
        {props.submitLabel ? (
          <button
            type="button"
            className="ui-button ui-scan-submit"
            aria-label={props.submitAriaLabel ?? label}
            disabled={readOnly}
            onClick={() => void submit()}
          >
            {props.submitLabel}
          </button>
        ) : null}
      </div>
      {readOnly ? (
        <span className="ui-visually-hidden" role="status">
          {t('scanBusy')}
        </span>
      ) : null}
      {error && showErrorText ? (
        <div className="ui-field-error" id={errorId} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
