import { zoneNameAt } from './dates.ts';

/**
 * The short name of a time zone on a given day, as Australians write it: AEST in winter and AEDT
 * under daylight saving for Australia/Melbourne, AEST all year for Australia/Brisbane, AWST for
 * Australia/Perth. Read from the runtime's time-zone data (Intl), so daylight-saving dates are
 * never copied into code. A zone with no English short name gets its offset (e.g. "GMT+1").
 */
export function zoneAbbreviation(at: Date, timeZone: string): string {
  return zoneNameAt(at, timeZone) ?? timeZone;
}

/**
 * A zone name written at the end of a text (AEST, AEDT, ACWST, NZDT, GMT, UTC…), found to be
 * replaced; a word that only looks like one ("… by appointment ONLY") is left alone.
 */
const TRAILING_ZONE = /\b(?:[A-Z]{2,4}[SD]T|GMT|UTC)$/;

/**
 * A text of hours ("Monday to Friday, 8:00 am – 4:30 pm AEST") with its zone name made right for
 * the day: the name it ends with is replaced by the one in force at `at`. A text with no zone
 * name at its end is returned as it is.
 */
export function hoursWithZoneName(hours: string, at: Date, timeZone: string): string {
  return TRAILING_ZONE.test(hours) ? hours.replace(TRAILING_ZONE, zoneAbbreviation(at, timeZone)) : hours;
}
