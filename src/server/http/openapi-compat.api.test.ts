import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions, majorOf, portalVersion } from '../../shared/release';
import { appForFile } from '../testing/api-test';
import { ROOT, recordedReleaseList } from '../upgrade/releases';
import { breakingChanges } from './openapi-compat';

const file = appForFile([]);

/** The published API of the last release before this code (releases/openapi-<version>.json, written by `npm run release`). */
const published = recordedReleaseList()
  .filter((r) => compareVersions(r.version, portalVersion) <= 0)
  .at(-1);

describe('the published API', () => {
  it('carries the release version', async () => {
    const doc = (await file.t.app.inject({ method: 'GET', url: '/supplier/api/openapi.json' })).json();
    expect(doc.info.version).toBe(portalVersion);
  });

  it("keeps every operation of the last release's document compatible unless the major version changed", async () => {
    if (!published) throw new Error('releases.json names no release: the API has nothing to stay compatible with');
    const snapshot = join(ROOT, 'releases', `openapi-${published.version}.json`);
    expect(existsSync(snapshot), `${snapshot}: the OpenAPI document of release ${published.version}`).toBe(true);
    const before = JSON.parse(readFileSync(snapshot, 'utf8'));
    const now = (await file.t.app.inject({ method: 'GET', url: '/supplier/api/openapi.json' })).json();
    const changes = breakingChanges(before, now);
    // the comparison sees a break in this very document: a field of an answer removed, a path removed
    const broken = structuredClone(now);
    delete broken.paths['/healthcheck'].get.responses['200'].content['application/json'].schema.properties.uptimeSeconds;
    delete broken.paths['/supplier/api/warehouse/po-goods-receipts'];
    expect(breakingChanges(before, broken).sort()).toEqual(
      [
        ...changes,
        'GET /healthcheck: response 200.uptimeSeconds: removed',
        'POST /supplier/api/warehouse/po-goods-receipts: removed',
      ].sort(),
    );
    if (majorOf(portalVersion) > majorOf(published.version)) return; // a new major version may break (the changelog says how)
    expect(changes, `incompatible with release ${published.version}: make the change compatible, or release a new major version`).toEqual(
      [],
    );
  });
});
