import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import * as goodsReceipt from '../../../shared/contracts/goods-receipt/endpoints';
import * as masterData from '../../../shared/contracts/master-data/endpoints';
import * as stock from '../../../shared/contracts/stock/endpoints';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { useNavigate, useParams } from '../../router';
import { showAlert, toastSuccess } from '../../shell/ui-state';
import { useBack, WarehouseTitleBar } from '../../shell/warehouse';
import { SerialEntry } from '../../ui/serial-entry/SerialEntry';
import { finishSerialCapture, readSerialCapture } from './serial-capture';
import './handheld.css';
import { t } from '../../../shared/i18n';

/**
 * Serial entry (spec sections 2, 4, 5, 8) at `wm/serial/plant/:plant/sloc/:sloc/material/:mat/desc/:desc/qty/:qty`.
 * Opened from a flow (goods receipt), it validates serials for that flow's purpose and hands the
 * serials back on Done; opened on its own, it checks serials are in stock at the plant and
 * storage location. Errors go to the shell's global error alert.
 */
export function SerialScreen() {
  const { plant = '', sloc = '', mat = '', desc = '', qty = '' } = useParams();
  const navigate = useNavigate();
  const back = useBack();
  const request = useMemo(() => {
    const r = readSerialCapture();
    return r && r.material === mat && r.plant === plant ? r : null;
  }, [mat, plant]);
  const purpose = request?.purpose ?? 'STOCK';
  const gtins = useQuery({
    queryKey: ['material', mat],
    queryFn: () => call(masterData.getMaterial, { params: { materialId: mat } }),
  });

  const validateSerial = (serial: string) =>
    call(goodsReceipt.validateSerial, {
      query: { material: mat, serialNo: serial, plant, purpose, sto: request?.sto, ...(purpose === 'STOCK' ? { sloc } : {}) },
    });
  const fetchBulkSerials = async () => {
    if (request?.bulkSerials) return request.bulkSerials;
    const list = await call(goodsReceipt.listMaterialSerials, {
      params: { materialId: mat },
      query: purpose === 'TRANSIT' ? { plant, status: 'IN_TRANSIT', sto: request?.sto } : { plant, sloc },
    });
    return list.serials;
  };
  const fetchMaterialDocSerials = async (matDoc: string) => {
    const doc = await call(stock.getMaterialDocument, { params: { matDoc } });
    return doc.items.filter((i) => i.material === mat).flatMap((i) => i.serials.map((s) => s.serialNumber));
  };

  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('wh.serialsTitle')} />
      <SerialEntry
        quantity={qty}
        initialSerials={request?.initialSerials ?? []}
        displayMaterialDoc
        displayBulkMode={purpose !== 'RECEIPT'}
        validateSerial={validateSerial}
        fetchBulkSerials={fetchBulkSerials}
        fetchMaterialDocSerials={fetchMaterialDocSerials}
        gtins={gtins.data?.gtins ?? []}
        onError={(text) => showAlert('danger', text)}
        onDiscard={back}
        onContinue={(serials) => {
          if (request) {
            finishSerialCapture(request.id, serials);
            navigate(-1);
          } else {
            toastSuccess(t('wh.serialsChecked', { count: serials.length }));
            back();
          }
        }}
        header={
          <MaterialHeader material={mat}>
            <span translate="no">{desc}</span> · {t('wh.plantSloc', { plant, sloc })}
          </MaterialHeader>
        }
      />
    </div>
  );
}

/** The serial list's header: the material, then what the screen says of it. */
function MaterialHeader({ material, children }: { material: string; children: ReactNode }) {
  return (
    <div>
      <div className="wm-card-title" translate="no">
        {material}
      </div>
      <div className="wm-card-meta">{children}</div>
    </div>
  );
}

/** `wm/serial/list/material/:mat/desc/:desc`: the serials of a material in stock in the user's plants, read-only. */
export function SerialList() {
  const { mat = '', desc = '' } = useParams();
  const back = useBack();
  const list = useQuery({
    queryKey: ['serial-list', mat],
    queryFn: async () => {
      const plants = await call(masterData.listPlants);
      const lists = await Promise.all(
        plants.items.map((p) => call(goodsReceipt.listMaterialSerials, { params: { materialId: mat }, query: { plant: p.plantId } })),
      );
      return lists.flatMap((l) => l.serials);
    },
  });
  return (
    <div className="sp-wh-screen">
      <WarehouseTitleBar title={t('wh.serialsTitle')} />
      {list.isPending ? <p className="sp-muted">{t('loading')}</p> : null}
      {list.data ? (
        <SerialEntry
          readOnly
          initialSerials={list.data}
          onContinue={() => {}}
          onDiscard={back}
          onError={(text) => showAlert('danger', text)}
          header={
            <MaterialHeader material={mat}>
              <span translate="no">{desc}</span> · {t('wh.inStock', { count: list.data.length })}
            </MaterialHeader>
          }
        />
      ) : null}
      {list.isError ? (
        <p className="sp-error-text" role="alert">
          {errorText(list.error)}
        </p>
      ) : null}
    </div>
  );
}
