import { type FormEvent, useState } from 'react';
import * as q from '../../../shared/contracts/quality/endpoints';
import { type MessageId, t } from '../../../shared/i18n';
import { readOptionalQuantity, unreadableQuantity } from '../../../shared/i18n/typed-number';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useLocation, useNavigate } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { PlantOptions } from '../../ui/PlantOptions';
import { ScanInput } from '../../ui/ScanInput';
import { alertError, useAction } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { IQMS, lotSearchPath, serialStepPath, useQualityContext } from './quality-parts';
import '../../ui/handheld/handheld-screen.css';
import './quality.css';

const TITLES: Record<string, MessageId> = {
  'home/BU': 'qm.titleBusinessUnit',
  'other/OTH': 'qm.titleOtherReturns',
  'plant/index': 'qm.titlePlant',
  search: 'qm.titleLotSearch',
};

/**
 * Quality entry screens (iqms/home/BU, iqms/other/OTH, iqms/plant/index, iqms/search): choose the
 * plant and product category (remembered, userprefs `iqms`; the category filters the lot searches),
 * then scan a serial to inspect it (its lot decides the category) or open the lot searches, the usage
 * decision or the equipment lock.
 */
export default function QualityEntry() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const which = pathname.slice(IQMS.length + 1);
  const ctx = useQualityContext();
  // the serial names its lot and so the product category (the dropdown filters the lot searches, it is no gate)
  const onSerial = async (text: string) => {
    const serial = text.trim();
    const found = await call(q.getSerialInspection, { params: { serial } });
    if (found.lot.prodcat !== ctx.prodcat) ctx.save({ prodcat: found.lot.prodcat });
    navigate(serialStepPath(found.lot.prodcat, serial, 'assigndefects'));
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t(Object.hasOwn(TITLES, which) ? (TITLES[which] as MessageId) : 'qm.title')} />
      {ctx.init.isError ? <p className="sp-error-text">{errorText(ctx.init.error)}</p> : null}
      <div className="qm-form">
        <label>
          {t('qm.plant')}
          <select aria-label={t('qm.plant')} value={ctx.plant} onChange={(e) => ctx.save({ plant: e.target.value })}>
            <PlantOptions plants={ctx.plants} />
          </select>
        </label>
        <label>
          {t('qm.productCategory')}
          <select aria-label={t('qm.productCategory')} value={ctx.prodcat} onChange={(e) => ctx.save({ prodcat: e.target.value })}>
            {ctx.prodcats.map((p) => (
              <option key={p.prodcat} value={p.prodcat} translate="no">
                {p.description}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ScanInput label={t('qm.serialToInspect')} placeholder={t('qm.serialScan')} onScan={onSerial} waiting={!ctx.loaded} />
      <ul className="qm-list" aria-label={t('qm.functions')}>
        <li>
          <Link to={lotSearchPath(ctx.prodcat || 'GENERAL')}>{t('qm.lotsSerialized')}</Link>
        </li>
        <li>
          <Link to={lotSearchPath(ctx.prodcat || 'GENERAL', false)}>{t('qm.lotsManual')}</Link>
        </li>
        <li>
          <Link to={href('closeLot')}>{t('qm.usageDecisionClose')}</Link>
        </li>
        <li>
          <Link to={href('equipmentLock')}>{t('qm.equipmentLockLink')}</Link>
        </li>
      </ul>
      {which === 'other/OTH' && ctx.plant ? <ManualLot plant={ctx.plant} /> : null}
      <BottomBar actions={{}} />
    </div>
  );
}

/** Other returns: blocked stock put into quality inspection (349) as a manual lot. */
function ManualLot({ plant }: { plant: string }) {
  const post = useKeyedPosting();
  const [opened, setOpened] = useState<{ lotNumber: string; matDoc: string } | null>(null);
  const { busy, run } = useAction(alertError);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    const serials = text('serials')
      .split(/[\s,;]+/)
      .filter(Boolean);
    // the quantity as the reader writes it ("1,5" in German); unreadable: said at the field, nothing sent
    const quantity = readOptionalQuantity(text('quantity'));
    if (quantity === null) {
      setQuantityError(unreadableQuantity(text('quantity')));
      return;
    }
    setQuantityError(null);
    const body = {
      plant,
      sloc: text('sloc'),
      material: text('material'),
      quantity: quantity || String(serials.length),
      ...(text('bin') ? { bin: text('bin') } : {}),
      ...(serials.length > 0 ? { serials } : {}),
      ...(text('note') ? { note: text('note') } : {}),
    };
    await run(async () => setOpened(await post(body, (idempotencyKey) => call(q.openManualLot, { body }, { idempotencyKey }))));
  };
  return (
    <form className="qm-form" aria-label={t('qm.openManualLot')} onSubmit={onSubmit}>
      <h2>{t('qm.openLotHeading')}</h2>
      <label>
        {t('qm.material')}
        <input name="material" required autoComplete="off" />
      </label>
      <label>
        {t('qm.sloc')}
        <input name="sloc" required defaultValue="0003" />
      </label>
      <label>
        {t('qm.binWm')}
        <input name="bin" autoComplete="off" />
      </label>
      <label>
        {t('qm.quantity')}
        <input
          name="quantity"
          type="text"
          inputMode="decimal"
          aria-invalid={quantityError ? true : undefined}
          aria-describedby={quantityError ? 'qm-lot-quantity-error' : undefined}
          onChange={() => setQuantityError(null)}
        />
      </label>
      {quantityError ? (
        <p id="qm-lot-quantity-error" className="sp-error-text" role="alert">
          {quantityError}
        </p>
      ) : null}
      <label>
        {t('qm.serialsSeparated')}
        <textarea name="serials" rows={2} />
      </label>
      <label>
        {t('qm.note')}
        <input name="note" maxLength={500} />
      </label>
      <button type="submit" className="ui-button ui-button-primary wm-wide" disabled={busy}>
        {t('qm.openLot')}
      </button>
      {opened ? (
        <p className="wm-success" role="status">
          {t('qm.lotOpened', { lot: opened.lotNumber, matDoc: opened.matDoc })}
        </p>
      ) : null}
    </form>
  );
}
