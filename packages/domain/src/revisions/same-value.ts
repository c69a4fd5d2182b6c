/**
 * Whether two JSON-like values are the same, whatever order their keys were written in; a key
 * whose value is undefined counts as absent, as in JSON and in the snapshot's hash text. Written
 * out rather than comparing canonicalText, because a 1,202-line quote compares thousands of rows.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  for (const key in left) if (!sameValue(left[key], right[key])) return false;
  for (const key in right) if (!(key in left) && right[key] !== undefined) return false;
  return true;
}

/** The keys of two objects whose values differ, in the order the older then the newer names them. */
export function differingKeys(before: object, after: object): string[] {
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].filter((key) => !sameValue(left[key], right[key]));
}
