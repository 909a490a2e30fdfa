import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compareVersions, isVersion, portalVersion } from '../../shared/release';

/**
 * The portal's releases (releases.json and the git tags v<version>), and a previous release checked out,
 * built and ready to run next to the current code: what the upgrade tests start (upgrade.pg.test.ts) and
 * what `npm run release` extends (scripts/release.mjs).
 */
export const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export interface Release {
  version: string;
  commit: string;
}

/** The releases recorded in releases.json, oldest first. */
export function recordedReleaseList(root = ROOT): Release[] {
  const file = JSON.parse(readFileSync(join(root, 'releases.json'), 'utf8')) as { releases: Release[] };
  for (const r of file.releases) {
    if (!isVersion(r.version) || !/^[0-9a-f]{40}$/.test(r.commit))
      throw new Error(`releases.json: ${JSON.stringify(r)} is not a version and a full commit`);
  }
  return [...file.releases].sort((a, b) => compareVersions(a.version, b.version));
}

/** The newest release before the code under test (package.json's version): the one a rolling upgrade starts from. */
export function previousRelease(version = portalVersion, root = ROOT): Release {
  const before = recordedReleaseList(root).filter((r) => compareVersions(r.version, version) < 0);
  const last = before.at(-1);
  if (!last) throw new Error(`releases.json names no release before ${version}: the upgrade tests need the previous release`);
  return last;
}

const git = (args: string[], cwd: string) => spawnSync('git', args, { cwd, encoding: 'utf8' });

/**
 * The commit of a release: its tag v<version>, else the commit releases.json records (tags do not always travel
 * with a checkout). Throws one line when this clone has neither (a shallow clone: fetch the history or the tag).
 */
export function releaseCommit(release: Release, root = ROOT): string {
  const tagged = git(['rev-parse', '--verify', '--quiet', `refs/tags/v${release.version}^{commit}`], root);
  if (tagged.status === 0) {
    const commit = tagged.stdout.trim();
    if (commit !== release.commit)
      throw new Error(`Tag v${release.version} is ${commit}, releases.json records ${release.commit}: one of them is wrong`);
    return commit;
  }
  if (git(['cat-file', '-e', `${release.commit}^{commit}`], root).status === 0) return release.commit;
  throw new Error(
    `Release ${release.version} is not in this clone: neither tag v${release.version} nor commit ${release.commit} (releases.json) exists; fetch them (git fetch --tags, or a clone with full history)`,
  );
}

/**
 * Whether this checkout's node_modules serves a release: every package the release's lock file installs is installed
 * here at the same version (packages this checkout added beside them are never loaded by the release's code).
 */
export function sameDependencies(releaseLock: string, currentLock: string): boolean {
  type Lock = { packages?: Record<string, { version?: string }> };
  const [release, current] = [JSON.parse(releaseLock) as Lock, JSON.parse(currentLock) as Lock];
  return Object.entries(release.packages ?? {}).every(
    ([path, entry]) => path === '' || current.packages?.[path]?.version === entry.version,
  );
}

/**
 * The release's code in `.tmp/releases/<commit>` (git archive of the commit), with its node_modules and its
 * server bundle (npm run build:server; the API is all the upgrade tests use). node_modules is a hard-linked copy
 * of this checkout's when it holds every package of the release's lock file at its version, else `npm ci`. Built once per commit and kept:
 * a later run only checks the marker file.
 */
export function buildRelease(release: Release, root = ROOT, log: (line: string) => void = () => {}): string {
  const commit = releaseCommit(release, root);
  const dir = join(root, '.tmp', 'releases', commit);
  const marker = join(dir, '.built');
  if (existsSync(marker)) return dir;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive ${commit} | tar -x -C '${partial}'`], { cwd: root, encoding: 'utf8' });
  if (archive.status !== 0) throw new Error(`git archive of release ${release.version} (${commit}) failed: ${archive.stderr.trim()}`);
  const same = sameDependencies(
    readFileSync(join(partial, 'package-lock.json'), 'utf8'),
    readFileSync(join(root, 'package-lock.json'), 'utf8'),
  );
  if (same) {
    log(`release ${release.version}: its packages are installed here at the same versions, node_modules hard-linked`);
    execFileSync('cp', ['-al', join(root, 'node_modules'), join(partial, 'node_modules')]);
  } else {
    log(`release ${release.version}: packages at other versions than here, npm ci (network)`);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts=false'], { cwd: partial, stdio: 'pipe' });
  }
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: partial, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`release ${release.version}: build:server failed: ${build.stderr.trim() || build.stdout.trim()}`);
  writeFileSync(join(partial, '.built'), `${release.version} ${commit}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return dir;
}

/** The migration names a release's code knows (its migrations/index.ts, read from git). */
export function releaseMigrations(release: Release, root = ROOT): string[] {
  const text = execFileSync('git', ['show', `${releaseCommit(release, root)}:src/server/db/migrations/index.ts`], {
    cwd: root,
    encoding: 'utf8',
  });
  return [...text.matchAll(/^\s*'(\d{4}_[A-Za-z0-9_]+)':/gm)].map((m) => m[1] as string).sort();
}

/** Whether a release's migrator reads the compatibility record (schema_release): releases before it refuse any newer schema. */
export function releaseKnowsCompatibility(release: Release, root = ROOT): boolean {
  const text = execFileSync('git', ['show', `${releaseCommit(release, root)}:src/server/db/migrate.ts`], { cwd: root, encoding: 'utf8' });
  return text.includes('schema_release');
}
