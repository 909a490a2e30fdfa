/**
 * One of the posting_* row functions: the bins (warehouse, bin) a document names, read from JSON, estimated at one row (ROWS 1) so that
 * the planner looks each key up by index instead of hashing a small table; STRICT keeps it from being inlined, which
 * would lose the estimate. PL/pgSQL (not SQL) so that its plan is kept for the connection's lifetime instead of being
 * parsed and planned again at every call. First created in migration 0093, PL/pgSQL since 0095.
 */
export const definition = `
create or replace function posting_bin_keys(p jsonb) returns table (warehouse_id text, bin_id text)
language plpgsql strict stable rows 1 as $$
begin
  return query select * from jsonb_to_recordset(p) as v(warehouse_id text, bin_id text);
end $$;
`;
