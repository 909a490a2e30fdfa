#!/usr/bin/env node
// `npm run release -- X.Y.Z`: makes release X.Y.Z of the commit checked out (docs/OPERATIONS.md, "Releases").
// 1. checks: a release version after the last one (releases.json), a clean work tree, the changelog's section
//    "## [X.Y.Z] - date" with what changed and its upgrade notes;
// 2. sets package.json to X.Y.Z and writes the published API, releases/openapi-X.Y.Z.json;
// 3. runs the whole suite (`npm test`; with DATABASE_URL the PostgreSQL suite too, where the previous release is
//    started, upgraded under load, and the API compared with the last release's): green, or nothing is committed;
// 4. commits "Release X.Y.Z" and tags it v X.Y.Z (annotated, with the changelog's section);
// 5. records the release's commit in releases.json (tags do not always travel with a checkout), sets the version
//    to X.Y.(Z+1)-dev and opens "## [Unreleased]" in the changelog, in a second commit.
// Pushing the commits and the tag is left to the person releasing: `git push origin HEAD vX.Y.Z`.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { changelogSection, compareReleases, nextDevVersion, releaseVersion, withUnreleased } from './release-checks.mjs';

const fail = (line) => {
  console.error(`release: ${line}`);
  process.exit(1);
};
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

let version;
try {
  version = releaseVersion(process.argv[2]);
} catch (error) {
  fail(`${error.message} (usage: npm run release -- X.Y.Z)`);
}
const releases = JSON.parse(readFileSync('releases.json', 'utf8'));
const last = releases.releases
  .map((r) => r.version)
  .sort(compareReleases)
  .at(-1);
if (last && compareReleases(version, last) <= 0) fail(`${version} is not after the last release ${last} (releases.json)`);
if (git('tag', '--list', `v${version}`)) fail(`tag v${version} exists already`);
if (git('status', '--porcelain')) fail('the work tree has changes: commit or stash them first');
const section = changelogSection(readFileSync('CHANGELOG.md', 'utf8'), version);
if (section instanceof Error) fail(section.message);

const setVersion = (v) =>
  execFileSync('npm', ['version', v, '--no-git-tag-version', '--allow-same-version'], { stdio: ['ignore', 'ignore', 'inherit'] });
const snapshot = `releases/openapi-${version}.json`;
const undo = () => {
  execFileSync('git', ['checkout', '--', 'package.json', 'package-lock.json']);
  rmSync(snapshot, { force: true });
};
setVersion(version);
const api = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/openapi-document.ts', snapshot], { stdio: 'inherit' });
if (api.status !== 0) {
  undo();
  fail('the OpenAPI document could not be written');
}
console.log(`release ${version}: running the whole suite (npm test)${process.env.DATABASE_URL ? ', PostgreSQL included' : ''}...`);
const tests = spawnSync('npm', ['test'], { stdio: 'inherit' });
if (tests.status !== 0) {
  undo();
  fail(`the suite is not green: nothing committed, no tag (package.json is back at its version)`);
}

git('add', 'package.json', 'package-lock.json', snapshot);
git('commit', '-m', `Release ${version}`);
const commit = git('rev-parse', 'HEAD');
git('tag', '-a', `v${version}`, '-m', `Release ${version}\n\n${section}`);

releases.releases.push({ version, commit });
writeFileSync('releases.json', `${JSON.stringify(releases, null, 2)}\n`);
const next = nextDevVersion(version);
setVersion(next);
writeFileSync('CHANGELOG.md', withUnreleased(readFileSync('CHANGELOG.md', 'utf8')));
git('add', 'releases.json', 'package.json', 'package-lock.json', 'CHANGELOG.md');
git('commit', '-m', `After release ${version}: its commit in releases.json, the code at ${next}`);
console.log(
  `Released ${version}: tag v${version} on ${commit.slice(0, 12)}; the code is at ${next}. Push: git push origin HEAD v${version}`,
);
