import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openPostgres } from '../../src/server/db/connect';
import { systemPrincipal } from '../../src/server/domain/principal';
import { plainPostingParameter, preparePlainPosting } from '../../src/server/domain/stock/posting/post-in-one-call';
import { type PgbenchResult, pgbenchRunScript } from './pgbench';

/** One client's move: a unit of its own material between its bin and a target bin, back and forth. */
export interface Move {
  material: string;
  plant: string;
  sloc: string;
  bin: string;
  target: string;
}

/**
 * The posting-shaped ceiling: pgbench calling posting_post itself with the parameters the portal builds
 * for the same bin-to-bin moves (each client its own material, one unit there and back, a fresh
 * Idempotency-Key per call, the number from the sequence). What the database posts per second when no
 * HTTP, Node.js or driver stands in front of it; the portal's own read before each posting is not in it,
 * and the claim checks no session (as for an API token). Returns postings per second (two per script run).
 */
export async function postingShapedCeiling(url: string, moves: Move[], clientCounts: number[], seconds: number): Promise<PgbenchResult[]> {
  const database = await openPostgres(url, 2);
  const { db } = database;
  try {
    const user = await db.selectFrom('app_user').select('user_id').where('username', '=', 'whfra').executeTakeFirstOrThrow();
    const plants = await db.selectFrom('user_plant').select('plant_id').where('user_id', '=', user.user_id).execute();
    const actor = {
      ...systemPrincipal({ userId: user.user_id, username: 'whfra', plants: plants.map((p) => p.plant_id) }),
      ip: '127.0.0.1',
    };
    const claim = { userId: actor.userId, key: 'replaced by each call', requestHash: '0'.repeat(64), session: null };
    const parameter = async (m: Move, from: string, to: string) => {
      const posting = await preparePlainPosting(db, actor, {
        items: [
          { movementType: '999', material: m.material, quantity: '1', from: { plant: m.plant, sloc: m.sloc, bin: from }, to: { bin: to } },
        ],
      });
      if (!posting) throw new Error(`the move of ${m.material} is not a plain document`);
      return plainPostingParameter(actor, claim, posting, { status: 201, body: JSON.stringify(posting.result) });
    };
    await sql`drop table if exists bench_posting_shape`.execute(db);
    await sql`create table bench_posting_shape (client_id int, step int, p jsonb, primary key (client_id, step))`.execute(db);
    const clients = Math.max(...clientCounts);
    for (let c = 0; c < clients; c++) {
      const m = moves[c % moves.length] as Move;
      const there = await parameter(m, m.bin, m.target);
      const back = await parameter(m, m.target, m.bin);
      await sql`insert into bench_posting_shape values (${c}, 0, ${there}::jsonb), (${c}, 1, ${back}::jsonb)`.execute(db);
    }
    const script = join(tmpdir(), `posting-shape-${process.pid}.sql`);
    const call = (step: number) =>
      `select posting_post(jsonb_set(p #- '{document,matDoc}', '{claim,key}', to_jsonb(gen_random_uuid()::text))) from bench_posting_shape where client_id = :client_id and step = ${step};`;
    writeFileSync(script, `${call(0)}\n${call(1)}\n`);
    return clientCounts.map((n) => {
      const r = pgbenchRunScript(url, script, n, seconds);
      return { clients: n, tps: r.tps * 2, latencyMs: r.latencyMs / 2 };
    });
  } finally {
    await sql`drop table if exists bench_posting_shape`.execute(db);
    await database.close();
  }
}
