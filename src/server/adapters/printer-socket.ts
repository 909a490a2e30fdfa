import type { LookupAddress } from 'node:dns';
import { Socket } from 'node:net';
import type { PrinterPolicy } from '../config';
import { DomainError } from '../domain/errors';
import {
  type AddressPolicy,
  AddressRefused,
  hostRefusal,
  isLoopback,
  PRIVATE_NETWORKS,
  type Resolver,
  resolveAllowed,
} from './address-policy';

export interface PrinterAddress {
  printerId: string;
  host: string;
  port: number;
}

export type { PrinterPolicy } from '../config';

/**
 * Where label printers may be (address-policy.ts): never loopback (unless PRINTER_ALLOW_LOOPBACK,
 * tests), link-local, metadata or IPv4-in-IPv6 forms; only inside PRINTER_NETWORKS (none set: the
 * private ranges), never the public internet.
 */
export function printerAddressPolicy(policy: PrinterPolicy): AddressPolicy {
  return {
    allowLoopback: policy.allowLoopback,
    allowPublic: false,
    networks: policy.networks.length > 0 ? policy.networks : PRIVATE_NETWORKS,
  };
}

/** A port printers may be reached on: PRINTER_PORTS (9100 by default); a printer on loopback (tests) any. */
function portAllowed(policy: PrinterPolicy, port: number, addresses: readonly string[]): boolean {
  if (policy.ports.includes(port)) return true;
  return policy.allowLoopback && addresses.length > 0 && addresses.every(isLoopback);
}

/**
 * The check when a printer is saved: the host as written (an address outside the printer networks,
 * loopback, metadata names) and the port. A name is resolved when it is printed (sendToPrinter).
 */
export function checkPrinterAddress(host: string, port: number, policy: PrinterPolicy): void {
  const reason = hostRefusal(host, printerAddressPolicy(policy));
  if (reason) throw new DomainError('PRINTER_HOST_REFUSED', { host, reason });
  if (!portAllowed(policy, port, [host])) throw new DomainError('PRINTER_PORT_REFUSED', { ports: policy.ports.join(', ') });
}

/**
 * Sends ZPL to a label printer over raw TCP (port 9100, "JetDirect"): the host is resolved, every
 * address it resolves to checked against the printer policy, and the connection goes to the checked
 * address; then write, half-close, wait until the printer has taken everything. Every step is bounded
 * by `timeoutMs`. Whatever fails (a refused address or port, an unknown host, a closed port, no answer)
 * is the same PRINTER_UNREACHABLE naming only the printer: the answer never tells which. The print
 * helper (Profile > Download Print App) speaks the same protocol: ZPL as UTF-8 bytes on one TCP
 * connection, closed when sent.
 */
export async function sendToPrinter(
  printer: PrinterAddress,
  zpl: string,
  policy: PrinterPolicy,
  timeoutMs = 5000,
  resolve?: Resolver,
): Promise<number> {
  const unreachable = () => new DomainError('PRINTER_UNREACHABLE', { printerId: printer.printerId });
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAllowed(printer.host, printerAddressPolicy(policy), resolve);
  } catch (error) {
    if (error instanceof AddressRefused) throw unreachable();
    throw error;
  }
  const target = addresses[0];
  if (
    !target ||
    !portAllowed(
      policy,
      printer.port,
      addresses.map((a) => a.address),
    )
  )
    throw unreachable();
  const data = Buffer.from(zpl, 'utf8');
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let settled = false;
    const fail = () => {
      if (settled) return;
      settled = true;
      socket.destroy();
      reject(unreachable());
    };
    socket.setTimeout(timeoutMs, fail);
    socket.once('error', fail);
    socket.connect({ port: printer.port, host: target.address, family: target.family }, () => {
      socket.end(data, () => {
        if (settled) return;
        settled = true;
        socket.destroy();
        resolve(data.length);
      });
    });
  });
}
