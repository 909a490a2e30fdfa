import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * THE guard of every connection the portal opens on someone's say-so (webhooks, label printers):
 * which addresses it may reach. A name is resolved, EVERY address it resolves to is checked, and the
 * connection goes to an address that was checked (`resolveAllowed`, `guardedLookup`), so a name cannot
 * answer one address to the check and another to the connection.
 *
 * - Always refused: the unspecified address and 0.0.0.0/8, link-local (169.254.0.0/16, fe80::/10:
 *   cloud metadata lives there), cloud metadata addresses and names, multicast, broadcast and the
 *   reserved 240.0.0.0/4, and an IPv4 address written in IPv6 form (IPv4-mapped ::ffff:0:0/96,
 *   IPv4-compatible ::/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32,
 *   SIIT ::ffff:0:0:0/96): such a form only hides what it points at.
 * - Loopback (127.0.0.0/8, ::1, localhost and *.localhost) only with `allowLoopback` (tests, a
 *   receiver on the same machine).
 * - Inside `networks` (CIDR ranges an administrator configured): allowed.
 * - Private and special-purpose ranges otherwise (10/8, 172.16/12, 192.168/16, 100.64/10,
 *   fc00::/7, documentation and benchmark ranges): refused.
 * - Public addresses: as `allowPublic` says.
 */
export interface AddressPolicy {
  allowLoopback: boolean;
  allowPublic: boolean;
  /** CIDR ranges allowed beyond the public ones (e.g. 10.20.0.0/16) */
  networks: readonly string[];
}

/** The private ranges (RFC 1918 and IPv6 unique-local) a label printer lives in when no printer networks are configured. */
export const PRIVATE_NETWORKS: readonly string[] = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'];

/** An address or name the policy refuses; `reason` names the kind of address (never whether something answers). */
export class AddressRefused extends Error {
  constructor(
    readonly host: string,
    readonly reason: string,
  ) {
    super(`${host}: ${reason}`);
  }
}

type Family = 'ipv4' | 'ipv6';
/**
 * Ranges as one BlockList per family: node's BlockList matches an IPv4 address against IPv6 rules
 * (and the reverse) through the mapped form, which would make every IPv4 address "in IPv6 form".
 */
type Ranges = Record<Family, BlockList>;

function blockList(ranges: readonly string[]): Ranges {
  const lists: Ranges = { ipv4: new BlockList(), ipv6: new BlockList() };
  for (const range of ranges) {
    const [address = '', bits] = range.split('/');
    const type: Family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) lists[type].addAddress(address, type);
    else lists[type].addSubnet(address, Number(bits), type);
  }
  return lists;
}

const inRanges = (ranges: Ranges, address: string, type: Family) => ranges[type].check(address, type);

const ALWAYS: [Ranges, string][] = [
  [blockList(['0.0.0.0/8', '::/128']), 'this machine'],
  [blockList(['169.254.0.0/16', 'fe80::/10', 'fd00:ec2::254/128', '100.100.100.200/32']), 'a link-local or metadata address'],
  [blockList(['224.0.0.0/4', '240.0.0.0/4', 'ff00::/8']), 'a multicast or reserved address'],
  [
    blockList(['::ffff:0:0/96', '::/96', '64:ff9b::/96', '64:ff9b:1::/48', '2002::/16', '2001::/32', '::ffff:0:0:0/96']),
    'an IPv4 address in IPv6 form',
  ],
];
const LOOPBACK = blockList(['127.0.0.0/8', '::1/128']);
const SPECIAL = blockList([
  ...PRIVATE_NETWORKS,
  '100.64.0.0/10',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '2001:db8::/32',
  '100::/64',
]);

/** Names that are this machine or a cloud's metadata service, whatever they resolve to. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.com',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** A host as written (brackets, case and a trailing dot dropped). */
export function normalHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
}

/** Why an address is refused, or undefined when the policy allows it. */
export function addressRefusal(address: string, policy: AddressPolicy): string | undefined {
  const type: Family | undefined = isIP(address) === 6 ? 'ipv6' : isIP(address) === 4 ? 'ipv4' : undefined;
  if (!type) return 'not an address';
  // ::1 lies inside ::/96 (IPv4-compatible): named for what it is first
  if (inRanges(LOOPBACK, address, type)) return policy.allowLoopback ? undefined : 'this machine';
  for (const [list, reason] of ALWAYS) if (inRanges(list, address, type)) return reason;
  if (policy.networks.length > 0 && inRanges(blockList(policy.networks), address, type)) return undefined;
  if (inRanges(SPECIAL, address, type)) return 'a private or reserved address';
  return policy.allowPublic ? undefined : 'outside the allowed networks';
}

/** A loopback address (127.0.0.0/8, ::1) or the name localhost. */
export function isLoopback(host: string): boolean {
  const name = normalHost(host);
  if (name === 'localhost' || name.endsWith('.localhost')) return true;
  const type = isIP(name) === 6 ? 'ipv6' : isIP(name) === 4 ? 'ipv4' : undefined;
  return type !== undefined && inRanges(LOOPBACK, name, type);
}

/** Why a host as written is refused before it is resolved (a literal address, or a name that is this machine or metadata). */
export function hostRefusal(host: string, policy: AddressPolicy): string | undefined {
  const name = normalHost(host);
  if (name === '') return 'no host';
  if (isIP(name)) return addressRefusal(name, policy);
  if (name === 'localhost' || name.endsWith('.localhost')) return policy.allowLoopback ? undefined : 'this machine';
  if (METADATA_NAMES.has(name)) return 'a link-local or metadata address';
  return undefined;
}

/** A name that does not resolve (nothing to connect to: whoever checks before connecting may let it pass and check again then). */
export class AddressUnresolved extends AddressRefused {}

export type Resolver = (host: string) => Promise<LookupAddress[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/**
 * Resolves a host and answers its addresses when the policy allows EVERY one of them; throws
 * AddressRefused otherwise (also when the name does not resolve). Connect to what this answers.
 */
export async function resolveAllowed(host: string, policy: AddressPolicy, resolve: Resolver = systemResolver): Promise<LookupAddress[]> {
  const name = normalHost(host);
  const early = hostRefusal(name, policy);
  if (early) throw new AddressRefused(name, early);
  if (isIP(name)) return [{ address: name, family: isIP(name) }];
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(name);
  } catch {
    throw new AddressUnresolved(name, 'the name does not resolve');
  }
  if (addresses.length === 0) throw new AddressUnresolved(name, 'the name does not resolve');
  for (const a of addresses) {
    const reason = addressRefusal(a.address, policy);
    if (reason) throw new AddressRefused(name, `it resolves to ${reason}`);
  }
  return addresses;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:net, node:http and node:https that answers only addresses the policy allows
 * (checked at connection time: a name that changed its answer since it was saved is refused then).
 */
export function guardedLookup(policy: AddressPolicy, resolve: Resolver = systemResolver) {
  return (hostname: string, options: { all?: boolean } | number | undefined, callback: LookupCallback): void => {
    resolveAllowed(hostname, policy, resolve).then(
      (addresses) => {
        if (typeof options === 'object' && options?.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
      },
      (error: Error) => callback(Object.assign(error, { code: 'EADDRREFUSED' }), '', 4),
    );
  };
}
