/**
 * posting_claim(claim): the Idempotency-Key of a posting, claimed in its transaction after checking the signed-in
 * session (sessionHash null: an API token, checked on arrival), with the answer when it is known ahead (no second
 * write to the key's row). Returns {live: false} | {claimed: true} | the first answer under the key.
 * First created in migration 0093.
 */
export const definition = `
create or replace function posting_claim(p jsonb) returns jsonb
language plpgsql as $$
declare
  v_user int := (p ->> 'userId')::int;
  v_first record;
begin
  if p ->> 'sessionHash' is not null and not exists (
    select 1 from user_session s join app_user u on u.user_id = s.user_id
    where s.session_hash = p ->> 'sessionHash' and s.user_id = v_user and s.revoked_at is null and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(mins => (p ->> 'idleMinutes')::int) and u.active) then
    return jsonb_build_object('live', false, 'claimed', false);
  end if;
  -- a request in flight under the same key holds its row: this insert waits for its commit or rollback
  -- the one-call posting knows its answer ahead: the key is stored with it (a rollback takes both back)
  insert into idempotency_key (user_id, idem_key, request_hash, response_status, response_body, mat_doc)
    values (v_user, p ->> 'key', p ->> 'requestHash', coalesce((p ->> 'status')::int, 0), coalesce(p ->> 'body', ''), p ->> 'matDoc')
    on conflict (user_id, idem_key) do nothing;
  if found then
    return jsonb_build_object('live', true, 'claimed', true);
  end if;
  select request_hash, response_status, response_body into v_first
    from idempotency_key where user_id = v_user and idem_key = p ->> 'key';
  return jsonb_build_object('live', true, 'claimed', false, 'requestHash', v_first.request_hash,
    'status', v_first.response_status, 'body', v_first.response_body);
end $$;
`;
