/**
 * One of the posting_* row functions: the elements of a JSON array of texts, estimated at one row (ROWS 1) so that
 * the planner looks each key up by index instead of hashing a small table; STRICT keeps it from being inlined, which
 * would lose the estimate. PL/pgSQL (not SQL) so that its plan is kept for the connection's lifetime instead of being
 * parsed and planned again at every call. First created in migration 0093, PL/pgSQL since 0095.
 */
export const definition = `
create or replace function posting_texts(p jsonb) returns setof text
language plpgsql strict immutable rows 1 as $$
begin
  return query select jsonb_array_elements_text(p);
end $$;
`;
