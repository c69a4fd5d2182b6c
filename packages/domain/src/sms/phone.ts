/**
 * A phone number as E.164 for Australia, or null when it is not one a text
 * can go to. Spaces, dots, dashes and brackets are dropped; an Australian number may be written
 * 04xx xxx xxx, 4xx xxx xxx, 61 4xx…, 0061 4xx… or +61 4xx…, and its national part must be nine
 * digits starting 2, 3, 4, 7 or 8. A number of another country must come with its `+`.
 */
export function toE164(input: string): string | null {
  const compact = input.trim().replace(/[\s.()-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let national: string | null = null;
  if (compact.startsWith('+61')) national = compact.slice(3);
  else if (compact.startsWith('0061')) national = compact.slice(4);
  else if (compact.startsWith('+')) return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
  else if (compact.startsWith('61') && compact.length === 11) national = compact.slice(2);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else if (compact.length === 9) national = compact;
  if (national?.startsWith('0')) national = national.slice(1);
  return national && /^[23478]\d{8}$/.test(national) ? `+61${national}` : null;
}

/**
 * Whether a number in E.164 can receive a text: an Australian number must be a
 * mobile (+614…); a number of another country came with its `+` and is taken as its sender's
 * word, since which of its ranges are mobile is that country's rule.
 */
export const isMobileE164 = (number: string): boolean =>
  number.startsWith('+61') ? /^\+614\d{8}$/.test(number) : /^\+[1-9]\d{7,14}$/.test(number);
