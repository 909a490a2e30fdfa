import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
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
      <WarehouseTitleBar title="Carriers, shipping profiles and printers" />
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
      toastSuccess(`${what} saved.`);
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
      title="Carriers"
      head={['Code', 'Name', 'Tracking address']}
      loading={list.isPending}
      rows={list.data?.carriers}
      row={(c) => (
        <tr key={c.carrierCode} onClick={() => setF({ code: c.carrierCode, name: c.name, url: c.trackingUrlTemplate ?? '' })}>
          <td>{c.carrierCode}</td>
          <td>{c.name}</td>
          <td>{c.trackingUrlTemplate ?? ''}</td>
        </tr>
      )}
      form="Carrier"
      onSubmit={(ev) =>
        save(ev, `Carrier ${f.code}`, () =>
          call(e.saveCarrier, { params: { carrierCode: f.code }, body: { name: f.name, trackingUrlTemplate: f.url.trim() || null } }),
        )
      }
      submit="Save carrier"
    >
      {field('code', 'Code', 'carrierCode', 10, true)}
      {field('name', 'Name', 'carrierName', 60)}
      {field('url', 'Tracking address ({tracking})', 'trackingUrl', 200)}
    </SetupSection>
  );
}

function Profiles() {
  const list = useQuery({ queryKey: ['profiles'], queryFn: () => call(e.listShippingProfiles) });
  const { f, setF, field } = useSetupForm({ id: '', name: '', carrier: '', service: '', point: '' });
  const save = useSave('profiles');
  return (
    <SetupSection
      title="Shipping profiles"
      head={['Profile', 'Name', 'Carrier', 'Service', 'Shipping point']}
      loading={list.isPending}
      rows={list.data?.profiles}
      row={(p) => (
        <tr
          key={p.profileId}
          onClick={() => setF({ id: p.profileId, name: p.name, carrier: p.carrier, service: p.service, point: p.shippingPoint })}
        >
          <td>{p.profileId}</td>
          <td>{p.name}</td>
          <td>{p.carrier}</td>
          <td>{p.service}</td>
          <td>{p.shippingPoint}</td>
        </tr>
      )}
      form="Shipping profile"
      onSubmit={(ev) =>
        save(ev, `Shipping profile ${f.id}`, () =>
          call(e.saveShippingProfile, {
            params: { profileId: f.id },
            body: { name: f.name, carrier: f.carrier, service: f.service, shippingPoint: f.point },
          }),
        )
      }
      submit="Save profile"
    >
      {field('id', 'Profile', 'profileId', 10, true)}
      {field('name', 'Name', 'profileName', 60)}
      {field('carrier', 'Carrier', 'profileCarrier', 10, true)}
      {field('service', 'Service', 'service', 30, true)}
      {field('point', 'Shipping point', 'shippingPoint', 4, true)}
    </SetupSection>
  );
}

function Printers() {
  const list = useQuery({ queryKey: ['printers'], queryFn: () => call(e.listPrinters) });
  const { f, setF, field } = useSetupForm({ id: '', name: '', plant: '', host: '', port: '9100', dpi: '203' });
  const save = useSave('printers');
  return (
    <SetupSection
      title="Label printers"
      head={['Printer', 'Name', 'Plant', 'Address', 'DPI', 'Label (mm)']}
      loading={list.isPending}
      rows={list.data?.printers}
      row={(p) => (
        <tr
          key={p.printerId}
          onClick={() => setF({ id: p.printerId, name: p.name, plant: p.plant, host: p.host, port: String(p.port), dpi: String(p.dpi) })}
        >
          <td>{p.printerId}</td>
          <td>{p.name}</td>
          <td>{p.plant}</td>
          <td>
            {p.host}:{p.port}
          </td>
          <td>{p.dpi}</td>
          <td>
            {p.labelWidthMm} × {p.labelHeightMm}
          </td>
        </tr>
      )}
      form="Printer"
      onSubmit={(ev) =>
        save(ev, `Printer ${f.id}`, () =>
          call(e.savePrinter, {
            params: { printerId: f.id },
            body: { name: f.name, plant: f.plant, host: f.host, port: Number(f.port), dpi: Number(f.dpi) as 203 | 300 | 600 },
          }),
        )
      }
      submit="Save printer"
    >
      {field('id', 'Printer', 'printerId', 20, true)}
      {field('name', 'Name', 'printerName', 60)}
      {field('plant', 'Plant', 'printerPlant', 4, true)}
      {field('host', 'Host', 'host', 253)}
      {field('port', 'Port', 'port', 5, true)}
      <label className="sv-field sv-field-narrow">
        <span>DPI</span>
        <select className="ui-input" name="dpi" value={f.dpi} onChange={(ev) => setF({ ...f, dpi: ev.target.value })}>
          <option value="203">203</option>
          <option value="300">300</option>
          <option value="600">600</option>
        </select>
      </label>
    </SetupSection>
  );
}
