import { describe, expect, it } from 'vitest';
import { appForFile } from '../testing/api-test';

/** The page's globals carry the time zone of the user's plant: screens show times in it. */
const api = appForFile(['whfra', 'whnwk', 'supplier'] as const);

const globalsOf = async (client: (typeof api)['whfra']) => {
  const page = await client.inject({ method: 'GET', url: '/supplier/warehouse/menu/index', headers: { accept: 'text/html' } });
  expect(page.statusCode).toBe(200);
  const json = /<script type="application\/json" id="portal-globals">([^<]*)<\/script>/.exec(page.body)?.[1] ?? '{}';
  return JSON.parse(json) as { timeZone?: string };
};

describe('the plant time zone in the page globals', () => {
  it('is the zone of the user plant, none for a user without a plant', async () => {
    expect((await globalsOf(api.whfra)).timeZone).toBe('Europe/Berlin');
    expect((await globalsOf(api.whnwk)).timeZone).toBe('America/New_York');
    expect((await globalsOf(api.supplier)).timeZone).toBe('');
  });
});
