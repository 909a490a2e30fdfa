#!/usr/bin/env node
// Supplier Portal print helper: sends ZPL label files to a Zebra (or any ZPL) label printer.
// Downloaded from the portal at __PORTAL_ORIGIN__ (profile menu, "Download Print App").
//
// Needs Node.js 18 or newer (https://nodejs.org) and a label printer reachable over the network
// (raw printing, normally TCP port 9100). Nothing else is installed.
//
//   node portal-print-helper.mjs --printer 192.168.1.50 --test        print a test label
//   node portal-print-helper.mjs --printer 192.168.1.50 label.zpl     print one label file
//   node portal-print-helper.mjs --printer 192.168.1.50 --watch ~/Downloads
//        watch a folder: every *.zpl file the portal saves there is printed and then moved into
//        the folder's "printed" subfolder (a file that fails stays and is tried again).
//
// Options: --printer HOST[:PORT] (required; PORT defaults to 9100), --watch DIR, --interval MS
// (how often the folder is checked, default 1000), --test, --help.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { homedir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const PORTAL = __PORTAL_ORIGIN_JSON__;

export function testLabel(now = new Date()) {
  const when = now.toISOString().slice(0, 16).replace('T', ' ');
  return [
    '^XA',
    '^CI28',
    '^FO40,40^A0N,40,40^FDSupplier Portal print test^FS',
    `^FO40,100^A0N,28,28^FD${PORTAL.replace(/[\^~]/g, '')}^FS`,
    `^FO40,145^A0N,28,28^FD${when} UTC^FS`,
    '^FO40,200^BY2^BCN,80,Y,N,N^FDPRINT-TEST-0001^FS',
    '^XZ',
    '',
  ].join('\n');
}

export function parsePrinter(text) {
  const match = /^([^:\s]+|\[[0-9a-fA-F:]+\])(?::(\d{1,5}))?$/.exec(String(text ?? '').trim());
  if (!match) throw new Error('--printer must be HOST or HOST:PORT, e.g. --printer 192.168.1.50');
  return { host: match[1].replace(/^\[|\]$/g, ''), port: match[2] ? Number(match[2]) : 9100 };
}

/** Sends raw ZPL to the printer; resolves when the printer has taken all bytes. */
export function sendToPrinter(printer, data, timeoutMs = 10_000) {
  return new Promise((done, fail) => {
    const socket = connect(printer.port, printer.host);
    const timer = setTimeout(() => socket.destroy(new Error(`printer ${printer.host}:${printer.port} did not answer in time`)), timeoutMs);
    socket.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    socket.on('connect', () => socket.end(data));
    socket.on('close', (hadError) => {
      clearTimeout(timer);
      if (!hadError) done();
    });
  });
}

async function printFile(printer, file) {
  const data = readFileSync(file);
  if (!data.includes('^XA')) throw new Error(`${basename(file)} is not a ZPL label (no ^XA)`);
  await sendToPrinter(printer, data);
}

async function watch(printer, dir, intervalMs) {
  const done = join(dir, 'printed');
  mkdirSync(done, { recursive: true });
  console.log(`Watching ${dir} for *.zpl files; printing to ${printer.host}:${printer.port}. Stop with Ctrl+C.`);
  for (;;) {
    for (const name of readdirSync(dir)) {
      const file = join(dir, name);
      if (!name.toLowerCase().endsWith('.zpl') || !statSync(file).isFile()) continue;
      try {
        await printFile(printer, file);
        renameSync(file, join(done, `${Date.now()}-${name}`));
        console.log(`printed ${name}`);
      } catch (error) {
        console.error(`could not print ${name}: ${error.message} (will try again)`);
      }
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      printer: { type: 'string' },
      watch: { type: 'string' },
      interval: { type: 'string', default: '1000' },
      test: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || (!values.test && !values.watch && positionals.length === 0)) {
    console.log(
      readFileSync(new URL(import.meta.url), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('//'))
        .map((l) => l.slice(3))
        .join('\n'),
    );
    return 0;
  }
  const printer = parsePrinter(values.printer);
  if (values.test) {
    await sendToPrinter(printer, testLabel());
    console.log(`test label sent to ${printer.host}:${printer.port}`);
  }
  for (const file of positionals) {
    await printFile(printer, resolve(file));
    console.log(`printed ${file}`);
  }
  if (values.watch)
    await watch(printer, resolve(values.watch.replace(/^~(?=$|\/)/, homedir())), Math.max(200, Number(values.interval) || 1000));
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
