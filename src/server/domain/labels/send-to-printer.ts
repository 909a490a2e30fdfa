import { Socket } from 'node:net';
import { DomainError } from '../errors';

export interface PrinterAddress {
  printerId: string;
  host: string;
  port: number;
}

/**
 * Sends ZPL to a label printer over raw TCP (port 9100, "JetDirect"): connect, write, half-close,
 * wait until the printer has taken everything. Every step is bounded by `timeoutMs`; a refused
 * connection, an unknown host or a printer that does not answer in time is PRINTER_UNREACHABLE
 * naming the printer, its address and the problem. The print helper (Profile > Download Print
 * App) speaks the same protocol: ZPL as UTF-8 bytes on one TCP connection, closed when sent.
 */
export function sendToPrinter(printer: PrinterAddress, zpl: string, timeoutMs = 5000): Promise<number> {
  const data = Buffer.from(zpl, 'utf8');
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let settled = false;
    const fail = (problem: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(new DomainError('PRINTER_UNREACHABLE', { printerId: printer.printerId, address: `${printer.host}:${printer.port}`, problem }));
    };
    socket.setTimeout(timeoutMs, () => fail(`no answer within ${timeoutMs} ms`));
    socket.once('error', (err: NodeJS.ErrnoException) =>
      fail(err.code === 'ECONNREFUSED' ? 'connection refused' : err.code === 'ENOTFOUND' ? 'unknown host' : (err.code ?? err.message)),
    );
    socket.connect(printer.port, printer.host, () => {
      socket.end(data, () => {
        if (settled) return;
        settled = true;
        socket.destroy();
        resolve(data.length);
      });
    });
  });
}
