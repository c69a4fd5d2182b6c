/**
 * PostgreSQL text cannot hold the NUL character, and no form has a reason to send it: text
 * carrying one is refused with this message, wherever it appears (docs/decisions/071).
 */
export const NUL_MESSAGE = 'This text contains a character that cannot be stored (NUL)';

export const hasNul = (text: string): boolean => text.includes('\u0000');

/** A NUL found: the keys from where it was found up to the top, and the key itself when it is a key's. */
type Found = { keys: string[]; inKey: string | null };

/**
 * Where a NUL character sits in a parsed body, query or params: the field path ('a.b.0'), '' at
 * the top, or undefined when there is none. Keys count too (they become column names and paths):
 * a key carrying one is named by the path of the object that holds it, or by itself (without the
 * NUL) at the top. Binary file contents (Buffers) are not text and are left alone.
 */
export function findNul(value: unknown): string | undefined {
  const found = nulIn(value, 0);
  if (!found) return undefined;
  if (found.keys.length === 0 && found.inKey !== null) return found.inKey.replaceAll('\u0000', '');
  return found.keys.reverse().join('.');
}

// Every request body is walked: a quote of 1,200 lines has some 40,000 values, so the path is
// built only for the one NUL found, on the way back, not for every value on the way down.
function nulIn(value: unknown, depth: number): Found | undefined {
  if (typeof value === 'string') return hasNul(value) ? { keys: [], inKey: null } : undefined;
  if (!value || typeof value !== 'object' || depth > 64 || value instanceof Uint8Array) return undefined;
  for (const key of Object.keys(value)) {
    if (hasNul(key)) return { keys: [], inKey: key };
    const found = nulIn((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.keys.push(key);
      return found;
    }
  }
  return undefined;
}
