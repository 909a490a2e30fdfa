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

/**
 * The last day each zone answered, with the second it answered for: a posting asks for today twice (its default
 * posting date, its open period), and formatToParts took 7 µs a call on a busy bench machine, a third of the
 * portal's own JavaScript per posting. Every UTC offset a zone ever had is whole seconds, so a day changes only
 * between two seconds: the same second is the same day.
 */
const lastDays = new Map<string, { second: number; day: string }>();

/** The day (YYYY-MM-DD) it is in `timeZone` at the instant `at`; a zone the runtime does not know counts as UTC. */
export function dayIn(timeZone: string, at: Date): string {
  const second = Math.floor(at.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last && last.second === second) return last.day;
  const day = computeDayIn(timeZone, at);
  if (last || lastDays.size < 1_000) lastDays.set(timeZone, { second, day });
  return day;
}

function computeDayIn(timeZone: string, at: Date): string {
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

/**
 * A plant's open posting period on `today` (its day): from the first day of the month `openMonths`
 * before today's month up to today. 1 opens the previous and the current month.
 */
export function openPostingPeriod(today: string, openMonths: number): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1 - openMonths; // 0-based, may go below 0
  const fromYear = year + Math.floor(month / 12);
  const fromMonth = ((month % 12) + 12) % 12;
  return { from: `${String(fromYear).padStart(4, '0')}-${String(fromMonth + 1).padStart(2, '0')}-01`, to: today };
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** How many minutes `timeZone` is ahead of UTC at the instant `at` (0 for a zone the runtime does not know). */
function offsetMinutes(timeZone: string, at: Date): number {
  let format = clocks.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return 0;
    }
    if (clocks.size < 1_000) clocks.set(timeZone, format);
  }
  const part: Record<string, number> = {};
  for (const p of format.formatToParts(at)) if (p.type !== 'literal') part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year ?? 1970, (part.month ?? 1) - 1, part.day ?? 1, part.hour ?? 0, part.minute ?? 0, part.second ?? 0);
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant a wall-clock time at a plant names: "2026-03-29T09:30" typed by someone in Frankfurt is 07:30 UTC in
 * summer, 08:30 in winter, whatever zone the browser runs in. A time that does not exist (the hour skipped when clocks
 * go forward) is read with the offset before the change; an ambiguous one (the hour repeated) as the first of the two.
 * Null when `wall` is not a date and time (YYYY-MM-DDTHH:mm, optionally :ss).
 */
export function instantAt(wall: string, timeZone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall);
  if (!m) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  // the zone's offset three hours either side of the wall time; the earlier one first (the first of two repeated hours)
  const before = offsetMinutes(timeZone, new Date(asUtc - 3_600_000 * 3));
  const after = offsetMinutes(timeZone, new Date(asUtc + 3_600_000 * 3));
  for (const offset of before === after ? [before] : [before, after]) {
    const at = new Date(asUtc - offset * 60_000);
    if (offsetMinutes(timeZone, at) === offset) return at;
  }
  return new Date(asUtc - before * 60_000);
}

/** The day it is now in `timeZone`. */
export const todayIn = (timeZone: string): string => dayIn(timeZone, new Date());

/**
 * Times as people at a plant read them: an instant in the plant's time zone,
 * written in the reader's locale (Intl), with the zone's short name ("28.11.2026, 05:51 MEZ",
 * "11/27/2026, 11:51 PM EST"); never a raw ISO string or UTC. A zone the runtime does not know
 * counts as UTC, an unknown locale as the runtime's default.
 */
export interface TimeFormatOptions {
  /** BCP 47 locale of the reader ("de-DE"); undefined: the runtime's */
  locale?: string | undefined;
  /** with the date (default) or the time of day only */
  date?: boolean;
}

/**
 * A reader's date format, kept in `formats` under `key` (making one costs some 50 µs; a table formats a cell per row):
 * in `locale`, or in the runtime's where Intl does not take that locale.
 */
function readerFormat(
  formats: Map<string, Intl.DateTimeFormat>,
  key: string,
  locale: string | undefined,
  options: () => Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options());
    } catch {
      format = new Intl.DateTimeFormat(undefined, options());
    }
    if (formats.size < 1_000) formats.set(key, format);
  }
  return format;
}

const times = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string, locale: string | undefined, withDate: boolean): Intl.DateTimeFormat {
  return readerFormat(times, `${locale ?? ''}|${timeZone}|${withDate}`, locale, () => ({
    timeZone: dayFormat(timeZone) ? timeZone : 'UTC',
    ...(withDate ? { year: 'numeric', month: '2-digit', day: '2-digit' } : {}),
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }));
}

/** An instant (ISO text or Date) as the reader sees it in `timeZone`; '' for nothing or text that is no time. */
export function formatTime(at: string | Date | null | undefined, timeZone: string, options: TimeFormatOptions = {}): string {
  if (at === null || at === undefined || at === '') return '';
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return '';
  return timeFormat(timeZone, options.locale, options.date ?? true).format(instant);
}

/** The calendar day of an instant in `timeZone`, in the reader's locale ("28.11.2026"). */
export function formatDayOf(at: string | Date | null | undefined, timeZone: string, locale?: string): string {
  if (at === null || at === undefined || at === '') return '';
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return '';
  return formatDay(dayIn(timeZone, instant), locale);
}

const localeDays = new Map<string, Intl.DateTimeFormat>();

/** A calendar day (YYYY-MM-DD, no time zone: a posting date, a delivery date) in the reader's locale. */
export function formatDay(day: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const format = readerFormat(localeDays, locale ?? '', locale, () => ({
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));
  return format.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}
