// Sorts every message catalogue (src/shared/i18n/locales/*.json) by key, two-space JSON, so parallel
// changes merge line by line; lists the keys each language lacks against English. `node scripts/i18n-sort.mjs`
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(import.meta.dirname, '../src/shared/i18n/locales');
const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const english = read('en.json');
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const catalogue = read(file);
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(join(dir, file), `${JSON.stringify(sorted, null, 2)}\n`);
  const missing = Object.keys(english).filter((key) => !(key in catalogue));
  const extra = Object.keys(catalogue).filter((key) => !(key in english));
  if (missing.length || extra.length)
    console.log(
      `${file}: ${missing.length} missing, ${extra.length} not in English${extra.length ? ` (${extra.slice(0, 5).join(', ')})` : ''}`,
    );
}
