import { useState } from 'react';
import { t } from '../../shared/i18n';
import { focusOnMount } from '../shell/key-buffer';

export interface ConfirmButtonProps {
  /** the button's text: "Reverse goods issue" */
  label: string;
  /** what the user confirms: "Reverse the goods issue of delivery 8000000001? ..." */
  question: string;
  /** the confirming button's text: "Yes, reverse" */
  confirmLabel: string;
  disabled?: boolean;
  className?: string;
  onConfirm: () => void;
}

/**
 * A button whose action is asked for once more before it runs (a reversal posts a document that
 * cannot be taken back): the first press shows the question with the confirming button and Keep;
 * Keep has the focus, so an Enter from a scanner changes nothing.
 */
export function ConfirmButton({ label, question, confirmLabel, disabled = false, className = 'ui-button', onConfirm }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className={className} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <fieldset className="ui-confirm">
      <legend>{question}</legend>
      <button
        type="button"
        className="ui-button ui-button-danger"
        disabled={disabled}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>
      <button type="button" className="ui-button ui-button-primary" ref={focusOnMount} onClick={() => setAsking(false)}>
        {t('keep')}
      </button>
    </fieldset>
  );
}
