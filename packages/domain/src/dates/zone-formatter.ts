const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One DateTimeFormat per use and time zone, kept: building one costs about a millisecond, which
 * a long list or an editor redrawing on every keystroke would otherwise pay for each date.
 * `use` names the options, so they are never compared.
 */
export function zoneFormatter(
  use: string,
  timeZone: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): Intl.DateTimeFormat {
  const key = `${use} ${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { ...options, timeZone });
    formatters.set(key, format);
  }
  return format;
}
