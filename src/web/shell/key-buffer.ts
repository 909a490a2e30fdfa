/**
 * Keys typed while nothing has the focus (between two handheld screens: the old field is gone, the
 * lazy screen or its data is still loading) are kept here, and the next scan field that takes the
 * focus replays them (ScanInput), so a scan made during a transition is not lost. Enter and Tab
 * (a scanner's suffix) are kept as a line end. Keys older than KEY_BUFFER_MS are forgotten.
 */
export const KEY_BUFFER_MS = 3000;

let buffer = '';
let lastAt = 0;
let installs = 0;

function isEditable(element: Element): boolean {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement ||
    (element as HTMLElement).isContentEditable
  );
}

function onKeyDown(e: KeyboardEvent) {
  if (e.ctrlKey || e.altKey || e.metaKey) return;
  const active = document.activeElement;
  const nothingFocused = !active || active === document.body || active === document.documentElement;
  const now = Date.now();
  const scanning = buffer !== '' && now - lastAt <= KEY_BUFFER_MS;
  if (!nothingFocused) {
    // a link or button keeps the focus while the next screen loads: characters typed into it would be lost,
    // so they are kept too; Enter activates it unless it ends a scan already being kept
    if (isEditable(active)) return;
    if ((e.key === 'Enter' || e.key === 'Tab' || e.key === ' ') && !scanning) return;
    if (e.key.length !== 1 && e.key !== 'Enter' && e.key !== 'Tab') return;
  }
  let key: string;
  if (e.key === 'Enter' || e.key === 'Tab') key = '\n';
  else if (e.key.length === 1) key = e.key;
  else return;
  e.preventDefault(); // a Tab would move the focus to the first button and the rest of the scan with it
  if (now - lastAt > KEY_BUFFER_MS) buffer = '';
  buffer += key;
  lastAt = now;
}

/** Starts keeping keys (warehouse screens); returns the stop function. */
export function installKeyBuffer(): () => void {
  if (installs++ === 0) window.addEventListener('keydown', onKeyDown);
  return () => {
    if (--installs === 0) {
      window.removeEventListener('keydown', onKeyDown);
      buffer = '';
    }
  };
}

/**
 * Keys a scan field kept and could not scan before it went away (the scan before them moved the flow to its next
 * field or screen): they are older than any key kept here since, so they go first.
 */
export function keepKeys(keys: string, now = Date.now()): void {
  if (!keys) return;
  buffer = keys + (now - lastAt > KEY_BUFFER_MS ? '' : buffer);
  lastAt = now;
}

/** The kept keys (a '\n' for each Enter/Tab), once; '' when there are none or they are too old. */
export function takeBufferedKeys(now = Date.now()): string {
  const keys = now - lastAt > KEY_BUFFER_MS ? '' : buffer;
  buffer = '';
  return keys;
}

/** For a ref: focus this element when it mounts (the default button of a result screen). */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus({ preventScroll: true });
}
