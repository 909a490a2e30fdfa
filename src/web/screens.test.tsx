import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { href, type PageName, pages } from '../shared/pages';
import { matchPage } from './router';
import { routes, screens } from './screens';

/** An address of the page: its path with every parameter filled in. */
const addressOf = (name: PageName, path: string) =>
  (href as (name: PageName, params: Record<string, string>) => string)(
    name,
    Object.fromEntries(parse(path).keys.map((k) => [k, `${k}-1`])),
  );

describe('screens and routes', () => {
  it('gives every page of the table a screen and a route that leads to it', () => {
    expect(routes).toHaveLength(pages.length);
    for (const page of pages) {
      expect(screens[page.name], page.name).toBeTypeOf('function');
      const route = matchPage(routes, addressOf(page.name, page.path));
      expect(route?.value.name, page.name).toBe(page.name);
      expect(route?.path, page.name).toBe(page.path);
      expect(route?.value.Screen, page.name).toBe(screens[page.name]);
    }
  });

  it('has no screen for a page the table does not name', () => {
    expect(Object.keys(screens).sort()).toEqual(pages.map((p) => p.name).sort());
  });

  it('keeps a count on one screen while its address moves from step to step', () => {
    expect(screens.piCountItem).toBe(screens.piCount);
    expect(screens.piCountEmptyBin).toBe(screens.piCount);
  });
});
