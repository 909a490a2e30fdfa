import { describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';

/** The page's globals carry the time zone of the user's plant: screens show times in it. */
const api = appForFile(['whfra', 'whnwk', 'supplier'] as const);

const globalsOf = async (client: (typeof api)['whfra'], headers: Record<string, string> = {}) => {
  const page = await client.inject({ method: 'GET', url: '/supplier/warehouse/menu/index', headers: { accept: 'text/html', ...headers } });
  expect(page.statusCode).toBe(200);
  const json = /<script type="application\/json" id="portal-globals">([^<]*)<\/script>/.exec(page.body)?.[1] ?? '{}';
  return JSON.parse(json) as { timeZone?: string; menu?: unknown };
};

describe('the plant time zone in the page globals', () => {
  it('is the zone of the user plant, none for a user without a plant', async () => {
    expect((await globalsOf(api.whfra)).timeZone).toBe('Europe/Berlin');
    expect((await globalsOf(api.whnwk)).timeZone).toBe('America/New_York');
    expect((await globalsOf(api.supplier)).timeZone).toBe('');
  });
});

describe('the menu in the page globals', () => {
  it('is what the profile menu answers the same user (the app draws it without that request)', async () => {
    for (const client of [api.whfra, api.supplier]) {
      const answer = await client.inject({ method: 'GET', url: '/supplier/profile/menu' });
      expect(answer.statusCode).toBe(200);
      const menu = (await globalsOf(client)).menu;
      expect(Array.isArray(menu) && menu.length > 0).toBe(true);
      expect(menu).toEqual(answer.json());
    }
  });

  it('is in the reader language, as the profile menu answers it', async () => {
    const german = { 'accept-language': 'de-DE,de;q=0.9' };
    const answer = await api.whfra.inject({ method: 'GET', url: '/supplier/profile/menu', headers: german });
    const menu = (await globalsOf(api.whfra, german)).menu as { desc: string }[];
    expect(menu).toEqual(answer.json());
    expect(menu[0]?.desc).toBe('Lager');
  });
});
