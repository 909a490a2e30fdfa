/**
 * One refresher of a summary at a time (movement_summary_refresh, stock_age_refresh): the transaction's advisory
 * lock on the summary's name, waited for (`wait`), or tried (false when another refresher holds it). Another
 * refresher waiting on the same horizon would count the same documents twice.
 */
export const definition = `
create or replace function summary_lock(summary text, wait boolean) returns boolean
language plpgsql as $fn$
begin
  if wait then
    perform pg_advisory_xact_lock(hashtext(summary));
    return true;
  end if;
  return pg_try_advisory_xact_lock(hashtext(summary));
end
$fn$;
`;
