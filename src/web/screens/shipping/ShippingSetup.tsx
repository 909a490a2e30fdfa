import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import * as e from '../../../shared/contracts/shipping/endpoints';
import { errorText } from '../../../shared/messages';
import { call } from '../../api';
import { showAlert, toastSuccess } from '../../shell/ui-state';
import { WarehouseTitleBar } from '../../shell/warehouse';
import { Table, TextField } from '../deliveries/deliveries-parts';
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
  return async (ev: FormEvent, what: string, save: () => Promise<unknown>) => {
    ev.preventDefault();
    try {
      await save();
      toastSuccess(`${what} saved.`);
      await queryClient.invalidateQueries({ queryKey: [key] });
    } catch (error) {
      showAlert('danger', errorText(error));
    }
  };
}

function Carriers() {
  const list = useQuery({ queryKey: ['carriers'], queryFn: () => call(e.listCarriers) });
  const [f, setF] = useState({ code: '', name: '', url: '' });
  const save = useSave('carriers');
  return (
    <section aria-label="Carriers">
      <h2>Carriers</h2>
      <Table label="Carriers" head={['Code', 'Name', 'Tracking address']} loading={list.isPending} empty={list.data?.carriers.length === 0}>
        {list.data?.carriers.map((c) => (
          <tr key={c.carrierCode} onClick={() => setF({ code: c.carrierCode, name: c.name, url: c.trackingUrlTemplate ?? '' })}>
            <td>{c.carrierCode}</td>
            <td>{c.name}</td>
            <td>{c.trackingUrlTemplate ?? ''}</td>
          </tr>
        ))}
      </Table>
      <form
        className="sh-form"
        aria-label="Carrier"
        onSubmit={(ev) =>
          save(ev, `Carrier ${f.code}`, () =>
            call(e.saveCarrier, { params: { carrierCode: f.code }, body: { name: f.name, trackingUrlTemplate: f.url.trim() || null } }),
          )
        }
      >
        <TextField label="Code" name="carrierCode" narrow maxLength={10} value={f.code} onChange={(v) => setF({ ...f, code: v })} />
        <TextField label="Name" name="carrierName" maxLength={60} value={f.name} onChange={(v) => setF({ ...f, name: v })} />
        <TextField
          label="Tracking address ({tracking})"
          name="trackingUrl"
          maxLength={200}
          value={f.url}
          onChange={(v) => setF({ ...f, url: v })}
        />
        <button type="submit" className="ui-button ui-button-primary">
          Save carrier
        </button>
      </form>
    </section>
  );
}

function Profiles() {
  const list = useQuery({ queryKey: ['profiles'], queryFn: () => call(e.listShippingProfiles) });
  const [f, setF] = useState({ id: '', name: '', carrier: '', service: '', point: '' });
  const save = useSave('profiles');
  return (
    <section aria-label="Shipping profiles">
      <h2>Shipping profiles</h2>
      <Table
        label="Shipping profiles"
        head={['Profile', 'Name', 'Carrier', 'Service', 'Shipping point']}
        loading={list.isPending}
        empty={list.data?.profiles.length === 0}
      >
        {list.data?.profiles.map((p) => (
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
        ))}
      </Table>
      <form
        className="sh-form"
        aria-label="Shipping profile"
        onSubmit={(ev) =>
          save(ev, `Shipping profile ${f.id}`, () =>
            call(e.saveShippingProfile, {
              params: { profileId: f.id },
              body: { name: f.name, carrier: f.carrier, service: f.service, shippingPoint: f.point },
            }),
          )
        }
      >
        <TextField label="Profile" name="profileId" narrow maxLength={10} value={f.id} onChange={(v) => setF({ ...f, id: v })} />
        <TextField label="Name" name="profileName" maxLength={60} value={f.name} onChange={(v) => setF({ ...f, name: v })} />
        <TextField
          label="Carrier"
          name="profileCarrier"
          narrow
          maxLength={10}
          value={f.carrier}
          onChange={(v) => setF({ ...f, carrier: v })}
        />
        <TextField label="Service" name="service" narrow maxLength={30} value={f.service} onChange={(v) => setF({ ...f, service: v })} />
        <TextField
          label="Shipping point"
          name="shippingPoint"
          narrow
          maxLength={4}
          value={f.point}
          onChange={(v) => setF({ ...f, point: v })}
        />
        <button type="submit" className="ui-button ui-button-primary">
          Save profile
        </button>
      </form>
    </section>
  );
}

function Printers() {
  const list = useQuery({ queryKey: ['printers'], queryFn: () => call(e.listPrinters) });
  const [f, setF] = useState({ id: '', name: '', plant: '', host: '', port: '9100', dpi: '203' });
  const save = useSave('printers');
  return (
    <section aria-label="Label printers">
      <h2>Label printers</h2>
      <Table
        label="Label printers"
        head={['Printer', 'Name', 'Plant', 'Address', 'DPI', 'Label (mm)']}
        loading={list.isPending}
        empty={list.data?.printers.length === 0}
      >
        {list.data?.printers.map((p) => (
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
        ))}
      </Table>
      <form
        className="sh-form"
        aria-label="Printer"
        onSubmit={(ev) =>
          save(ev, `Printer ${f.id}`, () =>
            call(e.savePrinter, {
              params: { printerId: f.id },
              body: { name: f.name, plant: f.plant, host: f.host, port: Number(f.port), dpi: Number(f.dpi) as 203 | 300 | 600 },
            }),
          )
        }
      >
        <TextField label="Printer" name="printerId" narrow maxLength={20} value={f.id} onChange={(v) => setF({ ...f, id: v })} />
        <TextField label="Name" name="printerName" maxLength={60} value={f.name} onChange={(v) => setF({ ...f, name: v })} />
        <TextField label="Plant" name="printerPlant" narrow maxLength={4} value={f.plant} onChange={(v) => setF({ ...f, plant: v })} />
        <TextField label="Host" name="host" maxLength={253} value={f.host} onChange={(v) => setF({ ...f, host: v })} />
        <TextField label="Port" name="port" narrow maxLength={5} value={f.port} onChange={(v) => setF({ ...f, port: v })} />
        <label className="sv-field sv-field-narrow">
          <span>DPI</span>
          <select className="ui-input" name="dpi" value={f.dpi} onChange={(ev) => setF({ ...f, dpi: ev.target.value })}>
            <option value="203">203</option>
            <option value="300">300</option>
            <option value="600">600</option>
          </select>
        </label>
        <button type="submit" className="ui-button ui-button-primary">
          Save printer
        </button>
      </form>
    </section>
  );
}
