import { describe, expect, it } from 'vitest';
import { compareVersions, isVersion, majorOf, portalVersion } from './release';

describe('release versions', () => {
  it('is a semantic version read from package.json', () => {
    expect(isVersion(portalVersion)).toBe(true);
    expect(isVersion('1.2')).toBe(false);
    expect(isVersion('v1.2.3')).toBe(false);
  });

  it('orders versions as semantic versioning does, a pre-release before its release', () => {
    const sorted = ['1.0.0', '0.10.0', '0.2.1-dev', '0.2.0', '0.2.1', '0.9.9', '1.0.0-dev.2', '1.0.0-dev.10'];
    sorted.sort(compareVersions);
    expect(sorted).toEqual(['0.2.0', '0.2.1-dev', '0.2.1', '0.9.9', '0.10.0', '1.0.0-dev.2', '1.0.0-dev.10', '1.0.0']);
    expect(compareVersions('0.1.0', '0.1.0')).toBe(0);
    expect(() => compareVersions('0.1', '0.1.0')).toThrow('Not a semantic version: 0.1');
    expect(majorOf('2.3.4-dev')).toBe(2);
  });
});
