import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as eq from '../../../shared/contracts/equipment/endpoints';
import type { ImageFileCheck, ImageView } from '../../../shared/contracts/equipment/schemas';
import { showNumber, t } from '../../../shared/i18n';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { namedFilesBase64 } from '../../file-base64';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { AlertLine } from '../../ui/AlertLine';
import { ScanInput } from '../../ui/ScanInput';
import { useActionError } from '../../ui/use-action';
import { useKeyedPosting } from '../../ui/use-keyed-posting';
import { imageUrl } from './EquipmentIndex';

import '../../ui/handheld/handheld-screen.css';
import './quality.css';

/**
 * Imaging (invmgmt/imaging/index): scan a serial and take or choose photos with an image type, or
 * upload photos of many serials at once, each named by its serial (<serial>.jpg, <serial>_2.jpg).
 * The server checks each file by content and size and makes the thumbnails.
 */
export default function Imaging() {
  const init = useQuery({ queryKey: ['imaging-init'], queryFn: () => call(eq.imagingScreenInit) });
  const types = init.data?.imageTypes ?? [];
  const [imageType, setImageType] = useState('');
  const [serial, setSerial] = useState('');
  const [uploaded, setUploaded] = useState<ImageView[]>([]);
  // a bulk batch: each file as the validation of image details answered it, checked before anything is sent
  const [batch, setBatch] = useState<{ files: File[]; checks: ImageFileCheck[] } | null>(null);
  const [refused, setRefused] = useState<{ fileName: string; reason: string }[]>([]);
  const { busy, run, error } = useActionError();
  const post = useKeyedPosting();
  const queryClient = useQueryClient();
  const type = imageType || types[0]?.imageType || '';
  // a photo taken before the image types arrive would have no type: the file fields appear with them
  const ready = type !== '';

  const upload = async (files: File[], bulk: boolean) => {
    if (files.length === 0 || !type) return;
    await run(async () => {
      const contents = await namedFilesBase64(files);
      let images: ImageView[] = [];
      if (bulk) {
        const body = { imageType: type, files: contents };
        const answer = await post(body, (idempotencyKey) => call(eq.uploadEquipmentImagesBulk, { body }, { idempotencyKey }));
        images = answer.images;
        // the files the check refused (not sent) and those the upload refused by their content
        const notSent = (batch?.checks ?? []).filter((c) => !c.ok).map((c) => ({ fileName: c.fileName, reason: c.reason ?? '' }));
        setRefused((r) => [...notSent, ...answer.refused, ...r]);
        setBatch(null);
      } else {
        for (const file of contents) {
          const body = { serial, imageType: type, ...file };
          images = [
            ...images,
            ...(await post(body, (idempotencyKey) => call(eq.uploadEquipmentImage, { body }, { idempotencyKey }))).images,
          ];
        }
      }
      setUploaded((u) => [...images, ...u]);
      await queryClient.invalidateQueries({ queryKey: ['equipment-quality'] });
    });
  };

  /** Bulk files chosen: checked by the server (serial, type, size, twice) and shown before the upload. */
  const check = async (chosen: FileList | null) => {
    const files = [...(chosen ?? [])];
    setBatch(null);
    if (files.length === 0) return;
    await run(async () => {
      const body = { files: files.map((f) => ({ fileName: f.name, size: f.size, ...(f.type ? { contentType: f.type } : {}) })) };
      const answer = await call(eq.validateEquipmentImages, { body });
      setBatch({ files, checks: answer.files });
    });
  };
  const valid = batch ? batch.files.filter((_, i) => batch.checks[i]?.ok) : [];

  return (
    <div className="sp-wh-screen wm-screen">
      <WarehouseTitleBar title={t('qm.imagingTitle')} />
      {init.isError ? <p className="sp-error-text">{errorText(init.error)}</p> : null}
      <div className="qm-form">
        <label>
          {t('qm.imageType')}
          <select aria-label={t('qm.imageType')} value={type} onChange={(e) => setImageType(e.target.value)}>
            {types.map((it) => (
              <option key={it.imageType} value={it.imageType} translate="no">
                {it.description}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ScanInput label={t('qm.serial')} placeholder={t('qm.serialPhotoScan')} onScan={(text) => setSerial(text.trim())} busy={busy} />
      {serial && ready ? (
        <PhotoField
          label={t('qm.photosOf', { serial })}
          camera
          disabled={busy}
          onFiles={(files) => void upload([...(files ?? [])], false)}
        />
      ) : null}
      {ready ? (
        <PhotoField label={t('qm.bulkUpload')} disabled={busy} onFiles={(files) => void check(files)} />
      ) : init.isPending ? (
        <p className="wm-muted">{t('loading')}</p>
      ) : null}
      {init.data ? (
        <p className="wm-muted">
          {t('qm.imageLimits', {
            megabytes: showNumber(init.data.maxBytes / 1024 / 1024, { maximumFractionDigits: 1 }),
            files: showNumber(init.data.maxFiles),
          })}
        </p>
      ) : null}
      <AlertLine message={error} />
      {batch ? (
        <section aria-label={t('qm.checkedFiles')} className="qm-checked">
          <ul>
            {batch.checks.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a batch may name one file twice
              <li key={`${i}-${c.fileName}`} className={c.ok ? 'qm-check-ok' : 'sp-error-text'}>
                <span translate="no">{c.fileName}</span>: {c.ok ? t('qm.fileSerial', { serial: c.serial ?? '' }) : c.reason}
              </li>
            ))}
          </ul>
          <div className="qm-form">
            <button
              type="button"
              className="ui-button ui-button-primary"
              disabled={busy || valid.length === 0}
              onClick={() => void upload(valid, true)}
            >
              {t('qm.uploadValid', { count: valid.length })}
            </button>
            <button type="button" className="ui-button" disabled={busy} onClick={() => setBatch(null)}>
              {t('discard')}
            </button>
          </div>
        </section>
      ) : null}
      {refused.length > 0 ? (
        <section aria-label={t('qm.filesNotUploaded')}>
          <ul>
            {refused.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one file name may be refused in two batches
              <li key={`${i}-${r.fileName}`} className="sp-error-text">
                <span translate="no">{r.fileName}</span>: {r.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {uploaded.length > 0 ? (
        <section aria-label={t('qm.uploadedImages')}>
          <p className="wm-success" role="status">
            {t('qm.imagesUploaded', { count: uploaded.length })}
          </p>
          <div className="qm-thumbs">
            {uploaded.map((i) => (
              <figure key={i.imageId}>
                <img src={imageUrl(i.imageId, 'thumb')} alt={`${i.serial} ${i.fileName}`} translate="no" />
                <figcaption translate="no">
                  {i.serial} {i.fileName}
                </figcaption>
              </figure>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** A file field for photos (JPEG, PNG, WebP, several at once); `camera`: the handheld's rear camera opens. */
function PhotoField(props: { label: string; camera?: boolean; disabled: boolean; onFiles: (files: FileList | null) => void }) {
  return (
    <div className="qm-form">
      <label>
        {props.label}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          capture={props.camera ? 'environment' : undefined}
          multiple
          disabled={props.disabled}
          onChange={(e) => props.onFiles(e.target.files)}
        />
      </label>
    </div>
  );
}
