import type { PostMaterialDocumentRequest } from '../../../shared/contracts/stock/schemas';
import { t } from '../../../shared/i18n';
import type { ScanKind } from '../../../shared/scan';
import { type MaterialListEvent, type MaterialListState, stepMaterialList } from '../../ui/handheld/material-list';

/**
 * Goods issue to a cost centre on the handheld (MB1A, movement type 201) as a pure state machine:
 * scan the source bin, choose the cost centre (autocomplete), add materials one by one (quantity
 * or serials, a reason each) to a list, post the list once as one material document through
 * usePosting (draft and idempotency key in sessionStorage, shared by the three pages). A posted
 * issue can be reversed (202) from the list page.
 *
 *   source --SOURCE, COST_CENTER--> addmaterial --ADD--> matlist --POST--> posting --POSTED--> posted --REVERSED--> reversed
 *                                      ^                    |  ^               |
 *                                      +---- F2 add more ---+  +----FAILED-----+
 *   source --SOURCE_CLEARED (F2, no lines yet)--> source (bin and cost centre again)
 *   REMOVE drops a line; ERROR shows a message on the current page
 */
export const name = 'costcenter';

export const accepts = {
  source: ['bin'],
  costCenter: [],
  addmaterial: ['material', 'gtin', 'quantity', 'serial'],
  matlist: [],
} as const satisfies Record<string, readonly ScanKind[]>;

export const ISSUE_TYPE = '201';

export interface IssueSource {
  plant: string;
  sloc: string;
  warehouse: string;
  bin: string;
}

export interface CostCenterIssueState extends MaterialListState {
  source: IssueSource | null;
  costCenter: { id: string; text: string } | null;
  reversal: { matDoc: string } | null;
}

export type CostCenterIssueEvent =
  | { type: 'SOURCE'; source: IssueSource }
  | { type: 'COST_CENTER'; id: string; text: string }
  /** another source bin (while the list is empty): bin and cost centre are chosen again */
  | { type: 'SOURCE_CLEARED' }
  | MaterialListEvent
  | { type: 'REVERSED'; matDoc: string };

export function initial(): CostCenterIssueState {
  return { source: null, costCenter: null, lines: [], posting: false, result: null, reversal: null, error: null };
}

export function step(state: CostCenterIssueState, event: CostCenterIssueEvent): CostCenterIssueState {
  const fail = (message: string): CostCenterIssueState => ({ ...state, error: message });
  if (state.result && event.type !== 'ERROR' && event.type !== 'REVERSED') return state; // posted: only a reversal is left
  switch (event.type) {
    case 'SOURCE':
      if (state.lines.length > 0) return fail(t('s2sSourceLocked'));
      return { ...state, source: event.source, error: null };
    case 'SOURCE_CLEARED':
      if (state.lines.length > 0) return fail(t('s2sSourceLocked'));
      return { ...state, source: null, costCenter: null, error: null };
    case 'COST_CENTER':
      if (!state.source) return state;
      return { ...state, costCenter: { id: event.id, text: event.text }, error: null };
    case 'REVERSED':
      return state.result && !state.reversal ? { ...state, reversal: { matDoc: event.matDoc }, error: null } : state;
    default:
      return stepMaterialList(state, event, {
        ready: readyForMaterials(state),
        lineProblem: (line) => (line.reason ? null : t('cc.reasonNeeded')),
        sameLine: (a, b) => a.material === b.material && a.batch === b.batch,
      });
  }
}

/** Source bin and cost centre are chosen: materials can be added. */
export function readyForMaterials(state: CostCenterIssueState): boolean {
  return !!state.source && !!state.costCenter;
}

/** The material document of the list: one 201 item per line, all to the chosen cost centre. */
export function costCenterIssueDocument(state: CostCenterIssueState): PostMaterialDocumentRequest | null {
  const { source, costCenter } = state;
  if (!source || !costCenter || state.lines.length === 0) return null;
  return {
    headerText: t('cc.headerText', { costCenter: costCenter.id }),
    items: state.lines.map((l) => ({
      movementType: ISSUE_TYPE,
      material: l.material,
      quantity: l.quantity,
      ...(l.batch ? { batch: l.batch } : {}),
      from: { plant: source.plant, sloc: source.sloc, bin: source.bin, category: 'UNRESTRICTED' as const },
      costCenter: costCenter.id,
      ...(l.serials.length > 0 ? { serials: l.serials } : {}),
      ...(l.reason ? { reason: l.reason } : {}),
    })),
  };
}
