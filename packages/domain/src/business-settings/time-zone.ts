/** The states and territories whose public holidays may apply (the business's own state). */
export const AUSTRALIAN_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;
export type AustralianState = (typeof AUSTRALIAN_STATES)[number];

/** Whether the runtime knows an IANA time zone name (an offset such as '+10:00' is not one). */
export function isIanaTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(?:[/_+-][A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-AU', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
