import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WarehouseSetup } from '../../../shared/contracts/stock/screens';
import * as xfer from '../../../shared/contracts/transfer-posting/endpoints';
import type { TransitTransferItem, XferPostingRequest } from '../../../shared/contracts/transfer-posting/schemas';
import { showQuantity, t, translator } from '../../../shared/i18n';
import { readDecimal } from '../../../shared/i18n/read-decimal';
import { quantityForInput } from '../../../shared/i18n/typed-number';
import { normalizeQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';
import { call } from '../../api';
import { plantOptions, slocOptions } from '../../ui/CheckGroup';
import { showDay } from '../../ui/plant-time';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { useActionError } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { XP_ERROR_ID, XpForm, XpInput, XpPostFooter, XpSelect } from './xfer-posting-parts';

/** What the user chose per 303 item: the quantity to place, or (serialized) the serials. */
type Pick = { quantity: string; serials: string[] };

const pickOf = (item: TransitTransferItem): Pick => ({ quantity: quantityForInput(item.openQuantity), serials: item.serials });

/**
 * 305 on the transfer posting screen: placement into storage at the receiving plant out of stock in
 * transit. The user picks the receiving plant (one of theirs), the 303 material document in transit
 * to it (the open items of listTransitTransfers), the storage location (and bin) to place into, and
 * per item the quantity, or for serialized materials the serials (ticked, or scanned into the field).
 * Posted as one 305 document for the 303 document; the server refuses more than is still in transit.
 */
export function TransitPlacement({ plants }: { plants: WarehouseSetup['plants'] }) {
  const queryClient = useQueryClient();
  const [plantId, setPlantId] = useState(plants[0]?.plantId ?? '');
  const [matDoc, setMatDoc] = useState('');
  const [slocId, setSlocId] = useState('');
  const [bin, setBin] = useState('');
  const [picks, setPicks] = useState<Record<number, Pick>>({});
  const [scan, setScan] = useState('');
  const { busy, run, error, setError } = useActionError();
  const [posted, setPosted] = useState<string | null>(null);
  /** the item whose quantity the error is about */
  const [invalidItem, setInvalidItem] = useState<number | null>(null);
  const keyed = useKeyedPosting();

  const transit = useQuery({
    queryKey: ['xferposting-in-transit', plantId],
    enabled: !!plantId,
    queryFn: () => call(xfer.listTransitTransfers, { query: { plant: plantId } }),
  });
  const all = transit.data?.items ?? [];
  const documents = [...new Map(all.map((i) => [i.matDoc, i])).values()];
  const items = all.filter((i) => i.matDoc === matDoc);
  const plant = plants.find((p) => p.plantId === plantId);
  const sloc = plant?.storageLocations.find((s) => s.slocId === slocId);
  const pickFor = (item: TransitTransferItem) => picks[item.itemNo] ?? pickOf(item);
  const setPick = (item: TransitTransferItem, patch: Partial<Pick>) =>
    setPicks({ ...picks, [item.itemNo]: { ...pickFor(item), ...patch } });

  const chooseDocument = (value: string) => {
    setMatDoc(value);
    setPicks({});
    setError(null);
    setPosted(null);
  };

  const toggle = (item: TransitTransferItem, serial: string, on: boolean) => {
    const current = pickFor(item).serials;
    setPick(item, { serials: on ? [...current.filter((s) => s !== serial), serial].sort() : current.filter((s) => s !== serial) });
  };

  const scanSerial = () => {
    const serial = scan.trim().toUpperCase();
    if (!serial) return;
    const item = items.find((i) => i.serials.includes(serial));
    if (!item) return setError(t('tp.serialNotInTransit', { serial, matDoc }));
    toggle(item, serial, true);
    setScan('');
    setError(null);
  };

  const body = (): XferPostingRequest | string => {
    if (!matDoc) return t('tp.chooseTransitDocument');
    if (!slocId) return t('tp.chooseSloc');
    const lines: XferPostingRequest['lines'] = [];
    for (const item of items) {
      const pick = pickFor(item);
      const serialized = item.serials.length > 0;
      if (!serialized && !pick.quantity.trim()) continue;
      const quantity = serialized ? String(pick.serials.length) : readDecimal(pick.quantity, translator().decimalMark);
      if (quantity === null) {
        setInvalidItem(item.itemNo);
        const problem = t('numberUnreadable', { text: pick.quantity.trim(), example: showQuantity('1.5') });
        return t('tp.itemProblem', { material: item.material, problem });
      }
      if (serialized ? pick.serials.length === 0 : Number(quantity) === 0) continue;
      const problem = quantityProblem(quantity);
      if (problem) {
        setInvalidItem(item.itemNo);
        return t('tp.itemProblem', { material: item.material, problem: quantityProblemText[problem] });
      }
      lines.push({
        material: item.material,
        quantity: normalizeQuantity(quantity),
        ...(item.batch ? { batch: item.batch } : {}),
        transitItem: item.itemNo,
        ...(serialized ? { serials: pick.serials } : {}),
      });
    }
    if (lines.length === 0) return t('s2sNoLines');
    return {
      movementType: '305',
      transitDocument: matDoc,
      to: { plant: plantId, sloc: slocId, ...(bin.trim() ? { bin: bin.trim().toUpperCase() } : {}) },
      lines,
    };
  };

  const post = async () => {
    setInvalidItem(null);
    const request = body();
    if (typeof request === 'string') return setError(request);
    await run(async () => {
      const result = await keyed(request, (idempotencyKey) => call(xfer.postXferPosting, { body: request }, { idempotencyKey }));
      setPosted(result.matDoc);
      setPicks({});
      setMatDoc('');
      await queryClient.invalidateQueries({ queryKey: ['xferposting-in-transit'] });
    });
  };

  return (
    <XpForm onPost={() => void post()}>
      <fieldset className="sp-fieldset">
        <legend>{t('tp.fromTransit')}</legend>
        <div className="xp-row">
          <XpSelect
            label={t('tp.receivingPlant')}
            value={plantId}
            options={plantOptions(plants)}
            onChange={(plant) => {
              setPlantId(plant);
              setSlocId('');
              chooseDocument('');
            }}
          />
          <XpSelect
            label={t('tp.transitDocument')}
            name={t('tp.transitDocumentName')}
            value={matDoc}
            optionsFromCatalogue
            options={documents.map((d) => ({
              value: d.matDoc,
              label: t('tp.transitDocumentOption', {
                matDoc: d.matDoc,
                plant: d.issuingPlant,
                sloc: d.issuingSloc,
                date: showDay(d.postingDate),
              }),
            }))}
            placeholder={transit.isPending ? t('loading') : documents.length === 0 ? t('tp.nothingInTransit') : t('selectPlaceholder')}
            onChange={chooseDocument}
          />
        </div>
      </fieldset>
      <fieldset className="sp-fieldset">
        <legend>{t('tp.to')}</legend>
        <div className="xp-row">
          <XpSelect
            label={t('tp.receivingSloc')}
            value={slocId}
            options={slocOptions(plant?.storageLocations ?? [])}
            placeholder={t('selectPlaceholder')}
            onChange={setSlocId}
          />
          {sloc?.warehouseId ? <XpInput label={t('tp.receivingBin')} value={bin} onChange={setBin} /> : null}
        </div>
      </fieldset>
      {items.length > 0 ? (
        <>
          {items.some((i) => i.serials.length > 0) ? (
            <label className="xp-field xp-scan">
              <span>{t('tp.serial')}</span>
              <input
                aria-label={t('tp.serialToPlace')}
                value={scan}
                maxLength={30}
                onChange={(e) => setScan(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    scanSerial();
                  }
                }}
              />
            </label>
          ) : null}
          <ScrollRegion className="ui-scroll-x">
            <table className="ui-table xp-lines" aria-label={t('tp.itemsInTransit')}>
              <thead>
                <tr>
                  <th>{t('tp.item')}</th>
                  <th>{t('tp.material')}</th>
                  <th>{t('tp.inTransit')}</th>
                  <th>{t('tp.place')}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.itemNo}>
                    <td>{item.itemNo}</td>
                    <td>
                      <span translate="no">
                        {item.material} {item.description}
                      </span>
                      {item.batch ? (
                        <>
                          {' · '}
                          {t('tp.batchOf', { batch: item.batch })}
                        </>
                      ) : null}
                    </td>
                    <td>{showQuantity(item.openQuantity)}</td>
                    <td>
                      {item.serials.length > 0 ? (
                        item.serials.map((s) => (
                          <label key={s} className="xp-serial">
                            <input
                              type="checkbox"
                              aria-label={t('tp.serialNamed', { serial: s })}
                              checked={pickFor(item).serials.includes(s)}
                              onChange={(e) => toggle(item, s, e.target.checked)}
                            />{' '}
                            <span translate="no">{s}</span>
                          </label>
                        ))
                      ) : (
                        <input
                          aria-label={t('tp.quantityToPlace', { material: item.material })}
                          aria-invalid={invalidItem === item.itemNo && error ? true : undefined}
                          aria-describedby={invalidItem === item.itemNo && error ? XP_ERROR_ID : undefined}
                          value={pickFor(item).quantity}
                          inputMode="decimal"
                          maxLength={14}
                          onChange={(e) => setPick(item, { quantity: e.target.value })}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      ) : null}
      <XpPostFooter error={error} posted={posted} busy={busy} empty={items.length === 0} />
    </XpForm>
  );
}
