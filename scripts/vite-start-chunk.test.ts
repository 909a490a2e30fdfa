import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startChunkGroup } from './vite-start-chunk';

const web = '/repo/src/web';
const at = (file: string) => resolve(web, file);
/** entry -> app -> shell; entry -> translator; a lazy screen (not imported statically) -> its own part and the shell */
const imports: Record<string, string[]> = {
  [at('main.tsx')]: [at('app.tsx'), at('i18n.ts')],
  [at('app.tsx')]: [at('shell.tsx')],
  [at('i18n.ts')]: [],
  [at('shell.tsx')]: [],
  [at('screens/Stock.tsx')]: [at('screens/parts.ts'), at('shell.tsx')],
  [at('screens/parts.ts')]: [],
};
const graph = { getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null) };

describe('startChunkGroup', () => {
  it("names 'start' every module the entry imports statically, however deep; not the entry, not a lazy screen's own", () => {
    const group = startChunkGroup(web);
    const names = Object.fromEntries(Object.keys(imports).map((id) => [id.slice(web.length + 1), group.name(id, graph)]));
    expect(names).toEqual({
      'main.tsx': null,
      'app.tsx': 'start',
      'i18n.ts': 'start',
      'shell.tsx': 'start',
      'screens/Stock.tsx': null,
      'screens/parts.ts': null,
    });
  });
});
