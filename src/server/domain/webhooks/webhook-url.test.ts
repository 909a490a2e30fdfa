import { describe, expect, it } from 'vitest';
import { setWebhookSchema } from '../../../shared/contracts/webhooks/schemas';
import { DomainError } from '../errors';
import { checkWebhookUrl, webhookPolicy } from './check-webhook-url';
import { generateWebhookSecret, openSecret, sealSecret, signBody } from './webhook-secret';

describe('webhook URLs', () => {
  it('takes http and https only, without credentials', () => {
    for (const url of ['https://erp.example.com/hook', 'http://10.1.2.3:8080/x?y=1'])
      expect(setWebhookSchema.safeParse({ url }).success).toBe(true);
    for (const url of ['ftp://x.example', 'javascript:alert(1)', 'file:///etc/passwd', 'https://u:p@x.example/', '', 'x'.repeat(2001)])
      expect(setWebhookSchema.safeParse({ url }).success, url).toBe(false);
  });

  it('refuses loopback, link-local, metadata, private and mapped hosts; loopback only when allowed', async () => {
    const strict = webhookPolicy({ allowLoopback: false, networks: [] });
    const loopback = webhookPolicy({ allowLoopback: true, networks: [] });
    const refused = async (url: string, policy = strict) => {
      const error = await checkWebhookUrl(url, policy, noDns).catch((e: unknown) => e);
      return error instanceof DomainError && error.code === 'WEBHOOK_URL_REFUSED';
    };
    for (const url of [
      'http://localhost/x',
      'http://localhost./x',
      'http://app.localhost/x',
      'http://127.0.0.1:3000/',
      'http://127.1/',
      'http://2130706433/',
      'http://[::1]/',
    ]) {
      expect(await refused(url), url).toBe(true);
      expect(await refused(url, loopback), url).toBe(false);
    }
    for (const url of [
      'http://0.0.0.0/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[64:ff9b::a9fe:a9fe]/',
      'http://[2002:7f00:1::]/',
      'http://10.0.0.5/',
      'http://192.168.1.10/',
      'http://[fd00::5]/',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://metadata.google.internal./',
    ]) {
      expect(await refused(url), url).toBe(true);
      expect(await refused(url, loopback), url).toBe(true);
    }
    // a private network an administrator allows (WEBHOOK_NETWORKS)
    expect(await refused('http://10.0.0.5/', webhookPolicy({ allowLoopback: false, networks: ['10.0.0.0/24'] }))).toBe(false);
    for (const url of ['http://93.184.215.14/', 'http://[2606:4700::1111]/']) expect(await refused(url), url).toBe(false);
  });

  it('resolves a name and checks every address it resolves to', async () => {
    const strict = webhookPolicy({ allowLoopback: false, networks: [] });
    const resolver = async (host: string) =>
      ({
        'erp.example.com': [{ address: '93.184.215.14', family: 4 }],
        'to-loopback.example.com': [{ address: '127.0.0.1', family: 4 }],
        'mixed.example.com': [
          { address: '93.184.215.14', family: 4 },
          { address: '10.0.0.1', family: 4 },
        ],
      })[host] ?? [];
    await expect(checkWebhookUrl('https://erp.example.com/hook', strict, resolver)).resolves.toBeUndefined();
    for (const host of ['to-loopback.example.com', 'mixed.example.com'])
      await expect(checkWebhookUrl(`https://${host}/hook`, strict, resolver), host).rejects.toMatchObject({ code: 'WEBHOOK_URL_REFUSED' });
    // nothing to reach yet: taken, and checked again at every delivery
    await expect(checkWebhookUrl('https://unknown.example.com/hook', strict, resolver)).resolves.toBeUndefined();
  });
});

/** No name resolves (literal addresses are never looked up). */
const noDns = async () => [];

describe('webhook secrets', () => {
  it('are sealed under the session secret and open only with it', () => {
    const secret = generateWebhookSecret();
    const sealed = sealSecret(secret, 's'.repeat(32));
    expect(sealed).not.toContain(secret.slice(6));
    expect(openSecret(sealed, 's'.repeat(32))).toBe(secret);
    expect(openSecret(sealed, 't'.repeat(32))).toBeUndefined();
    expect(openSecret('garbage', 's'.repeat(32))).toBeUndefined();
  });

  it('sign the raw body as openssl does', () => {
    // echo -n '{"a":1}' | openssl dgst -sha256 -hmac whsec_test
    expect(signBody('{"a":1}', 'whsec_test')).toBe('sha256=51426af50a41dd7ff2cd3f116594734766d4018d15d6fb07169aee5d2959adf5');
  });
});
