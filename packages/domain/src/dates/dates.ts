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

/** DD/MM/YYYY for a YYYY-MM-DD date or an ISO time stamp (shown in the business's time zone). */
export const formatDisplayDate = (
  value: string | null | undefined,
  timeZone = 'Australia/Melbourne',
): string => {
  if (!value) return '';
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, p) => Object.assign(acc, { [p.type]: p.value }), {});
  return `${parts.day}/${parts.month}/${parts.year}`;
};

/** A date some days after another, as YYYY-MM-DD (default quote validity). */
export const addDays = (isoDate: string, days: number): string => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
