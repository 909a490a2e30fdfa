/**
 * A plant's calendar day. A posting's date, the dock's "today" and the arrivals of a day are the plant's
 * local day (its `timezone`, an IANA name such as Europe/Berlin), not the server's or UTC's: at 20:00 in
 * New York it is already tomorrow in UTC, at 07:00 in Singapore it is still yesterday.
 */

const days = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = days.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return undefined;
    }
    if (days.size < 1_000) days.set(timeZone, format);
  }
  return format;
}

/** Whether `name` is a time zone this runtime knows (IANA names and UTC; checked where a plant's zone is set). */
export function isTimeZone(name: string): boolean {
  return name.length > 0 && name.length <= 64 && dayFormat(name) !== undefined;
}

/** The day (YYYY-MM-DD) it is in `timeZone` at the instant `at`; a zone the runtime does not know counts as UTC. */
export function dayIn(timeZone: string, at: Date): string {
  const format = dayFormat(timeZone);
  if (!format) return at.toISOString().slice(0, 10);
  let year = '';
  let month = '';
  let day = '';
  for (const part of format.formatToParts(at)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The day it is now in `timeZone`. */
export const todayIn = (timeZone: string): string => dayIn(timeZone, new Date());
