import { version } from '../../package.json';

/**
 * The portal's release version (package.json, semantic versioning): `X.Y.Z` for a release, `X.Y.Z-dev` for
 * the code after a release on its way to the next one (`npm run release` sets both). Shown by /healthcheck,
 * the OpenAPI document and the footer of the administration screens; recorded in the database by the
 * migrator (schema_release), which is how an older release knows a newer schema it can run on.
 */
export const portalVersion: string = version;

const VERSION = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/;

/** Whether `text` is a semantic version this project uses (`1.2.3` or `1.2.3-dev`). */
export function isVersion(text: string): boolean {
  return VERSION.test(text);
}

/**
 * Semantic-version order: negative when a < b, 0 when equal, positive when a > b. A pre-release comes before
 * its release (`0.2.1-dev` < `0.2.1`), its identifiers compared as numbers when both are numeric.
 */
export function compareVersions(a: string, b: string): number {
  const [pa, pb] = [VERSION.exec(a), VERSION.exec(b)];
  if (!pa || !pb) throw new Error(`Not a semantic version: ${pa ? b : a}`);
  for (let i = 1; i <= 3; i++) {
    const d = Number(pa[i]) - Number(pb[i]);
    if (d !== 0) return d;
  }
  const [ra, rb] = [pa[4], pb[4]];
  if (ra === rb) return 0;
  if (ra === undefined) return 1;
  if (rb === undefined) return -1;
  const [ia, ib] = [ra.split('.'), rb.split('.')];
  for (let i = 0; i < Math.max(ia.length, ib.length); i++) {
    const [x, y] = [ia[i], ib[i]];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const [nx, ny] = [/^\d+$/.test(x) ? Number(x) : Number.NaN, /^\d+$/.test(y) ? Number(y) : Number.NaN];
    if (!Number.isNaN(nx) && !Number.isNaN(ny)) {
      if (nx !== ny) return nx - ny;
    } else if (x !== y) {
      if (!Number.isNaN(nx)) return -1;
      if (!Number.isNaN(ny)) return 1;
      return x < y ? -1 : 1;
    }
  }
  return 0;
}

/** The major version (`1` of `1.4.2`). */
export function majorOf(version: string): number {
  const match = VERSION.exec(version);
  if (!match) throw new Error(`Not a semantic version: ${version}`);
  return Number(match[1]);
}
