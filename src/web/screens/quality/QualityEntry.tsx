import { type FormEvent, useState } from 'react';
import * as q from '../../../shared/contracts/quality/endpoints';
import { errorText } from '../../../shared/messages';
import { href } from '../../../shared/pages';
import { call } from '../../api';
import { Link, useLocation, useNavigate } from '../../router';
import { BottomBar } from '../../shell/BottomBar';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { alertError, PlantOptions, ScanInput, useAction, useKeyedPosting } from '../../ui';
import { IQMS, lotSearchPath, serialStepPath, useQualityContext } from './quality-parts';
import '../../ui/handheld/handheld-screen.css';
import './quality.css';

const TITLES: Record<string, string> = {
  'home/BU': 'Quality: Business Unit',
  'other/OTH': 'Quality: Other Returns',
  'plant/index': 'Quality: Plant',
  search: 'Quality: Lot Search',
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
      <WarehouseTitleBar title={TITLES[which] ?? 'Quality'} />
      {ctx.init.isError ? <p className="sp-error-text">{errorText(ctx.init.error)}</p> : null}
      <div className="qm-form">
        <label>
          Plant
          <select aria-label="Plant" value={ctx.plant} onChange={(e) => ctx.save({ plant: e.target.value })}>
            <PlantOptions plants={ctx.plants} />
          </select>
        </label>
        <label>
          Product category
          <select aria-label="Product category" value={ctx.prodcat} onChange={(e) => ctx.save({ prodcat: e.target.value })}>
            {ctx.prodcats.map((p) => (
              <option key={p.prodcat} value={p.prodcat}>
                {p.description}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ScanInput label="Serial to inspect" placeholder="Scan the serial number" onScan={onSerial} waiting={!ctx.loaded} />
      <ul className="qm-list" aria-label="Quality functions">
        <li>
          <Link to={lotSearchPath(ctx.prodcat || 'GENERAL')}>Inspection lots (serialized)</Link>
        </li>
        <li>
          <Link to={lotSearchPath(ctx.prodcat || 'GENERAL', false)}>Inspection lots (manual parts, non-serialized)</Link>
        </li>
        <li>
          <Link to={href('closeLot')}>Usage decision (close lot)</Link>
        </li>
        <li>
          <Link to={href('equipmentLock')}>Equipment lock</Link>
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
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (key: string) => String(form.get(key) ?? '').trim();
    const serials = text('serials')
      .split(/[\s,;]+/)
      .filter(Boolean);
    const body = {
      plant,
      sloc: text('sloc'),
      material: text('material'),
      quantity: text('quantity') || String(serials.length),
      ...(text('bin') ? { bin: text('bin') } : {}),
      ...(serials.length > 0 ? { serials } : {}),
      ...(text('note') ? { note: text('note') } : {}),
    };
    await run(async () => setOpened(await post(body, (idempotencyKey) => call(q.openManualLot, { body }, { idempotencyKey }))));
  };
  return (
    <form className="qm-form" aria-label="Open a manual lot" onSubmit={onSubmit}>
      <h2>Open a lot for blocked stock (returns, other)</h2>
      <label>
        Material
        <input name="material" required autoComplete="off" />
      </label>
      <label>
        Storage location
        <input name="sloc" required defaultValue="0003" />
      </label>
      <label>
        Bin (warehouse-managed locations)
        <input name="bin" autoComplete="off" />
      </label>
      <label>
        Quantity
        <input name="quantity" inputMode="decimal" />
      </label>
      <label>
        Serials (separated by spaces or commas)
        <textarea name="serials" rows={2} />
      </label>
      <label>
        Note
        <input name="note" maxLength={500} />
      </label>
      <button type="submit" className="ui-button ui-button-primary wm-wide" disabled={busy}>
        Open lot
      </button>
      {opened ? (
        <p className="wm-success" role="status">
          Lot {opened.lotNumber} opened (material document {opened.matDoc}).
        </p>
      ) : null}
    </form>
  );
}
