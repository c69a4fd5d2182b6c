/**
 * PostgreSQL text cannot hold the NUL character, and no form has a reason to send it: text
 * carrying one is refused with this message, wherever it appears (docs/decisions/071).
 */
export const NUL_MESSAGE = 'This text contains a character that cannot be stored (NUL)';

export const hasNul = (text: string): boolean => text.includes('\u0000');

/**
 * Where a NUL character sits in a parsed body, query or params: the field path ('a.b.0'), '' at
 * the top, or undefined when there is none. Keys count too (they become column names and paths).
 * Binary file contents (Buffers) are not text and are left alone.
 */
export function findNul(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 64 || value instanceof Uint8Array) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (hasNul(key)) return path || key.replaceAll('\u0000', '');
    const found = findNul(item, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}
