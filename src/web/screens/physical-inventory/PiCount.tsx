import * as pi from '../../../shared/contracts/physical-inventory/endpoints';
import type { PiCountResult } from '../../../shared/contracts/physical-inventory/schemas';
import { displayQuantity } from '../../../shared/quantity';
import { call } from '../../api';
import { useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { usePosting } from '../../shell/use-posting';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { DiscardButton, PostingBusy } from '../../ui/PostingControls';
import { SummaryItem } from '../../ui/SummaryItem';
import { guardScan, ScannedSerials, scanLookup, useWmPreferences } from '../warehouse/handheld';
import { postStep } from '../warehouse/post-step';
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
import { documentAndBinFields, type PiCountField, PiCountTop } from './pi-parts';
import '../bin-moves/bin-moves.css';

/** The event of a posted count. */
const posted = (result: PiCountResult): PiCountEvent => ({ type: 'POSTED', result });

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
    onPosted: posted,
    onFailed: (message) => ({ type: 'FAILED', message }),
  });
  const { state, dispatch } = posting;
  useWmPreferences(); // scan sound and vibration

  const guarded = guardScan((message) => dispatch({ type: 'ERROR', message }));
  /** Dispatches an event and posts the count it leads to (one posting of the longer flow). */
  const submitting = (event: PiCountEvent) => postStep(posting, step, event, piCountRequest, posted);

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

  const fields: Partial<Record<PiCountStep, PiCountField>> = {
    ...documentAndBinFields(state.nextBin, guarded(onDocument), (bin) => dispatch({ type: 'BIN', bin })),
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
      <PiCountTop state={state} field={field} busy={posting.posting}>
        {state.nextBin && state.step === 'bin' ? <SummaryItem label="Next bin">{state.nextBin}</SummaryItem> : null}
        {state.quantity && state.step === 'posting' ? <SummaryItem label="Quantity">{displayQuantity(state.quantity)}</SummaryItem> : null}
      </PiCountTop>
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
