import { t } from '../../../shared/i18n';
import { normalizeQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';

/** One line of a handheld material list (stock to stock, goods issue to a cost centre). */
export interface S2sLine {
  material: string;
  description: string;
  baseUnit: string;
  bin: string | null;
  batch: string;
  quantity: string;
  serials: string[];
  reason: string | null;
  reasonText: string | null;
}

/** What every handheld material list keeps: its lines, whether they are being posted, the answer, the message. */
export interface MaterialListState {
  lines: S2sLine[];
  posting: boolean;
  result: { matDoc: string; queued?: true } | null;
  error: string | null;
}

/** The events of the list itself, the same in every flow that collects material lines. */
export type MaterialListEvent =
  | { type: 'ADD'; line: S2sLine }
  | { type: 'REMOVE'; index: number }
  | { type: 'POST' }
  | { type: 'POSTED'; matDoc: string }
  | { type: 'FAILED'; message: string }
  | { type: 'ERROR'; message: string };

export interface MaterialListRules {
  /** materials can be added and the list posted (the flow's header steps are done) */
  ready: boolean;
  /** two lines are one line (a second one is refused) */
  sameLine: (a: S2sLine, b: S2sLine) => boolean;
  /** the flow's own reason to refuse a line (checked after its quantity), or null */
  lineProblem?: (line: S2sLine) => string | null;
}

/**
 * The list part of a material-list flow: ADD checks the quantity, the flow's own rule and that the
 * line is not on the list already; REMOVE drops a line unless it is being posted; POST, POSTED and
 * FAILED post the list once; ERROR shows a message.
 */
export function stepMaterialList<S extends MaterialListState>(state: S, event: MaterialListEvent, rules: MaterialListRules): S {
  const fail = (message: string): S => ({ ...state, error: message });
  switch (event.type) {
    case 'ADD': {
      if (!rules.ready) return state;
      const l = event.line;
      const problem = quantityProblem(l.quantity);
      if (problem) return fail(quantityProblemText[problem]);
      const refused = rules.lineProblem?.(l);
      if (refused) return fail(refused);
      if (state.lines.some((x) => rules.sameLine(x, l))) return fail(t('s2sMaterialTwice', { material: l.material }));
      return { ...state, lines: [...state.lines, { ...l, quantity: normalizeQuantity(l.quantity) }], error: null };
    }
    case 'REMOVE':
      return state.posting ? state : { ...state, lines: state.lines.filter((_, i) => i !== event.index), error: null };
    case 'POST':
      if (state.posting || !rules.ready) return state;
      if (state.lines.length === 0) return fail(t('s2sNoLines'));
      return { ...state, posting: true, error: null };
    case 'POSTED':
      return state.posting ? { ...state, posting: false, result: { matDoc: event.matDoc }, error: null } : state;
    case 'FAILED':
      return state.posting ? { ...state, posting: false, error: event.message } : state;
    case 'ERROR':
      return fail(event.message);
  }
}
