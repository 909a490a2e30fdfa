import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import { t } from '../../../shared/i18n';
import { call } from '../../api';
import { toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { TextField } from '../../ui/FilterBar';
import { ListTable } from '../../ui/ListTable';
import { alertError, useAction } from '../../ui/use-action';
// the filter fields' look (sv-field)
import '../stock/stock.css';
import '../deliveries/deliveries.css';
import './shipping.css';

/** Carriers, shipping profiles and label printers (`admin/shipping`, ADMIN/SHIPCFG): list, add, change. */
export default function ShippingSetup() {
  return (
    <div className="sp-wh-screen sv-wide sh-admin">
      <WarehouseTitleBar title={t('shp.setupTitle')} />
      <Carriers />
      <Profiles />
      <Printers />
    </div>
  );
}

/** A save handler: runs `save`, toasts, refreshes `key`; a refusal shows its message. */
function useSave(key: string) {
  const queryClient = useQueryClient();
  const { run } = useAction(alertError);
  return async (ev: FormEvent, what: string, save: () => Promise<unknown>) => {
    ev.preventDefault();
    await run(async () => {
      await save();
      toastSuccess(t('shp.saved', { what }));
      await queryClient.invalidateQueries({ queryKey: [key] });
    });
  };
}

/** The state of a setup form and a text field bound to each of its keys. */
function useSetupForm<F extends Record<string, string>>(empty: F) {
  const [f, setF] = useState(empty);
  const field = (key: keyof F & string, label: string, name: string, maxLength: number, narrow = false) => (
    <TextField label={label} name={name} narrow={narrow} maxLength={maxLength} value={f[key]} onChange={(v) => setF({ ...f, [key]: v })} />
  );
  return { f, setF, field };
}

/** One kind of setup: its table (a row fills the form) and the form that adds or changes one. */
function SetupSection<R>(props: {
  title: string;
  head: string[];
  loading: boolean;
  rows: R[] | undefined;
  row: (r: R) => ReactNode;
  form: string;
  onSubmit: (ev: FormEvent) => void;
  submit: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={props.title}>
      <h2>{props.title}</h2>
      <ListTable label={props.title} head={props.head} loading={props.loading} empty={props.rows?.length === 0}>
        {props.rows?.map(props.row)}
      </ListTable>
      <form className="sh-form" aria-label={props.form} onSubmit={props.onSubmit}>
        {props.children}
        <button type="submit" className="ui-button ui-button-primary">
          {props.submit}
        </button>
      </form>
    </section>
  );
}

function Carriers() {
  const list = useQuery({ queryKey: ['carriers'], queryFn: () => call(e.listCarriers) });
  const { f, setF, field } = useSetupForm({ code: '', name: '', url: '' });
  const save = useSave('carriers');
  return (
    <SetupSection
      title={t('shp.carriers')}
      head={[t('shp.code'), t('shp.name'), t('shp.trackingAddress')]}
      loading={list.isPending}
      rows={list.data?.carriers}
      row={(c) => (
        <tr key={c.carrierCode} onClick={() => setF({ code: c.carrierCode, name: c.name, url: c.trackingUrlTemplate ?? '' })}>
          <td translate="no">{c.carrierCode}</td>
          <td translate="no">{c.name}</td>
          <td translate="no">{c.trackingUrlTemplate ?? ''}</td>
        </tr>
      )}
      form={t('shp.carrier')}
      onSubmit={(ev) =>
        save(ev, t('shp.carrierWhat', { code: f.code }), () =>
          call(e.saveCarrier, { params: { carrierCode: f.code }, body: { name: f.name, trackingUrlTemplate: f.url.trim() || null } }),
        )
      }
      submit={t('shp.saveCarrier')}
    >
      {field('code', t('shp.code'), 'carrierCode', 10, true)}
      {field('name', t('shp.name'), 'carrierName', 60)}
      {field('url', t('shp.trackingAddressField'), 'trackingUrl', 200)}
    </SetupSection>
  );
}

function Profiles() {
  const list = useQuery({ queryKey: ['profiles'], queryFn: () => call(e.listShippingProfiles) });
  const { f, setF, field } = useSetupForm({ id: '', name: '', carrier: '', service: '', point: '' });
  const save = useSave('profiles');
  return (
    <SetupSection
      title={t('shp.profiles')}
      head={[t('shp.profileShort'), t('shp.name'), t('shp.carrier'), t('shp.service'), t('shp.shippingPoint')]}
      loading={list.isPending}
      rows={list.data?.profiles}
      row={(p) => (
        <tr
          key={p.profileId}
          onClick={() => setF({ id: p.profileId, name: p.name, carrier: p.carrier, service: p.service, point: p.shippingPoint })}
        >
          <td translate="no">{p.profileId}</td>
          <td translate="no">{p.name}</td>
          <td translate="no">{p.carrier}</td>
          <td translate="no">{p.service}</td>
          <td>{p.shippingPoint}</td>
        </tr>
      )}
      form={t('shp.profile')}
      onSubmit={(ev) =>
        save(ev, t('shp.profileWhat', { id: f.id }), () =>
          call(e.saveShippingProfile, {
            params: { profileId: f.id },
            body: { name: f.name, carrier: f.carrier, service: f.service, shippingPoint: f.point },
          }),
        )
      }
      submit={t('shp.saveProfile')}
    >
      {field('id', t('shp.profileShort'), 'profileId', 10, true)}
      {field('name', t('shp.name'), 'profileName', 60)}
      {field('carrier', t('shp.carrier'), 'profileCarrier', 10, true)}
      {field('service', t('shp.service'), 'service', 30, true)}
      {field('point', t('shp.shippingPoint'), 'shippingPoint', 4, true)}
    </SetupSection>
  );
}

function Printers() {
  const list = useQuery({ queryKey: ['printers'], queryFn: () => call(e.listPrinters) });
  const { f, setF, field } = useSetupForm({ id: '', name: '', plant: '', host: '', port: '9100', dpi: '203' });
  const save = useSave('printers');
  return (
    <SetupSection
      title={t('shp.printers')}
      head={[t('shp.printer'), t('shp.name'), t('shp.plant'), t('shp.address'), t('shp.dpi'), t('shp.labelMm')]}
      loading={list.isPending}
      rows={list.data?.printers}
      row={(p) => (
        <tr
          key={p.printerId}
          onClick={() => setF({ id: p.printerId, name: p.name, plant: p.plant, host: p.host, port: String(p.port), dpi: String(p.dpi) })}
        >
          <td translate="no">{p.printerId}</td>
          <td translate="no">{p.name}</td>
          <td>{p.plant}</td>
          <td translate="no">
            {p.host}:{p.port}
          </td>
          <td>{p.dpi}</td>
          <td>
            {p.labelWidthMm} × {p.labelHeightMm}
          </td>
        </tr>
      )}
      form={t('shp.printer')}
      onSubmit={(ev) =>
        save(ev, t('shp.printerWhat', { id: f.id }), () =>
          call(e.savePrinter, {
            params: { printerId: f.id },
            body: { name: f.name, plant: f.plant, host: f.host, port: Number(f.port), dpi: Number(f.dpi) as 203 | 300 | 600 },
          }),
        )
      }
      submit={t('shp.savePrinter')}
    >
      {field('id', t('shp.printer'), 'printerId', 20, true)}
      {field('name', t('shp.name'), 'printerName', 60)}
      {field('plant', t('shp.plant'), 'printerPlant', 4, true)}
      {field('host', t('shp.host'), 'host', 253)}
      {field('port', t('shp.port'), 'port', 5, true)}
      <label className="sv-field sv-field-narrow">
        <span>{t('shp.dpi')}</span>
        <select className="ui-input" name="dpi" value={f.dpi} onChange={(ev) => setF({ ...f, dpi: ev.target.value })}>
          <option value="203">203</option>
          <option value="300">300</option>
          <option value="600">600</option>
        </select>
      </label>
    </SetupSection>
  );
}
