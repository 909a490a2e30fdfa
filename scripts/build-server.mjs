// The server bundle (npm run build:server): our code and the packages it loads at start in one file.
// Node resolves, reads and compiles every module file on its own: the server opened ~530 of them in
// node_modules at start (fastify and its plugins, zod, kysely, pg, prom-client, semver, ...), ~180
// now (the packages below, most of them @fastify/swagger's YAML writer); 100-200 ms of every start
//.
import { build } from 'esbuild';

/**
 * Packages that stay in node_modules, each for a reason a bundle cannot keep:
 * - they find files next to their own modules: PGlite its WebAssembly and data files
 *   (import.meta.url), Swagger UI its static files, @fastify/swagger its package.json, pino the worker
 *   files of its transports;
 * - native addons: argon2, sharp (and pg's optional pg-native);
 * - loaded on first use, not at start: PDF labels, barcodes, QR codes, GraphQL (a bundled copy would be
 *   read and compiled at every start).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  '@node-rs/argon2',
  'sharp',
  'pg-native',
  'pdfkit',
  'bwip-js',
  'qrcode',
  'mercurius',
  'graphql',
];
const external = (path) => path.startsWith('node:') || EXTERNAL.some((name) => path === name || path.startsWith(`${name}/`));

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
  // the bundled CommonJS packages call require() for Node's modules and the external packages: an ES
  // module has no require of its own, so the bundle makes one (relative to itself, as Node would)
  banner: {
    js: "import { createRequire as portalCreateRequire } from 'node:module'; const require = portalCreateRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'packages-external',
      setup(builder) {
        builder.onResolve({ filter: /^[^./]/ }, (args) => (external(args.path) ? { path: args.path, external: true } : undefined));
      },
    },
  ],
});
