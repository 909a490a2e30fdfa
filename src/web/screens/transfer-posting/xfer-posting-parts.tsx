import type { ReactNode } from 'react';
import * as goodsReceipt from '../../../shared/contracts/goods-receipt/endpoints';
import type { MaterialDetail } from '../../../shared/contracts/master-data/schemas';
import * as stock from '../../../shared/contracts/stock/endpoints';
import type { WarehouseSetup } from '../../../shared/contracts/stock/screens';
import type { TransferType, XferPostingRequest } from '../../../shared/contracts/transfer-posting/schemas';
import { showQuantity, t } from '../../../shared/i18n';
import { call } from '../../api';
import { showAlert } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { type CheckOption, plantOptions, slocOptions } from '../../ui/CheckGroup';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { SerialEntry } from '../../ui/serial-entry/SerialEntry';
import '../stock/stock.css';

/** The id of a transfer-posting form's error line: a field the error is about names it (aria-describedby). */
export const XP_ERROR_ID = 'xp-error';

/** A line of the transfer posting screen as it is shown (the request's line with the material's text and the reason's). */
export type XferLine = XferPostingRequest['lines'][number] & { description: string; reasonText: string | null };

/** The serial capture of the transfer posting screen: the SerialEntry control for the serials at the source position. */
export function XferSerialCapture(props: {
  material: MaterialDetail;
  plantId: string;
  slocId: string;
  quantity: string;
  serials: string[];
  onDiscard: () => void;
  onContinue: (serials: string[]) => void;
}) {
  const { material, plantId, slocId } = props;
  return (
    <div className="sp-wh-screen sv-wide">
      <WarehouseTitleBar title={t('tp.serialsTitle')} />
      <SerialEntry
        quantity={props.quantity || null}
        initialSerials={props.serials}
        displayMaterialDoc
        displayBulkMode
        validateSerial={(serial) =>
          call(goodsReceipt.validateSerial, {
            query: { material: material.materialId, serialNo: serial, plant: plantId, purpose: 'STOCK', sloc: slocId },
          })
        }
        fetchBulkSerials={async () =>
          (
            await call(goodsReceipt.listMaterialSerials, {
              params: { materialId: material.materialId },
              query: { plant: plantId, sloc: slocId },
            })
          ).serials
        }
        fetchMaterialDocSerials={async (matDoc) =>
          (await call(stock.getMaterialDocument, { params: { matDoc } })).items
            .filter((i) => i.material === material.materialId)
            .flatMap((i) => i.serials.map((s) => s.serialNumber))
        }
        gtins={material.gtins}
        onError={(text) => showAlert('danger', text)}
        onDiscard={props.onDiscard}
        onContinue={props.onContinue}
        header={
          <div>
            <strong translate="no">{material.materialId}</strong> <span translate="no">{material.description}</span> ·{' '}
            {t('tp.serialsWhere', { plant: plantId, sloc: slocId })}
          </div>
        }
      />
    </div>
  );
}

/** The lines to post, each with a Remove button. */
export function XferLines(props: { lines: XferLine[]; withToMaterial: boolean; busy: boolean; onRemove: (index: number) => void }) {
  const { lines, withToMaterial } = props;
  if (lines.length === 0) return null;
  return (
    <ScrollRegion className="ui-scroll-x">
      <table className="ui-table xp-lines" aria-label={t('tp.linesLabel')}>
        <thead>
          <tr>
            <th>{t('tp.material')}</th>
            <th>{t('tp.quantity')}</th>
            {withToMaterial ? <th>{t('tp.receivingMaterial')}</th> : null}
            <th>{t('tp.serials')}</th>
            <th>{t('tp.reason')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.material}|${l.batch ?? ''}`}>
              <td>
                <span translate="no">
                  {l.material} {l.description}
                </span>
                {l.batch ? (
                  <>
                    {' · '}
                    {t('tp.batchOf', { batch: l.batch })}
                  </>
                ) : null}
              </td>
              <td>{showQuantity(l.quantity)}</td>
              {withToMaterial ? <td translate="no">{l.toMaterial}</td> : null}
              <td translate="no">{(l.serials ?? []).join(', ')}</td>
              <td translate="no">{l.reasonText ?? ''}</td>
              <td>
                <button type="button" className="ui-button" disabled={props.busy} onClick={() => props.onRemove(i)}>
                  {t('tp.remove')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

type Place = { plant: string; sloc: string; bin: string };
type Plant = WarehouseSetup['plants'][number];

/**
 * A select of the transfer posting screen, named by its label; `placeholder`: a first, empty choice. The
 * options are data (plants, storage locations, documents: `translate="no"`) unless `optionsFromCatalogue`.
 */
export function XpSelect(props: {
  label: string;
  /** the accessible name when it differs from the label shown */
  name?: string;
  value: string;
  options: readonly CheckOption[] | undefined;
  placeholder?: string;
  optionsFromCatalogue?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="xp-field">
      <span>{props.label}</span>
      <select aria-label={props.name ?? props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        {props.placeholder === undefined ? null : <option value="">{props.placeholder}</option>}
        {props.options?.map((o) => (
          <option key={o.value} value={o.value} translate={props.optionsFromCatalogue ? undefined : 'no'}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * A text field of the form (a bin, a material: 18 characters at most unless `maxLength` says), named by its
 * label; `invalid`: the form's error line is about this field.
 */
export function XpInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  inputMode?: 'decimal';
  invalid?: boolean;
  onBlur?: () => void;
}) {
  return (
    <label className="xp-field">
      <span>{props.label}</span>
      <input
        aria-label={props.label}
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid ? XP_ERROR_ID : undefined}
        value={props.value}
        inputMode={props.inputMode}
        maxLength={props.maxLength ?? 18}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onBlur}
      />
    </label>
  );
}

/**
 * The destination as the movement type asks: receiving plant (301, 303), storage location (not for
 * 303: into transit), bin where the location is warehouse-managed; for category changes the same position.
 */
export function XferDestination(props: {
  type: TransferType;
  /** the plants the stock may go to (all but the source) */
  plants: Pick<Plant, 'plantId' | 'name'>[];
  destinationSlocs: Plant['storageLocations'];
  withBin: boolean;
  value: Place;
  onChange: (to: Place) => void;
}) {
  const { type, value } = props;
  const set = (patch: Partial<Place>) => props.onChange({ ...value, ...patch });
  if (type.destination === 'SAME')
    return <p className="sp-muted">{t('tp.samePosition', { to: type.toCategory ?? '', from: type.fromCategory ?? '' })}</p>;
  const transit = type.destination === 'TRANSIT';
  return (
    <fieldset className="sp-fieldset">
      <legend>{t('tp.to')}</legend>
      <div className="xp-row">
        {type.destination === 'PLANT' || transit ? (
          <XpSelect
            label={t('tp.receivingPlant')}
            value={value.plant}
            options={plantOptions(props.plants)}
            placeholder={t('selectPlaceholder')}
            onChange={(plant) => set({ plant })}
          />
        ) : null}
        {transit ? (
          <p className="sp-muted">{t('tp.intoTransit')}</p>
        ) : (
          <XpSelect
            label={t('tp.receivingSloc')}
            value={value.sloc}
            options={slocOptions(props.destinationSlocs)}
            placeholder={type.destination === 'MATERIAL' ? t('tp.sameAsSource') : t('selectPlaceholder')}
            onChange={(sloc) => set({ sloc })}
          />
        )}
        {!transit && props.withBin ? <XpInput label={t('tp.receivingBin')} value={value.bin} onChange={(bin) => set({ bin })} /> : null}
      </div>
    </fieldset>
  );
}

/** A transfer-posting form: Enter or the Post button posts. */
export function XpForm({ onPost, children }: { onPost: () => void; children: ReactNode }) {
  return (
    <form
      className="sp-form xp-form"
      onSubmit={(e) => {
        e.preventDefault();
        onPost();
      }}
    >
      {children}
    </form>
  );
}

/** The end of a transfer-posting form: the failure, the posted document (then `after` it), the Post button. */
export function XpPostFooter(props: {
  error: string | null;
  posted: string | null;
  busy: boolean;
  /** nothing to post yet */
  empty: boolean;
  after?: (matDoc: string) => ReactNode;
}) {
  return (
    <>
      <div id={XP_ERROR_ID}>
        <AlertLine message={props.error} />
      </div>
      {props.posted ? (
        <p className="xp-posted" role="status">
          {t('s2sPosted', { matDoc: props.posted })}
          {props.after?.(props.posted)}
        </p>
      ) : null}
      <div className="sp-form-actions">
        <button type="submit" className="ui-button ui-button-primary" disabled={props.busy || props.empty}>
          {props.busy ? t('tp.posting') : t('tp.post')}
        </button>
      </div>
    </>
  );
}
