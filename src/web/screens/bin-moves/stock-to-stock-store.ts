import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import type { PostedMaterialDocument, PostMaterialDocumentRequest } from '../../../shared/contracts/stock/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { call } from '../../api';
import { journalRequestOf } from '../../offline/journal';
import { usePosting } from '../../shell/use-posting';
import { initial, name, type StockToStockEvent, type StockToStockState, step } from './stock-to-stock.flow';

/**
 * The stock-to-stock flow spans four pages (source, destination, addmaterial, matlist): they share
 * one usePosting instance per tab (`flow:s2s:current` in sessionStorage), so a reload or F3 back
 * loses neither the collected lines nor the idempotency key.
 */
export function useStockToStock() {
  return usePosting<StockToStockState, StockToStockEvent, PostMaterialDocumentRequest, PostedMaterialDocument>({
    flow: { name, step },
    instance: 'current',
    start: () => initial(),
    send: (idempotencyKey, body) => call(stockContracts.postMaterialDocument, { body }, { idempotencyKey }),
    onPosted: (posted) => ({ type: 'POSTED', matDoc: posted.matDoc }),
    onFailed: (message) => ({ type: 'FAILED', message }),
    journal: (body) =>
      journalRequestOf(
        stockContracts.postMaterialDocument,
        undefined,
        t('s2s.journalTransfer', {
          type: body.items[0]?.movementType ?? '',
          items: body.items.map((i) => t('s2s.journalItem', { quantity: showQuantity(i.quantity), material: i.material })).join(', '),
        }),
      ),
    onQueued: () => ({ type: 'QUEUED' }),
  });
}
