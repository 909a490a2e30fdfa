import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The package root, found from this file upwards, so paths hold whether the server runs from
 * source (tsx) or from the bundle in dist/server.
 */
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
/** The built web app (vite build). */
export const WEB_DIST = join(PROJECT_ROOT, 'dist/web');
/** The web app's sources (HTML templates when the app is not built, in tests). */
export const WEB_SOURCE = join(PROJECT_ROOT, 'src/web');
