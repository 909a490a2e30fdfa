import { describe, expect, it } from 'vitest';
import { renderLabel } from '../domain/labels/render-label';
import { closedPort, fakePrinter } from '../testing/fake-printer';
import { checkPrinterAddress, type PrinterPolicy, sendToPrinter } from './printer-socket';

/** Tests print to a fake printer on this machine: loopback opted in (PRINTER_ALLOW_LOOPBACK). */
const onThisMachine: PrinterPolicy = { networks: [], ports: [9100], allowLoopback: true };
const production: PrinterPolicy = { networks: [], ports: [9100], allowLoopback: false };

const data = {
  sscc: '340123450000000017',
  handlingUnit: '1000000001',
  shipFrom: { name: 'Portal WH' },
  shipTo: { name: 'Customer GmbH' },
  contents: [{ material: 'SHIP-MAT-1', quantity: '1', unit: 'PC' }],
};

describe('printing over raw TCP 9100', () => {
  it('sends the label ZPL to the printer, byte for byte', async () => {
    const printer = await fakePrinter();
    try {
      const zpl = await renderLabel('sscc', data, 'zpl');
      const sent = await sendToPrinter({ printerId: 'ZT410', host: '127.0.0.1', port: printer.port }, zpl, onThisMachine, 2000);
      expect(sent).toBe(Buffer.byteLength(zpl));
      const [received] = await printer.received();
      expect(received).toBe(zpl);
      expect(received).toContain('^FD(00)340123450000000017^FS');
    } finally {
      await printer.close();
    }
  });

  it('names only the printer when it is unreachable', async () => {
    const port = await closedPort();
    await expect(sendToPrinter({ printerId: 'ZT410', host: '127.0.0.1', port }, '^XA^XZ', onThisMachine, 2000)).rejects.toMatchObject({
      code: 'PRINTER_UNREACHABLE',
      message: 'Printer ZT410 is not reachable.',
    });
  });
});

describe('where printers may be (no SSRF)', () => {
  it('refuses loopback, link-local, metadata, public and other ports without connecting, in the same words as a closed port', async () => {
    const printer = await fakePrinter();
    try {
      const resolver = async (host: string) =>
        ({
          'zebra.example.com': [{ address: '127.0.0.1', family: 4 }],
          'meta.example.com': [{ address: '169.254.169.254', family: 4 }],
          'mapped.example.com': [{ address: '::ffff:10.20.1.5', family: 6 }],
        })[host] ?? [];
      const attempts: [string, number][] = [
        ['127.0.0.1', printer.port],
        ['localhost', printer.port],
        ['localhost.', printer.port],
        ['zebra.example.com', printer.port],
        ['169.254.169.254', 80],
        ['meta.example.com', 9100],
        ['metadata.google.internal', 80],
        ['mapped.example.com', 9100],
        ['93.184.215.14', 9100],
        ['10.20.1.5', 5432],
      ];
      for (const [host, port] of attempts) {
        await expect(
          sendToPrinter({ printerId: 'ZT410', host, port }, '^XA^XZ', production, 2000, resolver),
          `${host}:${port}`,
        ).rejects.toMatchObject({ code: 'PRINTER_UNREACHABLE', message: 'Printer ZT410 is not reachable.' });
      }
      expect(await printer.received()).toEqual([]);
    } finally {
      await printer.close();
    }
  });

  it('checks host and port when a printer is saved: the printer networks (private ranges by default) and ports only', () => {
    const refused = (host: string, port: number, policy = production) => {
      try {
        checkPrinterAddress(host, port, policy);
        return undefined;
      } catch (error) {
        return (error as { code: string }).code;
      }
    };
    for (const host of ['127.0.0.1', 'localhost', 'localhost.', '169.254.169.254', 'metadata.google.internal', '0.0.0.0', '8.8.8.8'])
      expect(refused(host, 9100), host).toBe('PRINTER_HOST_REFUSED');
    expect(refused('10.20.1.5', 5432)).toBe('PRINTER_PORT_REFUSED');
    expect(refused('10.20.1.5', 9100)).toBeUndefined();
    expect(refused('192.168.4.20', 9100)).toBeUndefined();
    expect(refused('zebra-w20.lan', 9100)).toBeUndefined();
    const configured: PrinterPolicy = { networks: ['10.20.0.0/16'], ports: [9100, 6101], allowLoopback: false };
    expect(refused('192.168.4.20', 9100, configured)).toBe('PRINTER_HOST_REFUSED');
    expect(refused('10.20.1.5', 6101, configured)).toBeUndefined();
    expect(refused('127.0.0.1', 40000, onThisMachine)).toBeUndefined();
  });
});
