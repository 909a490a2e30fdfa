import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { printHelperFile } from './print-helper';

/** Runs the downloaded helper against a fake network printer (a TCP server) and checks what arrives. */
describe('the print helper download', () => {
  it('is a working program: it sends a ZPL file and a test label to the printer port', async () => {
    const received: string[] = [];
    const printer = createServer((socket) => {
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk.toString();
      });
      socket.on('end', () => received.push(data));
    });
    await new Promise<void>((r) => printer.listen(0, '127.0.0.1', r));
    const port = (printer.address() as { port: number }).port;
    const dir = mkdtempSync(join(tmpdir(), 'print-helper-'));
    const file = printHelperFile('https://portal.example.com');
    writeFileSync(join(dir, file.name), file.content);
    writeFileSync(join(dir, 'label.zpl'), '^XA^FO20,20^A0N,30,30^FDHello^FS^XZ');
    const run = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, [join(dir, file.name), '--printer', `127.0.0.1:${port}`, '--test', join(dir, 'label.zpl')]);
      let out = '';
      child.stdout.on('data', (c) => {
        out += c;
      });
      child.stderr.on('data', (c) => {
        out += c;
      });
      child.on('close', (code) => resolve({ code, out }));
    });
    printer.close();
    expect(run.out).toContain('printed');
    expect(run.code).toBe(0);
    expect(received).toHaveLength(2);
    expect(received[0]).toContain('^FDSupplier Portal print test^FS');
    expect(received[0]).toContain('https://portal.example.com');
    expect(received[1]).toBe('^XA^FO20,20^A0N,30,30^FDHello^FS^XZ');
  });
});
