import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import type { PiCountResult } from '../../../shared/contracts/physical-inventory/schemas';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ScanInput, type ScanInputProps } from '../../ui';
import { DiscardButton, PostingBusy } from '../../ui/PostingControls';
import { guardScan, ScannedSerials, scanLookup, useWmPreferences } from '../warehouse/handheld';
import {
  initial,
  name,
  type PiCountEvent,
  type PiCountRequest,
  type PiCountState,
  type PiCountStep,
  piCountRequest,
  step,
} from './pi-count.flow';
import { PiCountSummary } from './pi-parts';
import '../bin-moves/bin-moves.css';

/**
 * Physical-inventory count (/supplier/warehouse/wm/pi/count/:counttype): document, bin, material,
 * quantity, or the bin confirmed empty (F4); the next bin in counting order is proposed (F9). Each
 * count posts through usePosting, so a reload replays instead of counting twice.
 */
export default function PiCount() {
  const { counttype } = useParams();
  const posting = usePosting<PiCountState, PiCountEvent, PiCountRequest, PiCountResult>({
    flow: { name, step },
    instance: counttype ?? 'bin',
    start: initial,
    send: (idempotencyKey, request) => {
      const params = { piDocumentNumber: request.piNumber };
      return request.kind === 'empty'
        ? call(pi.confirmPiEmptyBin, { params, body: request.body }, { idempotencyKey })
        : call(pi.countPiItem, { params, body: request.body }, { idempotencyKey });
    },
    onPosted: (result) => ({ type: 'POSTED', result }),
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
  const { state, dispatch } = posting;
  useWmPreferences(); // scan sound and vibration

  const guarded = guardScan((message) => dispatch({ type: 'ERROR', message }));
  /**
   * Dispatches an event and posts when it leads to the posting step. A count is one posting of a
   * longer flow: after it the flow goes on as a new instance (new key, its draft kept for a reload).
   */
  const submitting = async (event: PiCountEvent) => {
    const posted = step(state, event);
    const request = piCountRequest(posted);
    dispatch(event);
    if (!request) return;
    const result = await posting.submit(request);
    if (result) posting.discard(step(posted, { type: 'POSTED', result }));
  };

  const onDocument = async (code: string) => {
    const doc = await call(pi.getPiDocument, { params: { piDocumentNumber: code.trim() } });
    dispatch({
      type: 'DOCUMENT',
      piNumber: doc.piNumber,
      bins: doc.bins.map((b) => ({ bin: b.bin, blocked: b.blocked, counted: b.counted })),
    });
  };
  const onMaterial = async (code: string) => {
    const scan = await scanLookup(code).catch(() => null);
    const match = scan?.matches.find((m) => m.kind === 'material');
    const found = match && match.kind === 'material' ? match : null;
    dispatch({ type: 'MATERIAL', material: found ? found.materialId : code, serialized: found?.serialized ?? false });
  };

  const fields: Partial<Record<PiCountStep, Pick<ScanInputProps, 'label' | 'placeholder' | 'inputMode' | 'onScan'>>> = {
    document: { label: 'PI document', placeholder: 'Scan or type the document number', inputMode: 'numeric', onScan: guarded(onDocument) },
    bin: {
      label: 'Bin',
      placeholder: state.nextBin ? `Next bin: ${state.nextBin}` : 'Scan the bin to count',
      onScan: (bin) => dispatch({ type: 'BIN', bin }),
    },
    material: { label: 'Material', placeholder: 'Scan a material (F4: bin is empty)', onScan: guarded(onMaterial) },
    serials: {
      label: `Serial of ${state.material ?? ''}`,
      placeholder: 'Scan each serial (F4: done)',
      onScan: (serial) => dispatch({ type: 'SERIAL', serial }),
    },
    quantity: {
      label: `Counted quantity of ${state.material ?? ''}`,
      inputMode: 'numeric',
      onScan: (text) => submitting({ type: 'QUANTITY', text }),
    },
  };
  const field = fields[state.step];
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title="Physical Inventory Count" />
      {state.piNumber ? (
        <PiCountSummary piNumber={state.piNumber} bins={state.bins} bin={state.bin}>
          {state.nextBin && state.step === 'bin' ? (
            <li>
              <span>Next bin</span>
              <strong>{state.nextBin}</strong>
            </li>
          ) : null}
          {state.quantity && state.step === 'posting' ? (
            <li>
              <span>Quantity</span>
              <strong>{displayQuantity(state.quantity)}</strong>
            </li>
          ) : null}
        </PiCountSummary>
      ) : null}
      {state.message ? (
        <p className="wm-success" role="status">
          {state.message}
        </p>
      ) : null}
      {field ? <ScanInput key={state.step} {...field} error={state.error} busy={posting.posting} /> : null}
      {state.step === 'serials' ? <ScannedSerials serials={state.serials} label="Counted serials" /> : null}
      {state.step === 'posting' ? <PostingBusy /> : null}
      {state.step !== 'document' ? <DiscardButton disabled={posting.posting} onDiscard={() => posting.discard()} /> : null}
      <BottomBar
        actions={{
          stepBack: ['bin', 'material', 'quantity', 'serials'].includes(state.step) ? () => dispatch({ type: 'BACK' }) : null,
          done:
            state.step === 'material'
              ? { run: () => void submitting({ type: 'EMPTY' }), label: 'Empty bin' }
              : state.step === 'serials'
                ? { run: () => void submitting({ type: 'SERIALS_DONE' }), label: `Done (${state.serials.length})` }
                : null,
          next: state.step === 'material' || state.step === 'bin' ? { run: () => dispatch({ type: 'NEXT_BIN' }), label: 'Next bin' } : null,
        }}
      />
    </div>
  );
}
