import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import { errorText, formatMessage, messages } from '../../../shared/messages';
import { call, newIdempotencyKey } from '../../api';
import { Navigate, useNavigate } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { useCan } from '../../shell/can';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ConfirmButton, ScanInput, SummaryItem, useAction } from '../../ui';
import { MaterialLineEntry } from '../bin-moves/S2sAddMaterial';
import { addToList, MaterialListPage, postMaterialList } from '../bin-moves/s2s-parts';
import { binOfScan } from '../stock/stock-inquiry.flow';
import { scanLookup, useWmContext, WhereBar } from '../warehouse/handheld';
import {
  COST_CENTER_BASE,
  type CostCenterIssueState,
  costCenterIssueDocument,
  ISSUE_TYPE,
  initial,
  readyForMaterials,
} from './cost-center-issue.flow';
import { useCostCenterIssue } from './cost-center-issue-store';
import '../bin-moves/bin-moves.css';

const TITLE = 'Cost Center Issue';

function Header({ state }: { state: CostCenterIssueState }) {
  return (
    <ul className="wm-summary" aria-label="This issue">
      <SummaryItem label="Movement">{ISSUE_TYPE} Goods issue to cost centre</SummaryItem>
      {state.source ? (
        <SummaryItem label="From">
          {state.source.plant} / {state.source.sloc} bin {state.source.bin}
        </SummaryItem>
      ) : null}
      {state.costCenter ? <SummaryItem label="Cost centre">{state.costCenter.text}</SummaryItem> : null}
    </ul>
  );
}

/** costcenter/source: the source bin (in the handheld's plant and warehouse), then the cost centre (autocomplete). */
export function CcSource() {
  const navigate = useNavigate();
  const ctx = useWmContext();
  const flow = useCostCenterIssue();
  const { state } = flow;
  const [typed, setTyped] = useState('');
  const plant = ctx.plant;
  const sloc = plant?.storageLocations.find((s) => s.warehouseId === ctx.warehouse) ?? null;
  const choosing = !!state.source && !state.result;
  const options = useQuery({
    queryKey: ['cc-autocomplete', plant?.companyCode, typed],
    enabled: choosing && !!plant,
    queryFn: () =>
      call(masterData.autocompleteCostCenters, { query: { q: typed.trim() || undefined, companyCode: plant?.companyCode, pageSize: '8' } }),
    staleTime: 60_000,
  });
  // a posted issue: the next one starts here
  const { discard } = flow;
  useEffect(() => {
    if (state.result) discard(initial());
  }, [state.result, discard]);
  if (state.result) return null;
  const onBin = async (code: string) => {
    try {
      if (!plant || !ctx.warehouse || !sloc) throw new Error(messages.noWarehouse);
      const result = binOfScan(code, await scanLookup(code, { plant: plant.plantId, warehouse: ctx.warehouse }), ctx.warehouse);
      if (!result.ok) throw new Error(result.message);
      flow.dispatch({ type: 'SOURCE', source: { plant: plant.plantId, sloc: sloc.slocId, warehouse: ctx.warehouse, bin: result.target } });
    } catch (error) {
      flow.dispatch({ type: 'ERROR', message: errorText(error) });
    }
  };
  const choose = (id: string, text: string) => {
    const next = flow.dispatch({ type: 'COST_CENTER', id, text });
    if (readyForMaterials(next)) navigate(`${COST_CENTER_BASE}/addmaterial`);
  };
  const onCostCenter = async (code: string) => {
    const q = code.trim();
    if (!q) return flow.dispatch({ type: 'ERROR', message: 'Choose the cost centre to issue to.' });
    const found = await call(masterData.autocompleteCostCenters, { query: { q, companyCode: plant?.companyCode, pageSize: '8' } }).catch(
      () => null,
    );
    const exact =
      found?.options.find((o) => o.value.toUpperCase() === q.toUpperCase()) ?? (found?.options.length === 1 ? found.options[0] : null);
    if (exact) return choose(exact.value, exact.label);
    setTyped(q);
    flow.dispatch({ type: 'ERROR', message: formatMessage('No single cost centre matches {q}: choose one below.', { q }) });
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={TITLE} />
      <WhereBar ctx={ctx} />
      <Header state={state} />
      {!state.source || state.lines.length === 0 ? (
        <ScanInput
          key="bin"
          label="Source bin"
          placeholder="Scan the bin to issue from"
          waiting={!ctx.ready}
          error={state.source ? null : state.error}
          onScan={onBin}
          keepFocus={!state.source}
          autoFocus={!state.source}
        />
      ) : null}
      {state.source ? (
        <>
          <ScanInput
            key="cost-center"
            label="Cost centre"
            placeholder="Type the start of its number or name"
            value={typed}
            onValueChange={setTyped}
            clearOnScan={false}
            error={state.error}
            onScan={onCostCenter}
          />
          {options.data && options.data.options.length === 0 ? (
            <p className="wm-muted">{formatMessage('No cost centre starts with {q}.', { q: typed.trim() })}</p>
          ) : null}
          <ul className="wm-choices" aria-label="Cost centres">
            {(options.data?.options ?? []).map((o) => (
              <li key={o.value}>
                <button type="button" className="wm-choice" onClick={() => choose(o.value, o.label)}>
                  {o.label}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <BottomBar
        actions={{
          next: readyForMaterials(state) ? { run: () => navigate(`${COST_CENTER_BASE}/addmaterial`), label: 'Materials' } : null,
        }}
      />
    </div>
  );
}

/** costcenter/addmaterial: one material from the source bin: quantity or serials, a reason (required). */
export function CcAddMaterial() {
  const navigate = useNavigate();
  const flow = useCostCenterIssue();
  const { state } = flow;
  const source = state.source;
  if (!source || !readyForMaterials(state) || state.result) return <Navigate to={`${COST_CENTER_BASE}/source`} replace />;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={TITLE} />
      <Header state={state} />
      <MaterialLineEntry
        source={{ ...source, category: 'UNRESTRICTED' }}
        bin={source.bin}
        movementType={ISSUE_TYPE}
        reasonRequired
        onAdd={addToList(flow, () => navigate(`${COST_CENTER_BASE}/matlist`))}
      />
    </div>
  );
}

/** costcenter/matlist: the list; post it once (201), then optionally reverse it (202). */
export function CcMatList() {
  const navigate = useNavigate();
  const flow = useCostCenterIssue();
  const { state } = flow;
  const { busy: reversing, run } = useAction((message) => flow.dispatch({ type: 'ERROR', message }));
  const mayReverse = useCan(stockContracts.reverseMaterialDocument);
  if (!state.result && !readyForMaterials(state)) return <Navigate to={`${COST_CENTER_BASE}/source`} replace />;
  const post = () => postMaterialList(flow, costCenterIssueDocument);
  const reverse = async () => {
    if (!state.result || reversing) return;
    const matDoc = state.result.matDoc;
    await run(async () => {
      const reversal = await call(
        stockContracts.reverseMaterialDocument,
        { params: { matDoc }, body: null },
        { idempotencyKey: newIdempotencyKey() },
      );
      flow.dispatch({ type: 'REVERSED', matDoc: reversal.matDoc });
    });
  };
  const again = () => {
    flow.discard(initial());
    navigate(`${COST_CENTER_BASE}/source`);
  };
  const busy = state.posting || flow.posting || reversing;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={TITLE} />
      <Header state={state} />
      <MaterialListPage
        state={state}
        label="Materials to issue"
        busy={busy}
        posted={
          <>
            {formatMessage(messages.s2sPosted, { matDoc: state.result?.matDoc ?? '' })}
            {state.reversal ? ` Reversed by ${state.reversal.matDoc} (202).` : ''}
          </>
        }
        onRemove={(index) => flow.dispatch({ type: 'REMOVE', index })}
        onDiscard={() => flow.discard(initial())}
        onAddMore={() => navigate(`${COST_CENTER_BASE}/addmaterial`)}
        onPost={() => void post()}
        again={{ run: again, label: 'New issue' }}
      >
        {state.result && !state.reversal && mayReverse ? (
          <ConfirmButton
            className="ui-button wm-wide"
            label="Reverse (202)"
            question={formatMessage(messages.confirmReversal, { what: `material document ${state.result.matDoc}` })}
            confirmLabel={messages.confirmReverse}
            disabled={busy}
            onConfirm={() => void reverse()}
          />
        ) : null}
      </MaterialListPage>
    </div>
  );
}
