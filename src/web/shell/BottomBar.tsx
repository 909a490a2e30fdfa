import { useContext, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../shared/i18n';
import { BottomBarSlot } from './bottom-bar-slot';
import { actionOfKey, FUNCTION_KEYS, FUNCTION_LABELS, FUNCTION_ORDER, type FunctionAction } from './function-keys';
import { focusOnMount } from './key-buffer';
import { getUiState, showAlert } from './ui-state';
import './bottom-bar.css';

/** One screen action: what it does, optionally another label, disabled while it may not run. */
export interface ScreenAction {
  run: () => void;
  label?: string;
  disabled?: boolean;
  /** the screen's default button: it has the focus from the first paint (no scan field there) */
  autoFocus?: boolean;
}

export type ScreenActions = Partial<Record<FunctionAction, ScreenAction | (() => void) | null | undefined | false>>;

function normalize(a: ScreenActions[FunctionAction]): ScreenAction | null {
  if (!a) return null;
  return typeof a === 'function' ? { run: a } : a;
}

/** The help text of a screen: its keys (F1 shows it in the alert dialog). */
export function helpText(actions: ScreenActions, help?: string): string {
  const keys = FUNCTION_ORDER.flatMap((action) => {
    const a = normalize(actions[action]);
    return a && action !== 'help' ? [`${FUNCTION_KEYS[action]} ${a.label ?? t(FUNCTION_LABELS[action])}`] : [];
  });
  const shell = [`${FUNCTION_KEYS.back} ${t(FUNCTION_LABELS.back)}`, `${FUNCTION_KEYS.menu} ${t(FUNCTION_LABELS.menu)}`];
  return [help, [...keys, ...shell].join(' · ')].filter(Boolean).join('\n');
}

/**
 * The keys of a screen (F1, F2, F4, F8, F9; F3 and F7 are the shell's): pressing one runs the
 * action unless it is disabled or the alert dialog is open (the dialog has the keyboard then).
 */
export function useFunctionKeys(actions: ScreenActions, help?: string) {
  const ref = useRef({ actions, help });
  ref.current = { actions, help };
  // a layout effect: the keys work from the moment the screen is on the glass (a passive effect runs a frame
  // later, and an F4 pressed as soon as the list showed was lost on a busy handheld)
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionOfKey(e.key);
      if (!action || action === 'back' || action === 'menu') return;
      if (getUiState().alert.show) return;
      const { actions: current, help: text } = ref.current;
      if (action === 'help') {
        e.preventDefault();
        showAlert('info', helpText(current, text));
        return;
      }
      const a = normalize(current[action]);
      if (!a) return;
      e.preventDefault();
      if (!a.disabled) a.run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** A large touch button of one function key. */
export function FKeyButton({
  action,
  label,
  onClick,
  disabled,
  autoFocus,
  className = 'sp-fkey bb-key',
}: {
  action: FunctionAction;
  label?: string | undefined;
  onClick: () => void;
  disabled?: boolean | undefined;
  autoFocus?: boolean | undefined;
  /** the bottom bar's key unless told (the title bar's keys are plain `sp-fkey`) */
  className?: string;
}) {
  const key = FUNCTION_KEYS[action];
  return (
    <button
      ref={autoFocus ? focusOnMount : undefined}
      type="button"
      className={className}
      onClick={onClick}
      disabled={disabled}
      aria-keyshortcuts={key}
      data-action={action}
    >
      <span className="sp-fkey-name">{key}</span>
      <span className="sp-fkey-text">{label ?? t(FUNCTION_LABELS[action])}</span>
    </button>
  );
}

/**
 * The bottom bar of a handheld screen: the function keys this screen uses, as large touch buttons
 * (F1 help always), and the keyboard handling of the same keys.
 */
export function BottomBar({ actions, help }: { actions: ScreenActions; help?: string }) {
  useFunctionKeys(actions, help);
  const shown = FUNCTION_ORDER.flatMap((action) => {
    const a = action === 'help' ? { run: () => showAlert('info', helpText(actions, help)) } : normalize(actions[action]);
    return a ? [{ action, a }] : [];
  });
  const slot = useContext(BottomBarSlot);
  const bar = (
    <nav className="bb-bar" aria-label={t('shell.functionKeys')}>
      {shown.map(({ action, a }) => (
        <FKeyButton key={action} action={action} label={a.label} onClick={a.run} disabled={a.disabled} autoFocus={a.autoFocus} />
      ))}
    </nav>
  );
  // below the scrolling content when the shell has its slot, else in place
  return slot ? createPortal(bar, slot) : bar;
}
