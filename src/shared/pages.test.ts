import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { tcodes } from './access';
import { pageEndpoints } from './contracts';
import english from './i18n/locales/en.json' with { type: 'json' };
import { href, type PageName, type PageParams, pages, pageTable, pageTitleKey, withQuery } from './pages';

/** Every `:name` of a path, in order. */
const paramsOf = (path: string) => parse(path).keys;
/** A value that needs encoding in a path segment: a space, a slash, a question mark, a hash, a percent sign, non-ASCII. */
const awkward = (name: string) => `${name} a/b?c#d%e ü`;

describe('the page table', () => {
  it('gives every page a path of its own and an access the server guards it with', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.path, page.name).toMatch(/^\//);
      const { access } = page;
      if (typeof access === 'string') expect(['signed-in', 'public'], page.name).toContain(access);
      else expect(Object.keys(tcodes[access.module]), page.name).toContain(access.tcode);
      // the server's page route carries the same access (contracts/index.ts)
      expect(pageEndpoints.find((e) => e.path === page.path)?.access, page.name).toEqual(access);
    }
    expect(pageEndpoints).toHaveLength(pages.length);
  });

  it('lists the pages of the table, in its order, by name', () => {
    expect(pages.map((p) => p.name)).toEqual(Object.keys(pageTable));
    expect(pages.find((p) => p.name === 'delivery')).toMatchObject({ path: '/supplier/warehouse/delivery/:deliveryNumber' });
  });
});

describe('href', () => {
  it('builds every page with parameters, each parameter encoded, so the route gives back what went in', () => {
    const withParams = pages.filter((p) => paramsOf(p.path).length > 0);
    expect(withParams.length).toBeGreaterThan(20);
    for (const page of withParams) {
      const keys = paramsOf(page.path);
      const params = Object.fromEntries(keys.map((k) => [k, awkward(k)]));
      const built = (href as (name: PageName, params: Record<string, string>) => string)(page.name, params);
      const { pattern } = parse(page.path);
      const match = pattern.exec(built);
      expect(match, `${page.name}: ${built}`).not.toBeNull();
      expect(
        keys.map((_, i) => decodeURIComponent(match?.[i + 1] ?? '')),
        page.name,
      ).toEqual(keys.map(awkward));
      // no parameter text is left unencoded
      expect(built, page.name).not.toMatch(/[ ?#ü]|:[a-z]/i);
    }
  });

  it('fills a page exactly as its path reads', () => {
    expect(href('binToBin')).toBe('/supplier/warehouse/wm/b2b');
    expect(href('delivery', { deliveryNumber: 80000001 })).toBe('/supplier/warehouse/delivery/80000001');
    expect(href('stockInquiryMaterialBin', { matNumber: 'TRM/1', index: 2 })).toBe(
      '/supplier/warehouse/wm/si/binmatdetails/matNum/TRM%2F1/index/2',
    );
    expect(href('serialInspection/repair', { prodcat: 'GENERAL', srlno: 'SN 1#' })).toBe(
      '/supplier/warehouse/iqms/prd/GENERAL/SN%201%23/repair',
    );
    expect(href('serialEntry', { plant: '1000', sloc: '0001', mat: 'M-1', desc: 'Cable 2% / grey', qty: '2.5' })).toBe(
      '/supplier/warehouse/wm/serial/plant/1000/sloc/0001/material/M-1/desc/Cable%202%25%20%2F%20grey/qty/2.5',
    );
  });

  it('refuses a missing parameter when called around the types', () => {
    const untyped = href as (name: PageName, params?: Record<string, string>) => string;
    expect(() => untyped('delivery', {})).toThrow('parameter deliveryNumber is missing');
  });

  it('refuses missing and extra parameters at compile time', () => {
    // each line below fails to compile (tsc checks the tests): the test fails when one compiles
    // @ts-expect-error a page without parameters takes none
    expect(() => href('binToBin', { plant: '1000' })).not.toThrow();
    // @ts-expect-error a page with parameters needs them
    expect(() => href('delivery')).toThrow();
    // @ts-expect-error a missing parameter
    expect(() => href('piCountItem', { counttype: 'bin', bin: 'A-1' })).toThrow();
    // @ts-expect-error an extra parameter
    expect(href('delivery', { deliveryNumber: '1', plant: '1000' })).toBe('/supplier/warehouse/delivery/1');
    // @ts-expect-error a page that is not in the table
    expect(() => href('nowhere')).toThrow();
    const params: PageParams<'lotDetail'> = { prodcat: 'GENERAL', lotnum: 7 };
    expect(href('lotDetail', params)).toBe('/supplier/warehouse/iqms/search/GENERAL/lotdetail/7');
  });

  it('adds a query, encoded, leaving out undefined values', () => {
    expect(withQuery(href('stockOverview'), { plant: '1000', bin: 'A 1&2', none: undefined })).toBe(
      '/supplier/warehouse/invmgmt/stock/index?plant=1000&bin=A%201%262',
    );
    expect(withQuery(href('packing'), { delivery: '' })).toBe('/supplier/warehouse/wm/pack?delivery=');
    expect(withQuery(href('picking'), {})).toBe('/supplier/warehouse/wm/pick');
  });

  it('gives every page a title in the English catalogue', () => {
    const missing = pages.map((p) => pageTitleKey(p.name)).filter((key) => !(key in english));
    expect(missing).toEqual([]);
  });
});
