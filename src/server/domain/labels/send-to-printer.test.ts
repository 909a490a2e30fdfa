import { describe, expect, it } from 'vitest';
import { closedPort, fakePrinter } from '../../testing/fake-printer';
import { renderLabel } from './render-label';
import { sendToPrinter } from './send-to-printer';

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
      const sent = await sendToPrinter({ printerId: 'ZT410', host: '127.0.0.1', port: printer.port }, zpl, 2000);
      expect(sent).toBe(Buffer.byteLength(zpl));
      const [received] = await printer.received();
      expect(received).toBe(zpl);
      expect(received).toContain('^FD(00)340123450000000017^FS');
    } finally {
      await printer.close();
    }
  });

  it('names printer, address and problem when the printer is unreachable', async () => {
    const port = await closedPort();
    await expect(sendToPrinter({ printerId: 'ZT410', host: '127.0.0.1', port }, '^XA^XZ', 2000)).rejects.toMatchObject({
      code: 'PRINTER_UNREACHABLE',
      message: `Printer ZT410 at 127.0.0.1:${port} is unreachable: connection refused`,
    });
  });
});
