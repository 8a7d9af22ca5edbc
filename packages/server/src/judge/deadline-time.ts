// A deadline as the GameMaster sends it: an ISO 8601 date and time with its time zone, as the web
// client sends it (`2026-12-01T18:00:00.000Z`). Read strictly: JavaScript's own reading takes `1`
// as 2001, rolls `2020-02-30` over into March and reads a time without a zone in the server's
// own zone, and accepts years the database cannot keep.
import { ApiError } from '../http/api-error.js';

const written = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;

/** The latest year a deadline may name; the earliest is 2000. */
const lastYear = 9999;

/** The instant a deadline names, or a 400 `bad-date` saying how to write one. */
export function readDeadline(at: string): Date {
  const parts = written.exec(at);
  const refuse = (why: string) =>
    new ApiError(400, 'bad-date', `"${at}" ${why}; write a date and time such as 2026-12-01T18:00:00Z`);
  if (!parts) throw refuse('is not an ISO 8601 date and time');
  const [, year, month, day, hour, minute, second, zone, zoneHours, zoneMinutes] = parts;
  if (hour !== undefined && zone === undefined)
    throw refuse('has no time zone (end it with Z for UTC, or an offset such as +01:00)');
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const calendar = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || m > 12 || calendar.getUTCDate() !== d) throw refuse('is not a day of the calendar');
  if (Number(hour ?? 0) > 23 || Number(minute ?? 0) > 59 || Number(second ?? 0) > 59)
    throw refuse('is not a time of day');
  if (Number(zoneHours ?? 0) > 14 || Number(zoneMinutes ?? 0) > 59) throw refuse('has no such time zone offset');
  const when = new Date(at);
  const instantYear = when.getUTCFullYear();
  if (Number.isNaN(when.getTime()) || instantYear < 2000 || instantYear > lastYear)
    throw refuse(`is outside the years 2000 to ${lastYear}`);
  return when;
}
