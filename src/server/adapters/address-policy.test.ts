import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { type AddressPolicy, addressRefusal, guardedLookup, PRIVATE_NETWORKS, resolveAllowed } from './address-policy';

const webhook: AddressPolicy = { allowLoopback: false, allowPublic: true, networks: [] };
const printer: AddressPolicy = { allowLoopback: false, allowPublic: false, networks: PRIVATE_NETWORKS };

/** A resolver answering from a table (what a hostile DNS server would answer). */
const dns =
  (table: Record<string, string[]>) =>
  async (host: string): Promise<LookupAddress[]> => {
    const answers = table[host];
    if (!answers) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('the outbound address policy', () => {
  it('refuses loopback, link-local, metadata, private and mapped forms for webhooks; public addresses pass', () => {
    for (const address of [
      '127.0.0.1',
      '127.9.9.9',
      '0.0.0.0',
      '::1',
      '::',
      '169.254.169.254',
      'fe80::1',
      'fd00:ec2::254',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::1',
      '2002:7f00:1::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(addressRefusal(address, webhook), address).toBeDefined();
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::1111'])
      expect(addressRefusal(address, webhook), address).toBeUndefined();
  });

  it('lets printers reach only the configured networks (private ranges by default), never loopback or metadata', () => {
    expect(addressRefusal('10.20.1.5', printer)).toBeUndefined();
    expect(addressRefusal('192.168.4.20', printer)).toBeUndefined();
    expect(addressRefusal('93.184.215.14', printer)).toBe('outside the allowed networks');
    for (const address of ['127.0.0.1', '169.254.169.254', '::ffff:10.20.1.5', '64:ff9b::a14:105', 'fd00:ec2::254'])
      expect(addressRefusal(address, printer), address).toBeDefined();
    const configured: AddressPolicy = { ...printer, networks: ['10.20.0.0/16'] };
    expect(addressRefusal('10.20.1.5', configured)).toBeUndefined();
    expect(addressRefusal('10.30.1.5', configured)).toBe('a private or reserved address');
    expect(addressRefusal('192.168.4.20', configured)).toBe('a private or reserved address');
    // loopback only with the opt-in (tests)
    expect(addressRefusal('127.0.0.1', { ...printer, allowLoopback: true })).toBeUndefined();
  });

  it('resolves a name and refuses it when ANY address it resolves to is refused', async () => {
    const resolver = dns({
      'erp.example.com': ['93.184.215.14'],
      'sneaky.example.com': ['93.184.215.14', '127.0.0.1'],
      'internal.example.com': ['10.0.0.5'],
      'nat64.example.com': ['64:ff9b::7f00:1'],
    });
    await expect(resolveAllowed('erp.example.com', webhook, resolver)).resolves.toEqual([{ address: '93.184.215.14', family: 4 }]);
    for (const host of ['sneaky.example.com', 'internal.example.com', 'nat64.example.com', 'nowhere.example.com'])
      await expect(resolveAllowed(host, webhook, resolver), host).rejects.toMatchObject({ host });
    for (const host of [
      'localhost',
      'localhost.',
      'LOCALHOST',
      'app.localhost',
      'metadata.google.internal',
      'metadata.google.internal.',
      '[::127.0.0.1]',
    ])
      await expect(resolveAllowed(host, webhook, dns({})), host).rejects.toThrow();
  });

  it('gives node:net only the addresses it checked', async () => {
    const lookup = guardedLookup(webhook, dns({ 'erp.example.com': ['93.184.215.14'], 'evil.example.com': ['169.254.169.254'] }));
    const ask = (host: string, all: boolean) =>
      new Promise<unknown>((resolve) =>
        lookup(host, { all }, (error, address) => resolve(error ? (error as { code?: string }).code : address)),
      );
    expect(await ask('erp.example.com', false)).toBe('93.184.215.14');
    expect(await ask('erp.example.com', true)).toEqual([{ address: '93.184.215.14', family: 4 }]);
    expect(await ask('evil.example.com', true)).toBe('EADDRREFUSED');
  });
});
