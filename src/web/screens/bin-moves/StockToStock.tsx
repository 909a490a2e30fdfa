import { useEffect, useState } from 'react';
import type { StorageLocation } from '../../../shared/contracts/master-data/schemas';
import { t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { stockToStockText } from '../../../shared/stock-to-stock';
import { QueuedNotice } from '../../offline/OfflineStatus';
import { Link, Navigate, useNavigate, useParams } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { MaterialListPage, postMaterialList } from '../../ui/handheld/MaterialList';
import { ScanInput } from '../../ui/ScanInput';
import { binOfScan } from '../stock/stock-inquiry.flow';
import { scanLookup, useWmContext, WhereBar } from '../warehouse/handheld';
import { CATEGORIES, Header, SlocChoices, scanSloc, Title } from './s2s-parts';
import { type Category, initial, isS2sType, missingPage, S2S_TYPES, s2sDocument } from './stock-to-stock.flow';
import { useStockToStock } from './stock-to-stock-store';

export { S2sAddMaterial } from './S2sAddMaterial';

/** s2s/source/:mvttype: the plant, storage location and (311) category to take from. */
export function S2sSource() {
  const { mvttype } = useParams();
  const navigate = useNavigate();
  const ctx = useWmContext();
  const flow = useStockToStock();
  const failed = (message: string) => flow.dispatch({ type: 'ERROR', message });
  const { state, discard } = flow;
  const valid = isS2sType(mvttype);
  useEffect(() => {
    if (valid && (state.mvttype !== mvttype || state.result)) discard(initial(mvttype));
  }, [valid, mvttype, state.mvttype, state.result, discard]);
  const type = valid ? S2S_TYPES[mvttype] : undefined;
  const [category, setCategory] = useState<Category>(state?.source?.category ?? 'UNRESTRICTED');
  if (!valid || !type)
    return (
      <div className="sp-wh-screen wm-screen">
        <Title state={null} />
        <p className="wm-error">{t('s2s.notAType', { type: mvttype ?? '' })}</p>
        <ul className="wm-choices">
          {Object.keys(S2S_TYPES).map((type) => (
            <li key={type}>
              <Link className="wm-choice" to={href('s2sSource', { mvttype: type })}>
                {type} {stockToStockText(type)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  if (state.mvttype !== mvttype) return null;
  const slocs = ctx.plant?.storageLocations ?? [];
  const choose = (sloc: StorageLocation) => {
    const next = flow.dispatch({
      type: 'SOURCE',
      place: { plant: sloc.plantId, sloc: sloc.slocId, warehouse: sloc.warehouseId },
      category,
    });
    if (next.error || !next.source) return;
    navigate(type.needsDestination ? href('s2sDestination') : href('s2sAddMaterial'));
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <Title state={state} />
      <WhereBar ctx={ctx} showWarehouse={false} />
      <Header state={state} />
      {type.from === null ? (
        <fieldset className="wm-fieldset">
          <legend>{t('s2s.categoryToMove')}</legend>
          <div className="wm-actions">
            {CATEGORIES.map((c) => (
              <button
                key={c.value}
                type="button"
                className="wm-choice"
                aria-pressed={category === c.value}
                onClick={() => setCategory(c.value)}
              >
                {t(c.label)}
              </button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <ScanInput
        label={t('s2s.sourceSloc')}
        placeholder={t('s2s.slocExample', { example: '0002' })}
        waiting={!ctx.ready}
        error={state.error}
        onScan={scanSloc(slocs, choose, failed)}
      />
      <SlocChoices slocs={slocs} onChoose={choose} />
      <BottomBar actions={{}} />
    </div>
  );
}

/** s2s/destination: the storage location (and bin when it has bins) to put into (311). */
export function S2sDestination() {
  const navigate = useNavigate();
  const ctx = useWmContext();
  const flow = useStockToStock();
  const failed = (message: string) => flow.dispatch({ type: 'ERROR', message });
  const { state } = flow;
  const [sloc, setSloc] = useState<StorageLocation | null>(null);
  if (!isS2sType(state.mvttype)) return <Navigate to={href('s2sSource', { mvttype: '311' })} replace />;
  if (!state.source) return <Navigate to={href('s2sSource', { mvttype: state.mvttype })} replace />;
  if (!S2S_TYPES[state.mvttype]?.needsDestination) return <Navigate to={href('s2sAddMaterial')} replace />;
  const source = state.source;
  const slocs = (ctx.plant?.storageLocations ?? []).filter((s) => s.plantId === source.plant && s.slocId !== source.sloc);
  const finish = (place: StorageLocation, bin: string | null) => {
    const next = flow.dispatch({
      type: 'DESTINATION',
      place: { plant: place.plantId, sloc: place.slocId, warehouse: place.warehouseId },
      bin,
    });
    if (next.destination && !next.error) navigate(href('s2sAddMaterial'));
  };
  const pick = (s: StorageLocation) => {
    if (s.slocId === source.sloc) {
      flow.dispatch({ type: 'ERROR', message: t('s2sSameSloc', { sloc: s.slocId }) });
      return;
    }
    if (s.warehouseId) {
      setSloc(s);
      flow.dispatch({ type: 'ERROR', message: '' });
    } else finish(s, null);
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <Title state={state} />
      <Header state={state} />
      {sloc?.warehouseId ? (
        <ScanInput
          key="bin"
          label={t('s2s.destinationBinIn', { sloc: sloc.slocId })}
          placeholder={t('bin.destinationBinScan')}
          error={state.error || null}
          keepsScansWhileChecking
          onScan={async (code) => {
            try {
              const warehouse = sloc.warehouseId as string;
              const result = binOfScan(code, await scanLookup(code, { plant: sloc.plantId, warehouse }), warehouse);
              if (!result.ok) throw new Error(result.message);
              finish(sloc, result.target);
            } catch (error) {
              failed(errorText(error));
            }
          }}
        />
      ) : (
        <>
          <ScanInput
            key="sloc"
            label={t('s2s.destinationSloc')}
            placeholder={t('s2s.slocExample', { example: '0003' })}
            error={state.error || null}
            onScan={scanSloc(ctx.plant?.storageLocations ?? [], pick, failed)}
          />
          <SlocChoices slocs={slocs} onChoose={pick} />
        </>
      )}
      <BottomBar actions={{}} />
    </div>
  );
}

/** s2s/matlist: the collected lines; post them once as one material document. */
export function S2sMatList() {
  const navigate = useNavigate();
  const flow = useStockToStock();
  const { state } = flow;
  const post = () => postMaterialList(flow, s2sDocument);
  const addMore = () => navigate(href('s2sAddMaterial'));
  const again = () => {
    flow.discard(initial(state.mvttype));
    navigate(href('s2sSource', { mvttype: state.mvttype }));
  };
  const busy = state.posting || flow.posting;
  if (!isS2sType(state.mvttype)) return <Navigate to={href('s2sSource', { mvttype: '311' })} replace />;
  const back = missingPage(state);
  if (back && !state.result) return <Navigate to={back} replace />;
  return (
    <div className="sp-wh-screen wm-screen">
      <Title state={state} />
      <Header state={state} />
      <MaterialListPage
        state={state}
        label={t('s2s.materialsToMove')}
        busy={busy}
        posted={state.result?.queued ? <QueuedNotice /> : t('s2sPosted', { matDoc: state.result?.matDoc ?? '' })}
        onRemove={(index) => flow.dispatch({ type: 'REMOVE', index })}
        onDiscard={() => flow.discard(initial(state.mvttype))}
        onAddMore={addMore}
        onPost={() => void post()}
        again={{ run: again, label: t('s2s.newTransfer') }}
      />
    </div>
  );
}
