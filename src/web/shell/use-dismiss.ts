import { type RefObject, useEffect, useRef } from 'react';

/**
 * While a popup is `open`: a mouse press outside every element of `inside`, or Escape, closes it
 * (`close` is told which of the two it was, so Escape can give the focus back).
 */
export function useDismiss(open: boolean, inside: RefObject<HTMLElement | null>[], close: (by: 'outside' | 'escape') => void) {
  const latest = useRef({ inside, close });
  latest.current = { inside, close };
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!latest.current.inside.some((r) => r.current?.contains(e.target as Node))) latest.current.close('outside');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') latest.current.close('escape');
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
}
