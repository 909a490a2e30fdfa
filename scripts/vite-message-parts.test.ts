import { describe, expect, it } from 'vitest';
import { keysNamedBy, type PartsChunk, SPLIT, splitMessages, wrapLazyImports } from './vite-message-parts';

const KEYS = ['menu.title', 'gr.title', 'gr.scan', 'error.A', 'error.B', 'kpi.stock.A', 'rtv.kindX', 'val.required', 'mail.subject'];
/** Built code as the samples write it: `#{` for a template's `${` (the samples are plain strings, not templates). */
const built = (code: string) => code.replaceAll('#{', '${');
const named = (code: string) => [...keysNamedBy(built(code), new Set(KEYS), [...KEYS].sort())].sort();

const chunk = (fileName: string, code: string, more: Partial<PartsChunk> = {}): PartsChunk => ({
  fileName,
  code,
  isEntry: false,
  facadeModuleId: `/web/${fileName.replace(/\.js$/, '.tsx')}`,
  moduleIds: [`/web/${fileName.replace(/\.js$/, '.tsx')}`],
  imports: [],
  dynamicImports: [],
  ...more,
});

describe('keysNamedBy: the keys the built code names', () => {
  it('as strings of any quote, and every key a template or a concatenation starts', () => {
    expect(named('t("gr.title"),t(`gr.scan`),x=\'menu.title\'')).toEqual(['gr.scan', 'gr.title', 'menu.title']);
    expect(named('t(`error.#{c}`)')).toEqual(['error.A', 'error.B']);
    expect(named('t(`rtv.kind#{k}`)')).toEqual(['rtv.kindX']);
    expect(named('t("kpi.stock."+c)')).toEqual(['kpi.stock.A']);
    // a text that only contains a key, or a template without a dotted start, names none
    expect(named('"see gr.title"+`#{a}.#{b}`+"mail.subjects"')).toEqual([]);
  });
});

describe('wrapLazyImports: every relative lazy import waits for its messages', () => {
  it('wraps relative imports with the id of their target, leaves packages and unresolved ones', () => {
    const source = "const a = () => import('./screens/A');\nconst b = () => import(\"../x/B\").then((m) => m.B);\nimport('exceljs');";
    const code = wrapLazyImports(source, (specifier) => (specifier === './screens/A' ? 'src/web/screens/A.tsx' : null));
    expect(code).toBe(
      'const a = () => withMessages(import(\'./screens/A\'), "src/web/screens/A.tsx");\nconst b = () => import("../x/B").then((m) => m.B);\nimport(\'exceljs\');',
    );
    expect(wrapLazyImports("import('react-select')", () => 'x')).toBeNull();
  });
});

describe('splitMessages: the core, and each lazily imported module its part', () => {
  const entry = chunk('app.js', 't("menu.title")', {
    isEntry: true,
    imports: ['start.js'],
    dynamicImports: ['Gr.js', 'Kpi.js', 'Toasts.js'],
  });
  const chunks = [
    entry,
    chunk('start.js', 'ok'),
    chunk('Gr.js', 't("gr.title");t("gr.scan")', { imports: ['start.js', 'errors.js'] }),
    chunk('Kpi.js', 't("kpi.stock."+c);t("gr.title")', { imports: ['errors.js'] }),
    chunk('errors.js', built('t(`error.#{code}`)')),
    // lazily loaded, but not through a wrapped import: its keys go to the core
    chunk('Toasts.js', built('t(`rtv.kind#{k}`)')),
    // another entry's (the sign-in page): no catalogue
    chunk('login.js', 't("mail.subject")', { isEntry: true }),
  ];
  // five more screens that name nothing: two modules of seven are less than a third
  const others = ['C', 'D', 'E', 'F', 'G'];
  const all = [...chunks, ...others.map((name) => chunk(`${name}.js`, 'x'))];
  const lazy = ['/web/Gr.tsx', '/web/Kpi.tsx', ...others.map((name) => `/web/${name}.tsx`)];

  it('the entry and what no wrapped import reaches in the core; a module its chunks beyond the core; no sign-in page', () => {
    const split = splitMessages(all, 'app.js', lazy, KEYS);
    expect(split.core).toEqual(['menu.title', 'rtv.kindX']);
    // the errors' keys and gr.title, needed by both, small: copied into each
    expect(split.parts['/web/Gr.tsx']).toEqual(['error.A', 'error.B', 'gr.scan', 'gr.title']);
    expect(split.parts['/web/Kpi.tsx']).toEqual(['error.A', 'error.B', 'gr.title', 'kpi.stock.A']);
    expect(split.modules).toEqual({ '/web/Gr.tsx': ['/web/Gr.tsx'], '/web/Kpi.tsx': ['/web/Kpi.tsx'] });
    expect(Object.values(split.parts).flat()).not.toContain('mail.subject');
  });

  it('keys several modules need, too large to copy into each, are a part of their own both wait for', () => {
    const large = (key: string) => (key.startsWith('error.') ? SPLIT.copiedChars : 1);
    const split = splitMessages(all, 'app.js', lazy, KEYS, large);
    // with them the other keys the same two modules need (gr.title): one part, not a copy in each
    expect(split.parts['shared-1']).toEqual(['error.A', 'error.B', 'gr.title']);
    expect(split.modules['/web/Gr.tsx']).toEqual(['/web/Gr.tsx', 'shared-1']);
    expect(split.modules['/web/Kpi.tsx']).toEqual(['/web/Kpi.tsx', 'shared-1']);
    expect(split.parts['/web/Gr.tsx']).toEqual(['gr.scan']);
    expect(split.parts['/web/Kpi.tsx']).toEqual(['kpi.stock.A']);
  });

  it('a key a third of the modules need is in the core', () => {
    const split = splitMessages(chunks, 'app.js', ['/web/Gr.tsx', '/web/Kpi.tsx'], KEYS);
    expect(split.core).toEqual(['error.A', 'error.B', 'gr.title', 'menu.title', 'rtv.kindX']);
    expect(split.parts).toEqual({ '/web/Gr.tsx': ['gr.scan'], '/web/Kpi.tsx': ['kpi.stock.A'] });
  });
});
