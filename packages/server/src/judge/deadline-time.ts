// A deadline as the GameMaster sends it: an RFC 3339 date and time with its time zone, as the web
// client sends it (`2026-12-01T18:00:00.000Z`; `T` or a space between them, in either case).
// Read strictly: JavaScript's own reading takes `1` as 2001, rolls `2020-02-30` over into March,
// reads a time without a zone in the server's own zone, and accepts years the database cannot keep.
import { ApiError } from '../http/api-error.js';

const written =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?([Zz]|[+-](\d{2}):(\d{2}))?)?$/;

/** The years a deadline may name, as written. */
const firstYear = 2000;
const lastYear = 9999;

/** The instant a deadline names, or a 400 `bad-date` saying how to write one. */
export function readDeadline(at: string): Date {
  const refuse = (why: string) =>
    new ApiError(400, 'bad-date', `"${at}" ${why}; write a date and time such as 2026-12-01T18:00:00Z`);
  const parts = written.exec(at);
  if (!parts) throw refuse('is not an RFC 3339 date and time');
  const [, year, month, day, hour, minute, second, zone, zoneHours, zoneMinutes] = parts;
  if (hour === undefined) throw refuse('has no time of day');
  if (zone === undefined) throw refuse('has no time zone (end it with Z for UTC, or an offset such as +01:00)');
  const y = Number(year);
  if (y < firstYear || y > lastYear) throw refuse(`is outside the years ${firstYear} to ${lastYear}`);
  const calendar = new Date(Date.UTC(y, Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day))
    throw refuse('is not a day of the calendar');
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) throw refuse('is not a time of day');
  if (Number(zoneHours ?? 0) > 23 || Number(zoneMinutes ?? 0) > 59) throw refuse('has no such time zone offset');
  // Date reads the upper-case, `T`-separated form the same everywhere.
  const when = new Date(at.replace(/^(.{10})[t ]/i, '$1T').toUpperCase());
  if (Number.isNaN(when.getTime())) throw refuse('is not an RFC 3339 date and time');
  return when;
}
