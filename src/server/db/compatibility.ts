/**
 * Expand/contract (docs/CONVENTIONS.md, "The database"): the oldest release whose code runs on the schema
 * this code migrates to. While every migration since the previous release only expands (new tables, new
 * columns nullable or with a default, new functions beside the old ones), it stays at the previous release:
 * that release's instances keep serving on the migrated database during a rolling upgrade. A contract
 * migration (dropping or renaming what the previous release still uses, a narrower type) raises it to this
 * release's version: the previous release then refuses the database in one line, and the upgrade is a full
 * stop (written in the changelog's "Upgrade notes"). Never more than one release back (release.test.ts).
 */
export const schemaCompatibleFrom = '0.2.0';
