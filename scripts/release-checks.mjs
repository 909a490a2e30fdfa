// The checks of `npm run release` (scripts/release.mjs), apart so that a test can run them (release.test.ts).

const VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const HEADINGS = ['Added', 'Changed', 'Fixed', 'Security'];

/** `X.Y.Z` of a release (no pre-release: `-dev` is the code between releases). */
export function releaseVersion(text) {
  if (!VERSION.test(text ?? '')) throw new Error(`"${text ?? ''}" is not a release version: X.Y.Z, e.g. 0.2.0`);
  return text;
}

/** Negative, 0 or positive as release a is before, equal to or after b (X.Y.Z only). */
export function compareReleases(a, b) {
  const [x, y] = [VERSION.exec(a), VERSION.exec(b)];
  for (let i = 1; i <= 3; i++) {
    const d = Number(x[i]) - Number(y[i]);
    if (d !== 0) return d;
  }
  return 0;
}

/** The version the code carries after release X.Y.Z until the next one: X.Y.(Z+1)-dev. */
export function nextDevVersion(version) {
  const [, major, minor, patch] = VERSION.exec(version);
  return `${major}.${minor}.${Number(patch) + 1}-dev`;
}

/**
 * The changelog's section of `version` (`## [X.Y.Z] - YYYY-MM-DD`): its text, or an Error naming what is missing.
 * It must say what changed (one of Added, Changed, Fixed, Security, with an entry) and carry "Upgrade notes" for
 * operators (with an entry: at least whether the upgrade can be rolling).
 */
export function changelogSection(changelog, version) {
  const lines = changelog.split('\n');
  const escaped = version.replace(/\./g, '\\.');
  const start = lines.findIndex((l) => new RegExp(`^## \\[${escaped}\\] - \\d{4}-\\d{2}-\\d{2}\\s*$`).test(l));
  if (start < 0) {
    return new Error(`CHANGELOG.md has no section "## [${version}] - YYYY-MM-DD" (rename "## [Unreleased]" to it, with today's date)`);
  }
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  const body = lines.slice(start + 1, end < 0 ? undefined : end);
  const entries = (heading) => {
    const at = body.findIndex((l) => l.trim() === `### ${heading}`);
    if (at < 0) return 0;
    const next = body.findIndex((l, i) => i > at && /^### /.test(l));
    return body.slice(at + 1, next < 0 ? undefined : next).filter((l) => /^\s*- \S/.test(l)).length;
  };
  if (!HEADINGS.some((h) => entries(h) > 0)) {
    return new Error(`CHANGELOG.md, section ${version}: no entry under ${HEADINGS.map((h) => `"### ${h}"`).join(', ')}`);
  }
  if (entries('Upgrade notes') === 0) {
    return new Error(`CHANGELOG.md, section ${version}: no entry under "### Upgrade notes" (rolling upgrade or full stop, and what to do)`);
  }
  return lines
    .slice(start, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

/** The changelog with an empty "## [Unreleased]" section above the newest release, if it has none. */
export function withUnreleased(changelog) {
  if (/^## \[Unreleased\]/m.test(changelog)) return changelog;
  return changelog.replace(/^## \[/m, '## [Unreleased]\n\n## [');
}
