import { useEffect } from 'react';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import * as stockContracts from '../../../shared/contracts/stock/endpoints';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { call, newIdempotencyKey } from '../../api';
import { Navigate, useNavigate } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { useCan } from '../../shell/can';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { ChoiceList } from '../../ui/ChoiceList';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { addToList, MaterialListPage, postMaterialList } from '../../ui/handheld/MaterialList';
import { ScanInput } from '../../ui/ScanInput';
import type { SelectOption } from '../../ui/Select';
import { SummaryItem } from '../../ui/SummaryItem';
import { useAction } from '../../ui/use-action';
import { MaterialLineEntry } from '../bin-moves/S2sAddMaterial';
import { binOfScan } from '../stock/stock-inquiry.flow';
import { scanLookup, useWmContext, WhereBar } from '../warehouse/handheld';
import { type CostCenterIssueState, costCenterIssueDocument, ISSUE_TYPE, initial, readyForMaterials } from './cost-center-issue.flow';
import { useCostCenterIssue } from './cost-center-issue-store';
import '../../ui/handheld/handheld-screen.css';
import { t } from '../../../shared/i18n';

function Header({ state }: { state: CostCenterIssueState }) {
  return (
    <ul className="wm-summary" aria-label={t('cc.thisIssue')}>
      <SummaryItem label={t('cc.movement')}>{t('cc.movementText', { type: ISSUE_TYPE })}</SummaryItem>
      {state.source ? (
        <SummaryItem label={t('cc.from')}>
          {t('cc.fromText', { plant: state.source.plant, sloc: state.source.sloc, bin: state.source.bin })}
        </SummaryItem>
      ) : null}
      {state.costCenter ? (
        <SummaryItem label={t('cc.costCenter')}>
          <span translate="no">{state.costCenter.text}</span>
        </SummaryItem>
      ) : null}
    </ul>
  );
}

/**
 * costcenter/source: the source bin (in the handheld's plant and warehouse), then the cost centre: a
 * choice list (type to filter, Enter picks; the server searches the plant's company's cost centres).
 */
export function CcSource() {
  const navigate = useNavigate();
  const ctx = useWmContext();
  const flow = useCostCenterIssue();
  const { state } = flow;
  const plant = ctx.plant;
  const sloc = plant?.storageLocations.find((s) => s.warehouseId === ctx.warehouse) ?? null;
  // a posted issue: the next one starts here
  const { discard } = flow;
  useEffect(() => {
    if (state.result) discard(initial());
  }, [state.result, discard]);
  if (state.result) return null;
  const onBin = async (code: string) => {
    try {
      if (!plant || !ctx.warehouse || !sloc) throw new Error(t('noWarehouse'));
      const result = binOfScan(code, await scanLookup(code, { plant: plant.plantId, warehouse: ctx.warehouse }), ctx.warehouse);
      if (!result.ok) throw new Error(result.message);
      flow.dispatch({ type: 'SOURCE', source: { plant: plant.plantId, sloc: sloc.slocId, warehouse: ctx.warehouse, bin: result.target } });
    } catch (error) {
      flow.dispatch({ type: 'ERROR', message: errorText(error) });
    }
  };
  const choose = (option: SelectOption) => {
    const next = flow.dispatch({ type: 'COST_CENTER', id: option.value, text: option.label });
    if (readyForMaterials(next)) navigate(href('costCenterAddMaterial'));
  };
  const companyCode = plant?.companyCode;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('cc.title')} />
      <WhereBar ctx={ctx} />
      <Header state={state} />
      {state.source ? (
        <ChoiceList<SelectOption>
          key="cost-center"
          label={t('cc.costCenter')}
          listLabel={t('cc.costCenters')}
          placeholder={t('cc.costCenterPlaceholder')}
          keyOf={(o) => o.value}
          textOf={(o) => o.label}
          search={{
            key: ['cc-autocomplete', companyCode],
            run: async (q) =>
              (await call(masterData.autocompleteCostCenters, { query: { q: q || undefined, companyCode, pageSize: '8' } })).options,
          }}
          loading={!ctx.ready}
          error={state.error}
          onChoose={choose}
        />
      ) : (
        <ScanInput
          key="bin"
          label={t('cc.sourceBin')}
          placeholder={t('cc.sourceBinPlaceholder')}
          waiting={!ctx.ready}
          error={state.error}
          onScan={onBin}
          keepsScansWhileChecking
        />
      )}
      <BottomBar
        actions={{
          stepBack:
            state.source && state.lines.length === 0
              ? { run: () => flow.dispatch({ type: 'SOURCE_CLEARED' }), label: t('cc.otherBin') }
              : null,
          next: readyForMaterials(state) ? { run: () => navigate(href('costCenterAddMaterial')), label: t('cc.materials') } : null,
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
  if (!source || !readyForMaterials(state) || state.result) return <Navigate to={href('costCenterSource')} replace />;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('cc.title')} />
      <Header state={state} />
      <MaterialLineEntry
        source={{ ...source, category: 'UNRESTRICTED' }}
        bin={source.bin}
        movementType={ISSUE_TYPE}
        reasonRequired
        onAdd={addToList(flow, () => navigate(href('costCenterMaterialList')))}
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
  if (!state.result && !readyForMaterials(state)) return <Navigate to={href('costCenterSource')} replace />;
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
    navigate(href('costCenterSource'));
  };
  const busy = state.posting || flow.posting || reversing;
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('cc.title')} />
      <Header state={state} />
      <MaterialListPage
        state={state}
        label={t('cc.materialsToIssue')}
        busy={busy}
        posted={
          <>
            {t('s2sPosted', { matDoc: state.result?.matDoc ?? '' })}
            {state.reversal ? ` ${t('cc.reversedBy', { matDoc: state.reversal.matDoc })}` : ''}
          </>
        }
        onRemove={(index) => flow.dispatch({ type: 'REMOVE', index })}
        onDiscard={() => flow.discard(initial())}
        onAddMore={() => navigate(href('costCenterAddMaterial'))}
        onPost={() => void post()}
        again={{ run: again, label: t('cc.newIssue') }}
      >
        {state.result && !state.reversal && mayReverse ? (
          <ConfirmButton
            className="ui-button wm-wide"
            label={t('cc.reverse')}
            question={t('confirmReversal', { what: t('cc.materialDocument', { matDoc: state.result.matDoc }) })}
            confirmLabel={t('confirmReverse')}
            disabled={busy}
            onConfirm={() => void reverse()}
          />
        ) : null}
      </MaterialListPage>
    </div>
  );
}
