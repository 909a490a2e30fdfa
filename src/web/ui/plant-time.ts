import { instantAt } from '../../shared/calendar';
import { translator } from '../../shared/i18n';
import { readGlobals } from '../globals';

/**
 * Times and days on screens, the one place screens format them: an instant in the plant's time zone
 * (the user's plant, from the page's globals; the browser's zone for a user without a plant) with the
 * zone's short name, in the reader's locale (the page's language: de-DE, en-US, en-SG); never ISO text
 * or UTC.
 */
export function plantTimeZone(): string {
  return readGlobals().timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** "28.11.2026, 05:51 MEZ" (de-DE at a Berlin plant); '' for nothing. */
export const showTime = (at: string | Date | null | undefined): string => translator().time(at, plantTimeZone());

/** The time of day only: "05:51 MEZ". */
export const showClock = (at: string | Date | null | undefined): string => translator().time(at, plantTimeZone(), { date: false });

/** The plant's day of an instant: "28.11.2026". */
export const showDayOf = (at: string | Date | null | undefined): string => translator().dayOf(at, plantTimeZone());

/** A calendar day (YYYY-MM-DD) in the reader's locale: "28.11.2026". */
export const showDay = (day: string): string => translator().day(day);

/**
 * The instant a date and time typed at the plant names (a datetime-local input's "2026-11-28T14:30"): read in the
 * plant's zone, not the browser's, so a planner in another zone books the plant's 14:30. Null for no valid time.
 */
export const plantInstant = (wall: string): Date | null => instantAt(wall, plantTimeZone());
