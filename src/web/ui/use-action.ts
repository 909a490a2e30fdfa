import { useState } from 'react';
import { errorText } from '../../shared/messages';
import { showAlert } from '../shell/ui-state';

/** Shows a failure in the alert dialog. */
export const alertError = (message: string) => showAlert('danger', message);

/**
 * An action a screen runs on a press (a posting, a lookup): `busy` while it runs; a failure's text
 * goes to `onError` (the alert dialog, a screen's own line) and `run` then resolves to null.
 */
export function useAction(onError: (message: string) => void) {
  const [busy, setBusy] = useState(false);
  const run = async <R>(action: () => Promise<R>): Promise<R | null> => {
    setBusy(true);
    try {
      return await action();
    } catch (error) {
      onError(errorText(error));
      return null;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** useAction whose failure is shown on the screen: `error` (cleared when the next run starts). */
export function useActionError() {
  const [error, setError] = useState<string | null>(null);
  const action = useAction(setError);
  const run = <R>(fn: () => Promise<R>) => {
    setError(null);
    return action.run(fn);
  };
  return { busy: action.busy, run, error, setError };
}
