import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menu } from '../shared/contracts/profile/menu';
import { GLOBALS_ELEMENT_ID } from '../shared/globals';
import { t } from '../shared/i18n';
import { errorText } from '../shared/messages';
import { ApiError, apiFetch, call, isApiError, newIdempotencyKey, offlineReadsArriving, setOfflineReads } from './api';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...headers } });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = GLOBALS_ELEMENT_ID;
  el.textContent = JSON.stringify({ csrfToken: 'tok-123', firstName: 'Ada' });
  document.body.append(el);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById(GLOBALS_ELEMENT_ID)?.remove();
});

function sent(i = 0) {
  const [url, init] = fetchMock.mock.calls[i]!;
  return { url: String(url), init: init!, headers: init!.headers as Record<string, string> };
}

describe('apiFetch', () => {
  it('GETs JSON same-origin without a CSRF header, with query parameters', async () => {
    fetchMock.mockResolvedValue(json(200, { a: 1 }));
    await expect(apiFetch('/supplier/x.json', { query: { q: 'a b', n: 2, skip: undefined, none: null } })).resolves.toEqual({ a: 1 });
    const { url, init, headers } = sent();
    expect(url).toBe('/supplier/x.json?q=a+b&n=2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('same-origin');
    expect(headers.accept).toBe('application/json');
    expect(headers['x-csrf-token']).toBeUndefined();
    expect(init.body).toBeUndefined();
  });

  it('POSTs a JSON body with the page CSRF token and an Idempotency-Key', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 7 }));
    const key = newIdempotencyKey();
    await apiFetch('/supplier/api/warehouse/x?y=1', { method: 'POST', body: { qty: '1.000' }, idempotencyKey: key, query: { z: 3 } });
    const { url, init, headers } = sent();
    expect(url).toBe('/supplier/api/warehouse/x?y=1&z=3');
    expect(init.body).toBe('{"qty":"1.000"}');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-csrf-token']).toBe('tok-123');
    expect(headers['idempotency-key']).toBe(key);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('resolves undefined for 204 and text for non-JSON answers', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiFetch('/a', { method: 'DELETE' })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('plain', { status: 200, headers: { 'content-type': 'text/plain' } }));
    await expect(apiFetch('/b')).resolves.toBe('plain');
  });

  it("throws ApiError carrying the server's code, message and reason", async () => {
    fetchMock.mockResolvedValue(
      json(422, { code: 'NEGATIVE_STOCK', message: 'Not enough stock', reason: 'Material M1: 2 available, 3 requested' }),
    );
    const error = await apiFetch('/c', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(isApiError(error)).toBe(true);
    const e = error as ApiError;
    expect(e).toBeInstanceOf(Error);
    expect(e.status).toBe(422);
    expect(e.code).toBe('NEGATIVE_STOCK');
    expect(e.message).toBe('Not enough stock');
    expect(e.reason).toBe('Material M1: 2 available, 3 requested');
    expect(e.body).toEqual({ code: 'NEGATIVE_STOCK', message: 'Not enough stock', reason: 'Material M1: 2 available, 3 requested' });
    expect(errorText(e)).toBe('Material M1: 2 available, 3 requested');
  });

  it('keeps details and falls back to the message without a reason', async () => {
    fetchMock.mockResolvedValue(json(400, { code: 'INVALID_INPUT', message: 'body.qty: Required', details: { field: 'qty' } }));
    const e = (await apiFetch('/d').catch((x: unknown) => x)) as ApiError;
    expect(e.reason).toBeUndefined();
    expect(e.details).toEqual({ field: 'qty' });
    expect(errorText(e)).toBe('body.qty: Required');
  });

  it('turns a non-JSON error page into an ApiError naming the status', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
    const e = (await apiFetch('/e').catch((x: unknown) => x)) as ApiError;
    expect(e.status).toBe(502);
    expect(e.code).toBe('HTTP_502');
    expect(e.message).toBe('The server answered with an error (502).');
  });

  it('turns a network failure into an ApiError with a clear message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const e = (await apiFetch('/f').catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.status).toBe(0);
    expect(e.code).toBe('NETWORK');
    expect(e.message).toBe(t('networkError'));
  });

  it('rethrows an abort as the abort, not as an ApiError', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    controller.abort();
    const e = await apiFetch('/g', { signal: controller.signal }).catch((x: unknown) => x);
    expect(e).not.toBeInstanceOf(ApiError);
    expect((e as DOMException).name).toBe('AbortError');
  });

  it('sends no CSRF header when the page has no token', async () => {
    document.getElementById(GLOBALS_ELEMENT_ID)?.remove();
    fetchMock.mockResolvedValue(json(200, {}));
    await apiFetch('/h', { method: 'POST' });
    expect(sent().headers['x-csrf-token']).toBeUndefined();
  });
});

describe('call while the offline reads are on their way (main.tsx installs them after the first paint)', () => {
  afterEach(() => setOfflineReads(null));

  it("hands a GET's answer to the offline reads once they are installed, and a GET the network fails waits for them", async () => {
    let install = () => {};
    const arriving = new Promise<void>((resolve) => {
      install = resolve;
    });
    offlineReadsArriving(arriving);
    const answered: string[] = [];
    const reads = {
      answered: (_contract: unknown, url: string) => answered.push(url),
      fallback: vi.fn(async () => []),
    };

    fetchMock.mockResolvedValueOnce(json(200, []));
    await expect(call(menu)).resolves.toEqual([]);
    expect(answered).toEqual([]);

    // the network down before the reads are there: the read waits for them and is answered by the device
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const offline = call(menu);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reads.fallback).not.toHaveBeenCalled();
    setOfflineReads(reads);
    install();
    await expect(offline).resolves.toEqual([]);
    expect(reads.fallback).toHaveBeenCalledTimes(1);
    // the answer from before they came, handed over once they did
    expect(answered).toEqual(['/supplier/profile/menu']);
  });
});
