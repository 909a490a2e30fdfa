/**
 * The quarter hour (of UTC) an instant falls in, the stock age summary's bin of a position's last movement
 * (migration 0210): every zone's day starts on a quarter hour, so the plant's day of the bin's start is the
 * plant's day of the instant, in whatever zone the plant has when a reader reads.
 */
export const definition = `
create or replace function stock_age_bin(at timestamptz) returns timestamptz
language sql immutable parallel safe as $fn$ select date_bin('15 minutes', at, timestamptz '2000-01-01 00:00:00+00') $fn$;
`;
