import type { MessageId } from '../../shared/i18n';

/**
 * The one function-key map of every handheld screen (DESIGN.md section 10): F1 help, F2 step
 * back, F3 back, F4 done/post, F7 menu, F8/F9 previous/next. Screens name the actions they offer;
 * the keys come from here, and the bottom bar shows them as large touch buttons.
 */
export type FunctionAction = 'help' | 'stepBack' | 'back' | 'done' | 'menu' | 'previous' | 'next';

export const FUNCTION_KEYS = {
  help: 'F1',
  stepBack: 'F2',
  back: 'F3',
  done: 'F4',
  menu: 'F7',
  previous: 'F8',
  next: 'F9',
} as const satisfies Record<FunctionAction, string>;

export type FunctionKey = (typeof FUNCTION_KEYS)[FunctionAction];

/** The default label of each action on its button (a catalogue key: t() when shown). */
export const FUNCTION_LABELS = {
  help: 'shell.keyHelp',
  stepBack: 'shell.keyStepBack',
  back: 'shell.keyBack',
  done: 'shell.keyDone',
  menu: 'shell.keyMenu',
  previous: 'shell.keyPrevious',
  next: 'shell.keyNext',
} as const satisfies Record<FunctionAction, MessageId>;

/** The order of the buttons on the bottom bar. */
export const FUNCTION_ORDER: readonly FunctionAction[] = ['help', 'stepBack', 'previous', 'next', 'done'];

const byKey = new Map<string, FunctionAction>(Object.entries(FUNCTION_KEYS).map(([action, key]) => [key, action as FunctionAction]));

/** The action of a pressed key (KeyboardEvent.key), or null for any other key. */
export function actionOfKey(key: string): FunctionAction | null {
  return byKey.get(key) ?? null;
}

/** Actions the shell handles on every warehouse screen, whatever the screen offers. */
export const SHELL_ACTIONS: readonly FunctionAction[] = ['back', 'menu'];
