import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { WarehouseSetup } from '../../../shared/contracts/stock/screens';
import * as xfer from '../../../shared/contracts/transfer-posting/endpoints';
import type { TransitTransferItem, XferPostingRequest } from '../../../shared/contracts/transfer-posting/schemas';
import { t } from '../../../shared/i18n';
import { displayQuantity, normalizeQuantity, quantityProblem, quantityProblemText } from '../../../shared/quantity';
import { call } from '../../api';
import { plantOptions, slocOptions } from '../../ui/CheckGroup';
import { useActionError } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { XpForm, XpInput, XpPostFooter, XpSelect } from './xfer-posting-parts';

/** What the user chose per 303 item: the quantity to place, or (serialized) the serials. */
type Pick = { quantity: string; serials: string[] };

const pickOf = (item: TransitTransferItem): Pick => ({ quantity: displayQuantity(item.openQuantity), serials: item.serials });

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
    if (!item) return setError(`Serial ${serial} is not in transit with material document ${matDoc}.`);
    toggle(item, serial, true);
    setScan('');
    setError(null);
  };

  const body = (): XferPostingRequest | string => {
    if (!matDoc) return 'Choose the material document in transit (303).';
    if (!slocId) return 'Choose the storage location to place into.';
    const lines: XferPostingRequest['lines'] = [];
    for (const item of items) {
      const pick = pickFor(item);
      const serialized = item.serials.length > 0;
      const quantity = serialized ? String(pick.serials.length) : pick.quantity.trim().replace(',', '.');
      if (serialized ? pick.serials.length === 0 : !quantity || Number(quantity) === 0) continue;
      const problem = quantityProblem(quantity);
      if (problem) return `${item.material}: ${quantityProblemText[problem]}`;
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
        <legend>From stock in transit</legend>
        <div className="xp-row">
          <XpSelect
            label="Receiving plant"
            value={plantId}
            options={plantOptions(plants)}
            onChange={(plant) => {
              setPlantId(plant);
              setSlocId('');
              chooseDocument('');
            }}
          />
          <XpSelect
            label="Material document in transit (303)"
            name="Material document in transit"
            value={matDoc}
            options={documents.map((d) => ({
              value: d.matDoc,
              label: `${d.matDoc} · from ${d.issuingPlant}/${d.issuingSloc} · ${d.postingDate}`,
            }))}
            placeholder={transit.isPending ? t('loading') : documents.length === 0 ? 'Nothing in transit' : 'Select...'}
            onChange={chooseDocument}
          />
        </div>
      </fieldset>
      <fieldset className="sp-fieldset">
        <legend>To</legend>
        <div className="xp-row">
          <XpSelect
            label="Receiving storage location"
            value={slocId}
            options={slocOptions(plant?.storageLocations ?? [])}
            placeholder="Select..."
            onChange={setSlocId}
          />
          {sloc?.warehouseId ? <XpInput label="Receiving bin" value={bin} onChange={setBin} /> : null}
        </div>
      </fieldset>
      {items.length > 0 ? (
        <>
          {items.some((i) => i.serials.length > 0) ? (
            <label className="xp-field xp-scan">
              <span>Serial</span>
              <input
                aria-label="Serial to place"
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
          <table className="ui-table xp-lines" aria-label="Items in transit">
            <thead>
              <tr>
                <th>Item</th>
                <th>Material</th>
                <th>In transit</th>
                <th>Place</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.itemNo}>
                  <td>{item.itemNo}</td>
                  <td>
                    {item.material} {item.description}
                    {item.batch ? ` · batch ${item.batch}` : ''}
                  </td>
                  <td>{displayQuantity(item.openQuantity)}</td>
                  <td>
                    {item.serials.length > 0 ? (
                      item.serials.map((s) => (
                        <label key={s} className="xp-serial">
                          <input
                            type="checkbox"
                            aria-label={`Serial ${s}`}
                            checked={pickFor(item).serials.includes(s)}
                            onChange={(e) => toggle(item, s, e.target.checked)}
                          />{' '}
                          {s}
                        </label>
                      ))
                    ) : (
                      <input
                        aria-label={`Quantity to place ${item.material}`}
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
        </>
      ) : null}
      <XpPostFooter error={error} posted={posted} busy={busy} empty={items.length === 0} />
    </XpForm>
  );
}
