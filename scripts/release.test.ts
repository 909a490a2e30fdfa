import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { changelogSection, compareReleases, nextDevVersion, releaseVersion, withUnreleased } from './release-checks.mjs';

const changelog = (body: string) =>
  `# Changelog\n\n## [Unreleased]\n\n## [0.2.0] - 2026-12-01\n${body}\n## [0.1.0] - 2026-11-28\n\n### Added\n- first\n`;

describe('npm run release: its checks', () => {
  it('takes a release version after the last one, and sets the code to the next -dev version', () => {
    expect(releaseVersion('0.2.0')).toBe('0.2.0');
    expect(() => releaseVersion('0.2')).toThrow('"0.2" is not a release version');
    expect(() => releaseVersion('0.2.0-dev')).toThrow('is not a release version');
    expect(compareReleases('0.10.0', '0.9.1')).toBeGreaterThan(0);
    expect(nextDevVersion('1.4.9')).toBe('1.4.10-dev');
  });

  it("wants the changelog's section with what changed and upgrade notes", () => {
    const good = changelog('\n### Fixed\n- a thing\n\n### Upgrade notes\n- rolling\n');
    expect(changelogSection(good, '0.2.0')).toBe('## [0.2.0] - 2026-12-01\n\n### Fixed\n- a thing\n\n### Upgrade notes\n- rolling');
    expect((changelogSection(good, '0.3.0') as Error).message).toContain('no section "## [0.3.0] - YYYY-MM-DD"');
    expect((changelogSection(changelog('\n### Fixed\n\n### Upgrade notes\n- rolling\n'), '0.2.0') as Error).message).toContain(
      'no entry under "### Added"',
    );
    expect((changelogSection(changelog('\n### Added\n- x\n'), '0.2.0') as Error).message).toContain('no entry under "### Upgrade notes"');
    // the notes of the next section do not count for this one
    expect(
      changelogSection(changelog('\n### Added\n- x\n').replace('- first', '- first\n\n### Upgrade notes\n- y'), '0.2.0'),
    ).toBeInstanceOf(Error);
  });

  it('opens an Unreleased section after a release, once', () => {
    const released = '# Changelog\n\n## [0.2.0] - 2026-12-01\n\n### Added\n- x\n';
    expect(withUnreleased(released)).toBe('# Changelog\n\n## [Unreleased]\n\n## [0.2.0] - 2026-12-01\n\n### Added\n- x\n');
    expect(withUnreleased(withUnreleased(released))).toBe(withUnreleased(released));
  });
});
