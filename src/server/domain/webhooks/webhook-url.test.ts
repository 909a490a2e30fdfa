import { describe, expect, it } from 'vitest';
import { setWebhookSchema } from '../../../shared/contracts/webhooks/schemas';
import { DomainError } from '../errors';
import { checkWebhookUrl } from './check-webhook-url';
import { generateWebhookSecret, openSecret, sealSecret, signBody } from './webhook-secret';

describe('webhook URLs', () => {
  it('takes http and https only, without credentials', () => {
    for (const url of ['https://erp.example.com/hook', 'http://10.1.2.3:8080/x?y=1'])
      expect(setWebhookSchema.safeParse({ url }).success).toBe(true);
    for (const url of ['ftp://x.example', 'javascript:alert(1)', 'file:///etc/passwd', 'https://u:p@x.example/', '', 'x'.repeat(2001)])
      expect(setWebhookSchema.safeParse({ url }).success, url).toBe(false);
  });

  it('refuses loopback and link-local hosts unless allowed', () => {
    for (const url of [
      'http://localhost/x',
      'http://app.localhost/x',
      'http://127.0.0.1:3000/',
      'http://127.1/',
      'http://2130706433/',
      'http://0.0.0.0/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data',
      'http://[fe80::1]/',
    ]) {
      expect(() => checkWebhookUrl(url, false), url).toThrow(DomainError);
      expect(() => checkWebhookUrl(url, true), url).not.toThrow();
    }
    for (const url of ['https://erp.example.com/', 'http://10.0.0.5/', 'http://[2001:db8::1]/'])
      expect(() => checkWebhookUrl(url, false)).not.toThrow();
  });
});

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
