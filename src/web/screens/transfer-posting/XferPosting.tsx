import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { fillPath } from '../../../shared/contracts/endpoint';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import type { MaterialDetail } from '../../../shared/contracts/master-data/schemas';
import * as shipping from '../../../shared/contracts/shipping/endpoints';
import * as xfer from '../../../shared/contracts/transfer-posting/endpoints';
import type { XferPostingRequest } from '../../../shared/contracts/transfer-posting/schemas';
import { showQuantity, t, translator } from '../../../shared/i18n';
import { readDecimal } from '../../../shared/i18n/read-decimal';
import { categoryName, unitSymbol } from '../../../shared/i18n/units';
import { errorText } from '../../../shared/messages';
import { normalizeQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';
import { call } from '../../api';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { plantOptions, slocOptions } from '../../ui/CheckGroup';
import { useActionError } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { usePreferences } from '../stock/preferences';
import { TransitPlacement } from './TransitPlacement';
import {
  type XferLine as Line,
  XferDestination,
  XferLines,
  XferSerialCapture,
  XpForm,
  XpInput,
  XpPostFooter,
  XpSelect,
} from './xfer-posting-parts';
import './transfer-posting.css';
import '../stock/stock.css';

/** What the screen remembers (userprefs area xferposting): the last movement type, plant and storage location. */
const xferPreferences = z.object({
  movementType: z.string().max(3).optional(),
  plant: z.string().max(4).optional(),
  sloc: z.string().max(4).optional(),
});

type Category = 'UNRESTRICTED' | 'QUALITY' | 'BLOCKED';

interface LineDraft {
  material: string;
  quantity: string;
  batch: string;
  toMaterial: string;
  reason: string;
  serials: string[];
}
const emptyLine: LineDraft = { material: '', quantity: '', batch: '', toMaterial: '', reason: '', serials: [] };

/**
 * Transfer posting (page `transferPosting`, desktop, MB1B): movement type, source
 * (plant, storage location, bin, category), destination as the type asks (receiving plant, storage
 * location, bin; for 303 the receiving plant only; for 309 the receiving material per line), lines
 * with quantity, serials (the SerialEntry control) and a reason of the movement type; posted as one
 * material document. 305 (out of transit at the receiving plant) is its own panel: TransitPlacement.
 */
export default function XferPosting() {
  const init = useQuery({ queryKey: ['xferposting-init'], queryFn: () => call(xfer.xferPostingScreenInit) });
  const { prefs, save: savePrefs } = usePreferences('xferposting', xferPreferences);
  const [chosen, setChosen] = useState<{ movementType?: string; plant?: string; sloc?: string }>({});
  const [bin, setBin] = useState('');
  const [category, setCategory] = useState<Category>('UNRESTRICTED');
  const [toPlant, setToPlant] = useState('');
  const [toSloc, setToSloc] = useState('');
  const [toBin, setToBin] = useState('');
  const [draft, setDraft] = useState<LineDraft>(emptyLine);
  const [material, setMaterial] = useState<MaterialDetail | null>(null);
  const [capturing, setCapturing] = useState(false);
  const [lines, setLines] = useState<Line[]>([]);
  const { busy, run, error, setError } = useActionError();
  const [posted, setPosted] = useState<string | null>(null);
  /** the quantity field cannot be read: its message is the form's error, tied to the field */
  const [quantityInvalid, setQuantityInvalid] = useState(false);
  const keyed = useKeyedPosting();

  const data = init.data;
  const types = data?.movementTypes ?? [];
  const movementType = chosen.movementType ?? prefs.movementType ?? types[0]?.type ?? '';
  const type = types.find((m) => m.type === movementType) ?? types[0];
  const plants = data?.plants ?? [];
  const plantId = chosen.plant ?? (plants.some((p) => p.plantId === prefs.plant) ? prefs.plant : plants[0]?.plantId) ?? '';
  const plant = plants.find((p) => p.plantId === plantId);
  const slocs = plant?.storageLocations ?? [];
  const slocId = chosen.sloc ?? (slocs.some((s) => s.slocId === prefs.sloc) ? prefs.sloc : slocs[0]?.slocId) ?? '';
  const sloc = slocs.find((s) => s.slocId === slocId);
  const receivingPlant = plants.find((p) => p.plantId === toPlant);
  const toOtherPlant = type?.destination === 'PLANT' || type?.destination === 'TRANSIT';
  const destinationSlocs = type?.destination === 'PLANT' ? (receivingPlant?.storageLocations ?? []) : slocs;
  // 309 puts the receiving material into the source's storage location unless another is chosen
  const destinationSloc = destinationSlocs.find((s) => s.slocId === (toSloc || (type?.destination === 'MATERIAL' ? slocId : '')));
  const reasons = useQuery({
    queryKey: ['movement-reasons', movementType],
    enabled: !!movementType,
    queryFn: () => call(masterData.listMovementReasons, { params: { movementType } }),
    staleTime: 600_000,
  });
  const reasonList = reasons.data?.reasons ?? [];

  const choose = (patch: { movementType?: string; plant?: string; sloc?: string }) => {
    if (lines.length > 0) return setError(t('tp.linesLockSource'));
    setError(null);
    setPosted(null);
    setChosen({ movementType, plant: plantId, sloc: slocId, ...patch, ...(patch.plant ? { sloc: undefined } : {}) });
  };

  const lookUpMaterial = async () => {
    const id = draft.material.trim().toUpperCase();
    if (!id) return setMaterial(null);
    try {
      setMaterial(await call(masterData.getMaterial, { params: { materialId: id } }));
      setError(null);
    } catch (e) {
      setMaterial(null);
      setError(errorText(e));
    }
  };

  const addLine = () => {
    setError(null);
    setQuantityInvalid(false);
    const id = draft.material.trim().toUpperCase();
    if (!material || material.materialId !== id) return setError(t('tp.materialLookUp'));
    const quantity = readDecimal(draft.quantity, translator().decimalMark);
    if (quantity === null) {
      setQuantityInvalid(true);
      return setError(t('numberUnreadable', { text: draft.quantity.trim(), example: showQuantity('1.5') }));
    }
    const problem = quantityProblem(quantity);
    if (problem) {
      setQuantityInvalid(true);
      return setError(quantityProblemText[problem]);
    }
    if (material.serialized && draft.serials.length !== Number(quantity))
      return setError(t('tp.captureSerials', { material: id, quantity: showQuantity(normalizeQuantity(quantity)) }));
    if (type?.destination === 'MATERIAL' && !draft.toMaterial.trim()) return setError(t('tp.receivingMaterialNeeded'));
    if (lines.some((l) => l.material === id && (l.batch ?? '') === draft.batch.trim()))
      return setError(t('s2sMaterialTwice', { material: id }));
    const reason = reasonList.find((r) => r.reasonCode === draft.reason) ?? null;
    setLines([
      ...lines,
      {
        material: id,
        description: material.description,
        quantity: normalizeQuantity(quantity),
        ...(draft.batch.trim() ? { batch: draft.batch.trim() } : {}),
        ...(type?.destination === 'MATERIAL' ? { toMaterial: draft.toMaterial.trim().toUpperCase() } : {}),
        ...(draft.serials.length > 0 ? { serials: draft.serials } : {}),
        ...(reason ? { reason: reason.reasonCode } : {}),
        reasonText: reason?.description ?? null,
      },
    ]);
    setDraft(emptyLine);
    setMaterial(null);
  };

  const body = (): XferPostingRequest | null => {
    if (!type || !plantId || !slocId) return null;
    const destination =
      type.destination === 'TRANSIT'
        ? { plant: toPlant }
        : type.destination === 'PLANT'
          ? { plant: toPlant, sloc: toSloc, ...(toBin.trim() ? { bin: toBin.trim().toUpperCase() } : {}) }
          : type.destination === 'SLOC' || type.destination === 'MATERIAL'
            ? { ...(toSloc ? { sloc: toSloc } : {}), ...(toBin.trim() ? { bin: toBin.trim().toUpperCase() } : {}) }
            : null;
    return {
      movementType: type.type,
      from: {
        plant: plantId,
        sloc: slocId,
        ...(bin.trim() ? { bin: bin.trim().toUpperCase() } : {}),
        ...(type.fromCategory ? {} : { category }),
      },
      ...(destination && Object.keys(destination).length > 0 ? { to: destination } : {}),
      lines: lines.map(({ description: _d, reasonText: _r, ...line }) => line),
    };
  };

  const post = async () => {
    const request = body();
    if (!request || lines.length === 0) return setError(t('s2sNoLines'));
    if (toOtherPlant && !toPlant) return setError(t('tp.receivingPlantNeeded'));
    await run(async () => {
      const result = await keyed(request, (idempotencyKey) => call(xfer.postXferPosting, { body: request }, { idempotencyKey }));
      setPosted(result.matDoc);
      setLines([]);
      savePrefs({ movementType: request.movementType, plant: plantId, sloc: slocId });
    });
  };

  if (init.isPending)
    return (
      <div className="sp-wh-screen sv-wide">
        <WarehouseTitleBar title={t('tp.title')} />
        {t('loading')}
      </div>
    );
  if (init.isError)
    return (
      <div className="sp-wh-screen sv-wide">
        <WarehouseTitleBar title={t('tp.title')} />
        {errorText(init.error)}
      </div>
    );
  if (capturing && material)
    return (
      <XferSerialCapture
        material={material}
        plantId={plantId}
        slocId={slocId}
        quantity={draft.quantity}
        serials={draft.serials}
        onDiscard={() => setCapturing(false)}
        onContinue={(serials) => {
          setDraft((d) => ({ ...d, serials, quantity: d.quantity || String(serials.length) }));
          setCapturing(false);
        }}
      />
    );

  const movementField = (
    <fieldset className="sp-fieldset">
      <legend>{t('tp.movement')}</legend>
      <XpSelect
        label={t('tp.movementType')}
        value={movementType}
        options={types.map((m) => ({ value: m.type, label: `${m.type} ${m.text}` }))}
        onChange={(m) => choose({ movementType: m })}
      />
    </fieldset>
  );
  if (type?.destination === 'PLACEMENT')
    return (
      <div className="sp-wh-screen sv-wide">
        <WarehouseTitleBar title={t('tp.title')} />
        <div className="sp-form xp-form">{movementField}</div>
        <TransitPlacement plants={plants} />
      </div>
    );

  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('tp.title')} />
      <XpForm onPost={() => void post()}>
        {movementField}
        <fieldset className="sp-fieldset">
          <legend>{t('tp.from')}</legend>
          <div className="xp-row">
            <XpSelect label={t('tp.plant')} value={plantId} options={plantOptions(plants)} onChange={(plant) => choose({ plant })} />
            <XpSelect label={t('tp.sloc')} value={slocId} options={slocOptions(slocs)} onChange={(sloc) => choose({ sloc })} />
            {sloc?.warehouseId ? <XpInput label={t('tp.bin')} value={bin} onChange={setBin} /> : null}
            {type && !type.fromCategory ? (
              <XpSelect
                label={t('tp.category')}
                value={category}
                optionsFromCatalogue
                options={(data?.categories ?? []).map((c) => ({ value: c, label: categoryName(c) }))}
                onChange={(c) => setCategory(c as Category)}
              />
            ) : null}
          </div>
        </fieldset>
        {type ? (
          <XferDestination
            type={type}
            plants={(type.destination === 'TRANSIT' ? (data?.receivingPlants ?? []) : plants).filter((p) => p.plantId !== plantId)}
            destinationSlocs={destinationSlocs}
            withBin={!!destinationSloc?.warehouseId}
            value={{ plant: toPlant, sloc: toSloc, bin: toBin }}
            onChange={(to) => {
              setToPlant(to.plant);
              setToSloc(to.sloc);
              setToBin(to.bin);
            }}
          />
        ) : null}
        <fieldset className="sp-fieldset">
          <legend>{t('tp.material')}</legend>
          <div className="xp-row">
            <XpInput
              label={t('tp.material')}
              value={draft.material}
              onChange={(material) => setDraft({ ...draft, material, serials: [] })}
              onBlur={() => void lookUpMaterial()}
            />
            <XpInput
              label={t('tp.quantity')}
              value={draft.quantity}
              inputMode="decimal"
              maxLength={14}
              invalid={quantityInvalid && !!error}
              onChange={(quantity) => {
                setQuantityInvalid(false);
                setDraft({ ...draft, quantity });
              }}
            />
            {material?.batchManaged ? (
              <XpInput label={t('tp.batch')} value={draft.batch} maxLength={10} onChange={(batch) => setDraft({ ...draft, batch })} />
            ) : null}
            {type?.destination === 'MATERIAL' ? (
              <XpInput
                label={t('tp.receivingMaterial')}
                value={draft.toMaterial}
                onChange={(toMaterial) => setDraft({ ...draft, toMaterial })}
              />
            ) : null}
            <label className="xp-field">
              <span>{t('tp.reason')}</span>
              <select aria-label={t('tp.reason')} value={draft.reason} onChange={(e) => setDraft({ ...draft, reason: e.target.value })}>
                <option value="">{t('tp.noReason')}</option>
                {reasonList.map((r) => (
                  <option key={r.reasonCode} value={r.reasonCode} translate="no">
                    {r.reasonCode} {r.description}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {material ? (
            <p className="sp-muted" data-testid="xp-material">
              <span translate="no">
                {material.materialId} {material.description}
              </span>{' '}
              · {unitSymbol(material.baseUnit)}
              {material.serialized ? ` · ${t('tp.serialsCaptured', { count: draft.serials.length })}` : ''}
            </p>
          ) : null}
          <div className="sp-form-actions">
            {material?.serialized ? (
              <button type="button" className="ui-button" onClick={() => setCapturing(true)}>
                {t('tp.serials')}
              </button>
            ) : null}
            <button type="button" className="ui-button" onClick={addLine}>
              {t('tp.addLine')}
            </button>
          </div>
        </fieldset>
        <XferLines
          lines={lines}
          withToMaterial={type?.destination === 'MATERIAL'}
          busy={busy}
          onRemove={(i) => setLines(lines.filter((_, j) => j !== i))}
        />
        <XpPostFooter
          error={error}
          posted={posted}
          busy={busy}
          empty={lines.length === 0}
          after={(matDoc) => (
            <>
              {' '}
              <a
                className="sv-link"
                href={`${fillPath(shipping.transferPostingLabels.path, { matDoc })}?format=pdf`}
                target="_blank"
                rel="noreferrer"
              >
                {t('tp.labelsPdf')}
              </a>
            </>
          )}
        />
      </XpForm>
    </div>
  );
}
