import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as eq from '../../../shared/contracts/equipment/endpoints';
import * as q from '../../../shared/contracts/quality/endpoints';
import type { EquipmentLockResult } from '../../../shared/contracts/quality/schemas';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { BottomBar } from '../../shell/BottomBar';
import { focusOnMount } from '../../shell/key-buffer';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { ScanInput } from '../../ui/ScanInput';
import { SummaryItem } from '../../ui/SummaryItem';
import { useActionError } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { stateText } from './quality-parts';
import '../../ui/handheld/handheld-screen.css';
import './quality.css';
import { t } from '../../../shared/i18n';

type LockAction = 'lock' | 'unlock';

/**
 * Equipment lock (iqms/equipment/lock): scan a serial, see whether it is locked and why, lock it with
 * a reason (every movement of it is then refused naming that reason) or unlock it (also with a reason).
 * Lock and unlock are separate buttons, each asked once more before it is sent; Enter in the reason
 * box sends nothing (a scanner's Enter or a habit must not toggle the lock), and the request names
 * the action chosen, so a screen that is out of date is refused instead of toggling the other way.
 */
export default function EquipmentLock() {
  const [serial, setSerial] = useState('');
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<LockAction | null>(null);
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
      if (!item) throw new Error(t('qm.serialNotKnown', { serial }));
      const detail = await call(eq.getEquipmentQuality, { params: { equipmentNumber: item.equipmentNumber } });
      return { item, detail };
    },
  });
  const locked = found.data?.item.locked ?? false;
  const action: LockAction = locked ? 'unlock' : 'lock';
  const ask = () => {
    if (!serial || !reason.trim() || busy || !found.data) return;
    setAsking(action);
  };
  const submit = async (chosen: LockAction) => {
    if (!serial || !reason.trim() || busy) return;
    const body = { serial, material: found.data?.item.material, reason: reason.trim() };
    setAsking(null);
    await run(async () => {
      const contract = chosen === 'lock' ? q.lockEquipment : q.unlockEquipment;
      const result = await post({ ...body, chosen }, (idempotencyKey) => call(contract, { body }, { idempotencyKey }));
      setDone(result);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: ['iqms-lock'] });
    });
  };
  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('qm.equipmentLockTitle')} />
      <ScanInput
        label={t('qm.serial')}
        placeholder={t('qm.serialScan')}
        onScan={(text) => {
          setDone(null);
          setError(null);
          setAsking(null);
          setReason('');
          setSerial(text.trim());
        }}
        busy={busy}
      />
      {found.isError ? <p className="sp-error-text">{errorText(found.error)}</p> : null}
      {done ? (
        <p className="wm-success" role="status">
          {done.locked
            ? t('qm.serialLocked', { serial: done.serial, reason: done.reason ?? '' })
            : t('qm.serialUnlocked', { serial: done.serial })}
        </p>
      ) : null}
      <AlertLine message={error} />
      {found.data ? (
        <>
          <ul className="wm-summary" aria-label={t('qm.serialOf', { serial: found.data.item.serialNumber })}>
            <SummaryItem label={t('qm.material')}>
              <span translate="no">{found.data.item.material}</span>
            </SummaryItem>
            <SummaryItem label={t('qm.status')}>
              {stateText(found.data.item.status)} <span translate="no">{found.data.item.bin ?? found.data.item.sloc ?? ''}</span>
            </SummaryItem>
            <SummaryItem label={t('qm.lock')}>
              {found.data.detail.lock
                ? t('qm.lockedWith', { reason: found.data.detail.lock.reason, user: found.data.detail.lock.lockedBy })
                : t('qm.notLocked')}
            </SummaryItem>
          </ul>
          <div className="qm-form">
            <label>
              {locked ? t('qm.reasonUnlock') : t('qm.reasonLock')}
              <input
                value={reason}
                maxLength={200}
                onChange={(e) => {
                  setReason(e.target.value);
                  setAsking(null);
                }}
                onKeyDown={(e) => {
                  // Enter sends nothing: locking and unlocking are the buttons' (and asked once more)
                  if (e.key === 'Enter') e.preventDefault();
                }}
              />
            </label>
            {asking ? (
              <section className="qm-question" aria-label={asking === 'lock' ? t('qm.lockQuestion') : t('qm.unlockQuestion')}>
                <p>
                  {t(asking === 'lock' ? 'equipmentLockQuestion' : 'equipmentUnlockQuestion', {
                    serial: found.data.item.serialNumber,
                    reason: reason.trim(),
                  })}
                </p>
                <button type="button" className="ui-button ui-button-primary wm-wide" onClick={() => void submit(asking)}>
                  {asking === 'lock' ? t('equipmentLockYes') : t('equipmentUnlockYes')}
                </button>
                <button ref={focusOnMount} type="button" className="ui-button wm-wide" onClick={() => setAsking(null)}>
                  {t('equipmentLockNo')}
                </button>
              </section>
            ) : (
              <button type="button" className="ui-button ui-button-primary wm-wide" disabled={busy || !reason.trim()} onClick={ask}>
                {locked ? t('qm.unlock') : t('qm.lockButton')}
              </button>
            )}
          </div>
        </>
      ) : null}
      <BottomBar actions={{}} />
    </div>
  );
}
