import { describe, expect, it } from 'vitest';
import { renderAppShell, withPreloads } from './html';

describe('the app shell', () => {
  it('names a page screen files for the browser to fetch at once: scripts as modulepreload, stylesheets as preload', () => {
    const html = withPreloads('<html><head><title>x</title></head><body></body></html>', ['assets/Screen-a1.js', 'assets/ui-b2.css']);
    expect(html).toBe(
      '<html><head><title>x</title><link rel="modulepreload" crossorigin href="/supplier/assets/Screen-a1.js">' +
        '<link rel="preload" as="style" crossorigin href="/supplier/assets/ui-b2.css"></head><body></body></html>',
    );
    expect(withPreloads('<head></head>', [])).toBe('<head></head>');
  });

  it('serves the page shell without inline script and with the globals as JSON (no build in tests: no preloads)', () => {
    const html = renderAppShell({ firstName: '</script><script>alert(1)</script>' } as never, 'goodsReceipt');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("embeds a name with a replacement pattern ($' $& $` $$) as it is", () => {
    const firstName = "O$'Brien $& $` $$ $1";
    const html = renderAppShell({ firstName } as never, 'goodsReceipt');
    const json = /<script type="application\/json" id="portal-globals">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({ firstName });
    expect(html.match(/<div id="root"><\/div>/g)).toHaveLength(1);
  });

  it('names the data a page first asks for, for a signed-in reader: what depends on the address only for the address without a query', () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const stock = '/supplier/api/warehouse/stock?limit=50';
    const setup = ['/supplier/warehouse/invmgmt/stock/initdata.json', '/supplier/userprefs/displaystock'];
    expect(preloads(renderAppShell({} as never, 'stockOverview', new URLSearchParams()))).toEqual([...setup, stock]);
    expect(preloads(renderAppShell({} as never, 'stockOverview', new URLSearchParams('plant=1000')))).toEqual(setup);
    // a remembered plant: the first list is that plant's, as the screen asks for it
    expect(preloads(renderAppShell({} as never, 'stockOverview', new URLSearchParams(), { stockPlant: '1000' }))).toEqual([
      ...setup,
      '/supplier/api/warehouse/stock?plant=1000&#38;limit=50',
    ]);
    // not signed in, or a page without such data
    expect(preloads(renderAppShell({} as never, 'stockOverview', null))).toEqual([]);
    expect(preloads(renderAppShell({} as never, 'goodsReceipt', new URLSearchParams()))).toEqual([]);
  });
});
