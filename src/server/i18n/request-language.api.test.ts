import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appForFile, getAs } from '../testing/api-test';

const WAREHOUSE = '/supplier/api/warehouse';
const INTEGRATION = '/supplier/api/integration/v1';
const PROFILE = '/supplier/profile/edit.json';

const api = appForFile(['whfra', 'whnwk', 'supplier']);

const english = { 'accept-language': 'en-US,en;q=0.9' };
const german = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' };

/** Sets a user's profile language (null: the browser's). */
async function setProfileLanguage(username: 'whnwk' | 'supplier', language: string | null) {
  const client = api[username];
  const profile = (await client.inject({ method: 'GET', url: PROFILE })).json();
  const saved = await client.inject({
    method: 'POST',
    url: PROFILE,
    payload: { firstName: profile.firstName, lastName: profile.lastName, email: profile.email, phone: profile.phone, language },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

/** A body sent in parts with pauses between them: the server reads the rest after its first hooks have run. */
function slowly(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const parts = 4;
  const size = Math.ceil(bytes.length / parts);
  let sent = 0;
  return new ReadableStream({
    async pull(controller) {
      if (sent === parts) return controller.close();
      if (sent > 0) await new Promise((resolve) => setTimeout(resolve, 150));
      controller.enqueue(bytes.slice(sent * size, (sent + 1) * size));
      sent += 1;
    },
  });
}

describe('the language of an answer', () => {
  it('is the Accept-Language of a caller without a session: German text, the same code as in English', async () => {
    const de = await api.t.app.inject({ method: 'GET', url: `${WAREHOUSE}/plants`, headers: german });
    const en = await api.t.app.inject({ method: 'GET', url: `${WAREHOUSE}/plants`, headers: english });
    expect([de.statusCode, en.statusCode]).toEqual([401, 401]);
    expect(de.json()).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'Bitte melden Sie sich an.' });
    expect(en.json()).toMatchObject({ code: 'NOT_SIGNED_IN', message: 'Please sign in.' });
    // no header at all: English
    const none = await api.t.app.inject({ method: 'GET', url: `${WAREHOUSE}/plants` });
    expect(none.json().message).toBe('Please sign in.');
  });

  it("is the browser's for a session without a profile language, in a route's domain error and in the not-found answer", async () => {
    const de = await getAs(api.whfra, `${WAREHOUSE}/plants/9999`, german);
    const en = await getAs(api.whfra, `${WAREHOUSE}/plants/9999`, english);
    expect(de.statusCode).toBe(404);
    expect(de.json()).toMatchObject({ code: 'PLANT_NOT_FOUND', message: 'Werk 9999 wurde nicht gefunden.' });
    expect(en.json()).toMatchObject({ code: 'PLANT_NOT_FOUND', message: 'Plant 9999 was not found.' });
    const nowhere = await getAs(api.whfra, '/supplier/api/no-such-thing', german);
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Die Seite oder der Datensatz wurde nicht gefunden.' });
    // a page: German text in a German document
    const page = await getAs(api.whfra, '/supplier/no-such-page', { ...german, accept: 'text/html' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('Die Seite oder der Datensatz wurde nicht gefunden.');
    expect(page.body).toContain('Lieferantenportal');
    const englishPage = await getAs(api.whfra, '/supplier/no-such-page', { ...english, accept: 'text/html' });
    expect(englishPage.body).toContain('<html lang="en">');
    expect(englishPage.body).toContain('<title>404 - Supplier Portal</title>');
  });

  it("is the profile's language for a session, whatever the browser asks for", async () => {
    await setProfileLanguage('whnwk', 'de');
    try {
      const res = await getAs(api.whnwk, `${WAREHOUSE}/plants/9999`, english);
      expect(res.json()).toMatchObject({ code: 'PLANT_NOT_FOUND', message: 'Werk 9999 wurde nicht gefunden.' });
      const noHeader = await getAs(api.whnwk, `${WAREHOUSE}/plants/9999`);
      expect(noHeader.json().message).toBe('Werk 9999 wurde nicht gefunden.');
      // an English profile wins over a German browser
      await setProfileLanguage('whnwk', 'en');
      const en = await getAs(api.whnwk, `${WAREHOUSE}/plants/9999`, german);
      expect(en.json().message).toBe('Plant 9999 was not found.');
    } finally {
      await setProfileLanguage('whnwk', null);
    }
    // the browser's again once the profile names none
    expect((await getAs(api.whnwk, `${WAREHOUSE}/plants/9999`, german)).json().message).toBe('Werk 9999 wurde nicht gefunden.');
  });

  it('is German for an error thrown after a JSON body was parsed (a domain rule of a POST)', async () => {
    const profile = (await api.supplier.inject({ method: 'GET', url: PROFILE })).json();
    const refused = await api.supplier.inject({
      method: 'POST',
      url: PROFILE,
      headers: german,
      payload: { firstName: profile.firstName, lastName: profile.lastName, email: profile.email, phone: profile.phone, language: 'xx' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'LANGUAGE_NOT_AVAILABLE' });
    expect(refused.json().message).toMatch(/^language: es gibt keine Texte in xx; wählen Sie eine dieser Sprachen: /);
  });

  it('is German for a body the parser refuses', async () => {
    const res = await api.supplier.inject({
      method: 'POST',
      url: PROFILE,
      headers: { ...german, 'content-type': 'application/json' },
      payload: '{"firstName": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Der Anfrageinhalt ist kein gültiges JSON.');
  });

  it("is an API token caller's Accept-Language, also in a refused batch's row errors", async () => {
    const token = await api.t.tokenClient(['MASTER']);
    const rows = [{ material: 'I18N-1', description: 'Kabel', materialType: 'HAWA', materialGroup: 'NOPE', baseUnit: 'EA' }];
    const de = await token.inject({ method: 'POST', url: `${INTEGRATION}/master-data/materials`, headers: german, payload: rows });
    const en = await token.inject({ method: 'POST', url: `${INTEGRATION}/master-data/materials`, headers: english, payload: rows });
    expect([de.statusCode, en.statusCode]).toEqual([422, 422]);
    expect(de.json().code).toBe(en.json().code);
    expect(de.json().code).toBe('BATCH_REFUSED');
    expect(de.json().message).toMatch(/^Der Stapel wurde abgelehnt: 1 Zeile ist fehlerhaft/);
    expect(en.json().message).toMatch(/^The batch was refused: 1 rows have errors/);
    // the row errors: the same codes, the text in the caller's language
    expect(de.json().details).toEqual([
      { row: 0, field: 'materialGroup', code: 'REFERENCE_NOT_FOUND', message: expect.stringMatching(/ NOPE existiert nicht\.$/) },
    ]);
    expect(en.json().details).toEqual([
      { row: 0, field: 'materialGroup', code: 'REFERENCE_NOT_FOUND', message: 'Material group NOPE does not exist.' },
    ]);
  });

  it('does not mix languages between concurrent requests', async () => {
    const token = await api.t.tokenClient(['MASTER']);
    const rows = [{ material: 'I18N-2', description: 'Kabel', materialType: 'HAWA', materialGroup: 'NOPE', baseUnit: 'EA' }];
    const asks = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? 'de' : 'en') as 'de' | 'en');
    const answers = await Promise.all(
      asks.map(async (language, i) => {
        const headers = language === 'de' ? german : english;
        const res =
          i % 4 < 2
            ? await getAs(api.whfra, `${WAREHOUSE}/plants/9999`, headers)
            : await token.inject({ method: 'POST', url: `${INTEGRATION}/master-data/materials`, headers, payload: rows });
        return { language, message: String(res.json().message) };
      }),
    );
    for (const { language, message } of answers) {
      const isGerman = /^(Werk 9999 wurde nicht gefunden\.|Der Stapel wurde abgelehnt)/.test(message);
      const isEnglish = /^(Plant 9999 was not found\.|The batch was refused)/.test(message);
      expect({ language, message, isGerman, isEnglish }).toMatchObject({ isGerman: language === 'de', isEnglish: language === 'en' });
    }
  });

  it('keeps the language over a real socket, where the body arrives in parts after the first hooks ran', async () => {
    const address = await api.t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await api.t.tokenClient(['MASTER']);
    // tens of kilobytes in parts with pauses: the parser reads them from the socket long after the first hooks
    const rows = Array.from({ length: 400 }, (_, i) => ({
      material: `I18N-BIG-${i}`,
      description: `Kabel ${i}`,
      materialType: 'HAWA',
      materialGroup: i === 399 ? 'NOPE' : 'CABL',
      baseUnit: 'EA',
    }));
    const body = JSON.stringify(rows);
    expect(body.length).toBeGreaterThan(30_000);
    const post = (headers: Record<string, string>) =>
      fetch(`${address}${INTEGRATION}/master-data/materials`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token.secret}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
          ...headers,
        },
        body: slowly(body),
        duplex: 'half',
      } as RequestInit);
    const session = (headers: Record<string, string>) =>
      fetch(`${address}${PROFILE}`, {
        method: 'POST',
        headers: { cookie: api.supplier.cookie, 'x-csrf-token': api.supplier.csrfToken, 'content-type': 'application/json', ...headers },
        body: slowly(JSON.stringify({ firstName: 'S', lastName: 'U', email: null, phone: null, language: 'xx' })),
        duplex: 'half',
      } as RequestInit);
    const answers = await Promise.all([post(german), post(english), session(german), session(english), post(german)]);
    const bodies = await Promise.all(
      answers.map(async (res) => ({ status: res.status, ...((await res.json()) as { code: string; message: string }) })),
    );
    expect(bodies.map((b) => [b.status, b.code])).toEqual([
      [422, 'BATCH_REFUSED'],
      [422, 'BATCH_REFUSED'],
      [422, 'LANGUAGE_NOT_AVAILABLE'],
      [422, 'LANGUAGE_NOT_AVAILABLE'],
      [422, 'BATCH_REFUSED'],
    ]);
    expect(bodies.map((b) => b.message.slice(0, 26))).toEqual([
      'Der Stapel wurde abgelehnt',
      'The batch was refused: 1 r',
      'language: es gibt keine Te',
      'language: there are no tex',
      'Der Stapel wurde abgelehnt',
    ]);
  });
});
