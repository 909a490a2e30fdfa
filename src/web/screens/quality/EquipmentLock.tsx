import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as eq from '../../../shared/contracts/equipment/endpoints';
import * as q from '../../../shared/contracts/quality/endpoints';
import type { EquipmentLockResult } from '../../../shared/contracts/quality/schemas';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { BottomBar } from '../../shell/BottomBar';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine, ScanInput, SummaryItem, useActionError, useKeyedPosting } from '../../ui';
import { stateText } from './quality-shared';
import '../bin-moves/bin-moves.css';
import './quality.css';

/**
 * Equipment lock (iqms/equipment/lock): scan a serial, see whether it is locked and why, lock it with
 * a reason (every movement of it is then refused naming that reason) or unlock it (also with a reason).
 */
export default function EquipmentLock() {
  const [serial, setSerial] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<EquipmentLockResult | null>(null);
  const { busy, run, error, setError } = useActionError();
  const queryClient = useQueryClient();
  const post = useKeyedPosting();
  const found = useQuery({
    queryKey: ['iqms-lock', serial],
    enabled: !!serial,
    queryFn: async () => {
      const page = await call(eq.equipmentScreenSearch, { query: { serialNo: serial, page: '1', pageSize: '5' } });
      const item = page.items[0];
      if (!item) throw new Error(`Serial ${serial} is not known.`);
      const detail = await call(eq.getEquipmentQuality, { params: { equipmentNumber: item.equipmentNumber } });
      return { item, detail };
    },
  });
  const locked = found.data?.item.locked ?? false;
  const submit = async () => {
    if (!serial || !reason.trim() || busy) return;
    const body = { serial, material: found.data?.item.material, reason: reason.trim() };
    await run(async () => {
      const result = await post(body, (idempotencyKey) => call(locked ? q.unlockEquipment : q.lockEquipment, { body }, { idempotencyKey }));
      setDone(result);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['iqms-lock'] });
    });
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title="Equipment Lock" />
      <ScanInput
        label="Serial"
        placeholder="Scan the serial number"
        onScan={(text) => {
          setDone(null);
          setError(null);
          setSerial(text.trim());
        }}
        busy={busy}
      />
      {found.isError ? <p className="sp-error-text">{errorText(found.error)}</p> : null}
      {done ? (
        <p className="wm-success" role="status">
          Serial {done.serial} {done.locked ? `locked: ${done.reason}` : 'unlocked'}.
        </p>
      ) : null}
      <AlertLine message={error} />
      {found.data ? (
        <>
          <ul className="wm-summary" aria-label={`Serial ${found.data.item.serialNumber}`}>
            <SummaryItem label="Material">{found.data.item.material}</SummaryItem>
            <SummaryItem label="Status">
              {stateText(found.data.item.status)} {found.data.item.bin ?? found.data.item.sloc ?? ''}
            </SummaryItem>
            <SummaryItem label="Lock">
              {found.data.detail.lock ? `locked: ${found.data.detail.lock.reason} (${found.data.detail.lock.lockedBy})` : 'not locked'}
            </SummaryItem>
          </ul>
          <div className="qm-form">
            <label>
              {locked ? 'Reason for unlocking' : 'Reason for the lock'}
              <input
                value={reason}
                maxLength={200}
                onChange={(e) => setReason(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') void submit();
                }}
              />
            </label>
            <button type="button" className="ui-button ui-button-primary wm-wide" disabled={busy || !reason.trim()} onClick={submit}>
              {locked ? 'Unlock' : 'Lock'}
            </button>
          </div>
        </>
      ) : null}
      <BottomBar actions={{ done: found.data && reason.trim() ? { run: () => void submit(), label: locked ? 'Unlock' : 'Lock' } : null }} />
    </div>
  );
}
