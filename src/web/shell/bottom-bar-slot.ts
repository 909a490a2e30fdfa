import { createContext } from 'react';

/**
 * Where a handheld screen's bottom bar is drawn: the shell's slot below the scrolling content (null until the
 * shell's first paint), or undefined outside the shell (a screen rendered alone, in a test): then in place.
 */
export const BottomBarSlot = createContext<HTMLElement | null | undefined>(undefined);
