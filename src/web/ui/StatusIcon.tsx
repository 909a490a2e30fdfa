/** The tones a status shows: success, information, warning, error. */
export type StatusTone = 'success' | 'info' | 'warning' | 'danger';

const PATHS: Record<StatusTone, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  info: 'M12 10.5v7M12 6.5v.5',
  warning: 'M12 6v8M12 17.5v.5',
  danger: 'M7 7l10 10M17 7L7 17',
};

/**
 * The icon of a status (a tick, an i, an exclamation mark, a cross) beside its text, so colour is never
 * the only signal (WCAG 1.4.1). Drawn, not a font character: a handheld without the glyph showed a box.
 * Decorative: the text next to it says the same.
 */
export function StatusIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg className={`ui-status-icon ui-status-${tone}`} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={PATHS[tone]} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
