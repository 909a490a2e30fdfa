// The server bundle (npm run build:server): our code in one file; packages stay in node_modules,
// loaded by Node at start, except kysely: its ~280 small ES modules, resolved and read one by one,
// cost 100-150 ms of every start, and no package of ours imports it (one copy only).
import { build } from 'esbuild';

const inline = (path) => path === 'kysely' || path.startsWith('kysely/');

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (inline(args.path) ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
