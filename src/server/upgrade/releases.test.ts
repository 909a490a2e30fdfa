import { describe, expect, it } from 'vitest';
import { compareVersions, portalVersion } from '../../shared/release';
import { schemaCompatibleFrom } from '../db/compatibility';
import { previousRelease, recordedReleaseList, releaseCommit, sameDependencies } from './releases';

describe('the releases', () => {
  it('are recorded with a version and a full commit, the code after the last of them', () => {
    const releases = recordedReleaseList();
    expect(releases.length).toBeGreaterThan(0);
    expect(compareVersions(portalVersion, releases.at(-1)?.version as string)).toBeGreaterThanOrEqual(0);
    expect(previousRelease('0.1.1-dev').version).toBe('0.1.0');
    expect(() => previousRelease('0.0.1')).toThrow('releases.json names no release before 0.0.1');
  });

  it('keep the schema one release back at most: compatible from the previous release or from this one', () => {
    const previous = previousRelease();
    expect([previous.version, portalVersion.replace(/-.*$/, '')]).toContain(schemaCompatibleFrom);
  });

  it('say in one line when a release is not in the clone', () => {
    expect(() => releaseCommit({ version: '9.9.9', commit: 'f'.repeat(40) })).toThrow(
      `Release 9.9.9 is not in this clone: neither tag v9.9.9 nor commit ${'f'.repeat(40)} (releases.json) exists; fetch them (git fetch --tags, or a clone with full history)`,
    );
  });

  it("reuse this checkout's packages when it has every package of the release at the release's version", () => {
    const lock = (packages: Record<string, string>) =>
      JSON.stringify({
        packages: { '': { version: '0.0.0' }, ...Object.fromEntries(Object.entries(packages).map(([p, v]) => [p, { version: v }])) },
      });
    const release = lock({ 'node_modules/pg': '8.1.0', 'node_modules/zod': '4.0.0' });
    expect(sameDependencies(release, lock({ 'node_modules/pg': '8.1.0', 'node_modules/zod': '4.0.0', 'node_modules/new': '1.0.0' }))).toBe(
      true,
    );
    expect(sameDependencies(release, lock({ 'node_modules/pg': '8.2.0', 'node_modules/zod': '4.0.0' }))).toBe(false);
    expect(sameDependencies(release, lock({ 'node_modules/pg': '8.1.0' }))).toBe(false);
  });
});
