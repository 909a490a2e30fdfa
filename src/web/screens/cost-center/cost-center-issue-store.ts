import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import type { PostedMaterialDocument, PostMaterialDocumentRequest } from '../../../shared/contracts/stock/schemas';
import { call } from '../../api';
import { usePosting } from '../../shell/use-posting';
import { type CostCenterIssueEvent, type CostCenterIssueState, initial, name, step } from './cost-center-issue.flow';

/**
 * The goods issue to a cost centre spans three pages (source, addmaterial, matlist): one
 * usePosting instance per tab (`flow:costcenter:current`), so a reload or F3 back loses neither
 * the list nor the idempotency key.
 */
export function useCostCenterIssue() {
  return usePosting<CostCenterIssueState, CostCenterIssueEvent, PostMaterialDocumentRequest, PostedMaterialDocument>({
    flow: { name, step },
    instance: 'current',
    start: initial,
    send: (idempotencyKey, body) => call(stockContracts.postMaterialDocument, { body }, { idempotencyKey }),
    onPosted: (posted) => ({ type: 'POSTED', matDoc: posted.matDoc }),
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
}
