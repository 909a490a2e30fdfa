import * as rec from '../../../shared/contracts/receiving/endpoints';
import { messages } from '../../../shared/messages';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { Link } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ScanInput } from '../../ui';
import { initial, name, type ReceivingEvent, type ReceivingRequest, type ReceivingState, step } from './receiving.flow';
import '../bin-moves/bin-moves.css';

export const RECEIVING_HOME = '/supplier/warehouse/zrec/home';

type Answer =
  | { kind: 'receive'; result: Awaited<ReturnType<typeof receive>> }
  | { kind: 'missing'; result: Awaited<ReturnType<typeof missing>> };
const receive = (key: string, sscc: string) => call(rec.receiveSscc, { body: { sscc } }, { idempotencyKey: key });
const missing = (key: string, sscc: string) => call(rec.reportMissing, { body: { sscc } }, { idempotencyKey: key });

/**
 * One-scan receipt (/supplier/warehouse/zrec/index): scan a pallet's SSCC and everything on it is
 * received as one goods receipt with put-away; a carton's SSCC receives that carton; F9 records the
 * next scanned carton as missing. Each scan posts through usePosting (a reload replays it).
 */
export default function ReceivingScan() {
  const posting = usePosting<ReceivingState, ReceivingEvent, ReceivingRequest, Answer>({
    flow: { name, step },
    instance: 'dock',
    start: initial,
    send: async (key, request): Promise<Answer> =>
      request.kind === 'missing'
        ? { kind: 'missing', result: await missing(key, request.sscc) }
        : { kind: 'receive', result: await receive(key, request.sscc) },
    onPosted: (answer) =>
      answer.kind === 'receive'
        ? { type: 'RECEIVED', result: answer.result }
        : { type: 'MISSING_RECORDED', sscc: answer.result.sscc, asnNumber: answer.result.asnNumber, asnStatus: answer.result.asnStatus },
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
  const { state, dispatch } = posting;

  const onScan = async (text: string) => {
    const event: ReceivingEvent = { type: 'SSCC', text };
    const next = step(state, event);
    dispatch(event);
    if (!next.pending) return;
    const answer = await posting.submit(next.pending);
    if (answer)
      posting.discard(
        step(
          next,
          answer.kind === 'receive' ? { type: 'RECEIVED', result: answer.result } : { type: 'MISSING_RECORDED', ...answer.result },
        ),
      );
  };
  const last = state.last;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title="Receiving: Scan" titleLink={RECEIVING_HOME} />
      {last?.kind === 'receive' ? (
        <div className="wm-success" role="status">
          <p>
            {last.result.kind === 'PALLET' ? 'Pallet' : 'Carton'} {last.result.sscc} received: material document {last.result.matDoc}
          </p>
          <ul className="wm-summary" aria-label="Last receipt">
            <li>
              <span>Shipping notice</span>
              <strong>{last.result.asnNumber}</strong>
            </li>
            <li>
              <span>Cartons</span>
              <strong>{last.result.cartons.length}</strong>
            </li>
            <li>
              <span>Quantity</span>
              <strong>{displayQuantity(last.result.quantity)}</strong>
            </li>
            <li>
              <span>Serials</span>
              <strong>{last.result.serialCount}</strong>
            </li>
            <li>
              <span>Put-away</span>
              <strong>{last.result.transferOrder ?? last.result.putawayWarning ?? '-'}</strong>
            </li>
            <li>
              <span>Notice status</span>
              <strong>{last.result.asnStatus}</strong>
            </li>
          </ul>
        </div>
      ) : null}
      {last?.kind === 'missing' ? (
        <p className="wm-success" role="status">
          {last.sscc} recorded as missing on shipping notice {last.asnNumber} ({last.asnStatus}).
        </p>
      ) : null}
      <ScanInput
        key={state.step}
        label={state.step === 'missing' ? 'SSCC of the missing carton' : 'SSCC of a pallet or carton'}
        placeholder={state.step === 'missing' ? 'Scan the carton that did not come' : 'Scan the pallet label'}
        inputMode="numeric"
        onScan={onScan}
        error={state.error}
        busy={posting.posting}
      />
      {state.step === 'posting' ? (
        <p className="wm-muted" role="status">
          {messages.scanBusy}
        </p>
      ) : null}
      {last?.kind === 'receive' && last.result.transferOrder ? (
        <p>
          <Link to="/supplier/warehouse/wm/putaway">Put away ({last.result.transferOrder})</Link>
        </p>
      ) : null}
      <BottomBar
        actions={{
          next: { run: () => dispatch({ type: 'MISSING_MODE' }), label: state.step === 'missing' ? 'Receive' : 'Missing carton' },
        }}
      />
    </div>
  );
}
