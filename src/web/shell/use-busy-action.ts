import { useState } from 'react';
import { errorText } from '../../shared/messages';
import { showAlert } from './ui-state';

/**
 * The action of a screen's button: `run(work, after)` marks the screen busy while `work` runs, shows
 * a refusal in the alert dialog, then clears busy and runs `after` (a refetch, a new key) whatever
 * happened.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, after?: () => unknown) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      showAlert('danger', errorText(error));
    } finally {
      setBusy(false);
      await after?.();
    }
  };
  return { busy, run };
}
