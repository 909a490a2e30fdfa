/**
 * posting_post_batch(postings): the plain documents that queued while a posting_post call was in flight, in one
 * statement, one transaction and one commit, each in its own subtransaction (a block with an exception handler) so
 * that a refused document rolls back alone and answers its own error. Every document after the first waits at most
 * 20 ms for its rows (lock_timeout, local to the transaction) and answers 55P03 instead: the portal posts it again on
 * its own, so a batch never waits while holding rows. First created in migration 0094.
 */
export const definition = `
create or replace function posting_post_batch(p jsonb) returns jsonb
language plpgsql as $$
declare
  v_out jsonb := '[]';
  v_one jsonb;
  v_first boolean := true;
  v_state text;
  v_message text;
  v_detail text;
begin
  for v_one in select jsonb_array_elements(p) loop
    if not v_first then
      perform set_config('lock_timeout', '20ms', true);
    end if;
    v_first := false;
    begin
      v_out := v_out || jsonb_build_array(jsonb_build_object('r', posting_post(v_one)));
    exception when others then
      get stacked diagnostics v_state = returned_sqlstate, v_message = message_text, v_detail = pg_exception_detail;
      v_out := v_out || jsonb_build_array(jsonb_build_object('code', v_state, 'message', v_message, 'detail', v_detail));
    end;
  end loop;
  return v_out;
end $$;
`;
