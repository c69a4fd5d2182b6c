import { zoneFormatter } from './zone-formatter.ts';

/**
 * Dates as the spec shows them: DD/MM/YYYY (accounts spec 9). Inputs may be ISO (YYYY-MM-DD,
 * with or without a time) or the d/m/yyyy the old valid-date field used.
 */
const pad = (n: number) => String(n).padStart(2, '0');

const isRealDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** A calendar date as YYYY-MM-DD, or null when the text is empty or not a real date. */
export const parseDateInput = (text: string | null | undefined): string | null => {
  const value = (text ?? '').trim();
  if (!value) return null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  const local = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : local
      ? [Number(local[3]), Number(local[2]), Number(local[1])]
      : [0, 0, 0];
  return y && isRealDate(y, m, d) ? `${y}-${pad(m)}-${pad(d)}` : null;
};

/** The business is in Melbourne: its days and times are shown there, wherever the viewer is. */
export const BUSINESS_TIME_ZONE = 'Australia/Melbourne';

/** A quote is valid for 30 days from the day it is made, unless staff set another date. */
export const DEFAULT_VALIDITY_DAYS = 30;

const partsOf = (date: Date, timeZone: string): Record<string, string> => {
  const formatter = zoneFormatter('date, time and zone', timeZone, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  });
  return formatter
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
};

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A time stamp, or null when there is none or it cannot be read. */
const instantOf = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * DD/MM/YYYY for a YYYY-MM-DD date or a time stamp (shown in the business's time zone). A
 * date-only value is a calendar day, never a moment: it is rewritten as text and never goes
 * through a Date, so it shows the same day in every time zone.
 */
export const formatDisplayDate = (
  value: string | Date | null | undefined,
  timeZone = BUSINESS_TIME_ZONE,
): string => {
  const dateOnly = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  const date = instantOf(value);
  if (!date) return '';
  const parts = partsOf(date, timeZone);
  return `${parts.day}/${parts.month}/${parts.year}`;
};

/** HH:mm (24-hour) of a time stamp in the business's time zone. */
export const formatDisplayTime = (value: string | Date | null | undefined, timeZone = BUSINESS_TIME_ZONE) => {
  const date = instantOf(value);
  if (!date) return '';
  const parts = partsOf(date, timeZone);
  return `${parts.hour}:${parts.minute}`;
};

/**
 * DD/MM/YYYY HH:mm and the zone's short name ("AEDT") of a time stamp in the business's time zone:
 * a history line or a mail is read by people in other states, and by the same people across a
 * change to daylight saving, so the time says which clock it is on.
 */
export const formatDisplayDateTime = (
  value: string | Date | null | undefined,
  timeZone = BUSINESS_TIME_ZONE,
) => {
  const date = instantOf(value);
  if (!date) return '';
  const { day, month, year, hour, minute, timeZoneName } = partsOf(date, timeZone);
  return `${day}/${month}/${year} ${hour}:${minute}${timeZoneName ? ` ${timeZoneName}` : ''}`;
};

/** The zone's short name at a moment ("AEDT"), from the same cached formatter; undefined if none. */
export const zoneNameAt = (date: Date, timeZone: string): string | undefined =>
  partsOf(date, timeZone).timeZoneName;

/** Today's calendar date in the business's time zone, as YYYY-MM-DD. */
export const businessToday = (now: Date = new Date(), timeZone = BUSINESS_TIME_ZONE): string => {
  const parts = partsOf(now, timeZone);
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** A date some days after another, as YYYY-MM-DD (calendar arithmetic in UTC, so no zone shifts it). */
export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A new quote's valid-to date: today (in the business's time zone) plus the validity days (settings). */
export const defaultValidTo = (
  now: Date = new Date(),
  days: number = DEFAULT_VALIDITY_DAYS,
  timeZone: string = BUSINESS_TIME_ZONE,
): string => addDays(businessToday(now, timeZone), days);
