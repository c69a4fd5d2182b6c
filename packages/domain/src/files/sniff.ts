import type { SniffedType } from './kinds.ts';

/**
 * Recognises a file by its bytes (magic numbers) and checks that it is whole: a truncated image
 * or PDF is refused rather than stored (decisions/090). Pure: takes the bytes, names the type or
 * says why not. Anything unrecognised (HTML, SVG, scripts, archives) is `unknown`.
 */
export type SniffResult =
  | { ok: true; type: SniffedType }
  | { ok: false; reason: 'unknown' | 'truncated' | 'empty' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** Bytes as text, one character per byte (headers are ASCII; the domain has no TextDecoder). */
const latin1 = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** Whether `needle` occurs in the last `window` bytes (trailers such as %%EOF). */
const tailHas = (bytes: Uint8Array, needle: string, window = 2048): boolean => {
  const target = ascii(needle);
  const from = Math.max(0, bytes.length - window - target.length);
  for (let i = bytes.length - target.length; i >= from; i -= 1) if (startsWith(bytes, target, i)) return true;
  return false;
};

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const PDF = ascii('%PDF-');
const PS_EPS = ascii('%!PS-Adobe');
const DOS_EPS = [0xc5, 0xd0, 0xd3, 0xc6];
const PES = ascii('#PES');
const DST = ascii('LA:');

const readUint32LE = (bytes: Uint8Array, at: number): number =>
  ((bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16)) +
  (bytes[at + 3] ?? 0) * 0x1000000;

/** Trims trailing whitespace and NULs, which some tools pad files with. */
const trimmedEnd = (bytes: Uint8Array): number => {
  let end = bytes.length;
  while (end > 0 && [0x00, 0x09, 0x0a, 0x0d, 0x20].includes(bytes[end - 1] ?? -1)) end -= 1;
  return end;
};

const whole = (type: SniffedType, complete: boolean): SniffResult =>
  complete ? { ok: true, type } : { ok: false, reason: 'truncated' };

export function sniffFile(bytes: Uint8Array): SniffResult {
  if (bytes.length === 0) return { ok: false, reason: 'empty' };
  const end = trimmedEnd(bytes);
  const body = bytes.subarray(0, end);
  if (startsWith(bytes, PNG)) return whole('png', end >= 8 + 12 && startsWith(body, PNG_IEND, end - 8));
  if (startsWith(bytes, JPEG))
    return whole('jpeg', end >= 4 && body[end - 2] === 0xff && body[end - 1] === 0xd9);
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89))
    return whole('gif', end > 13 && body[end - 1] === 0x3b);
  if (startsWith(bytes, PDF)) return whole('pdf', tailHas(body, '%%EOF'));
  if (startsWith(bytes, PS_EPS)) {
    // A PostScript file that is not Encapsulated (no "EPSF" on its first line) is not artwork.
    const firstLine = latin1(bytes.subarray(0, 64)).split(/[\r\n]/)[0] ?? '';
    if (!firstLine.includes('EPSF')) return { ok: false, reason: 'unknown' };
    return whole('eps', tailHas(body, '%%EOF'));
  }
  if (startsWith(bytes, DOS_EPS)) {
    // DOS EPS binary header: the PostScript section's offset and length must lie in the file
    // and the section must itself start like an EPS.
    if (bytes.length < 30) return { ok: false, reason: 'truncated' };
    const offset = readUint32LE(bytes, 4);
    const length = readUint32LE(bytes, 8);
    if (offset < 30 || length === 0 || offset + length > bytes.length)
      return { ok: false, reason: 'truncated' };
    return startsWith(bytes, PS_EPS, offset) ? { ok: true, type: 'eps' } : { ok: false, reason: 'unknown' };
  }
  if (startsWith(bytes, PES)) {
    // "#PES" then a four-digit version, then the offset of the PEC section, which must exist.
    const version = latin1(bytes.subarray(4, 8));
    if (!/^\d{4}$/.test(version)) return { ok: false, reason: 'unknown' };
    return whole('pes', bytes.length >= 12 && readUint32LE(bytes, 8) < bytes.length);
  }
  if (startsWith(bytes, DST)) {
    // Tajima DST: a 512-byte text header ("LA:" label first), stitches in threes, and the
    // end-of-design record 00 00 F3 last.
    const header = latin1(bytes.subarray(0, 512));
    if (!/\rST:\s*\d+/.test(header) && !/ST:\s*\d+/.test(header)) return { ok: false, reason: 'unknown' };
    const complete =
      bytes.length >= 515 &&
      (bytes.length - 512) % 3 === 0 &&
      startsWith(bytes, [0x00, 0x00, 0xf3], bytes.length - 3);
    return whole('dst', complete);
  }
  return { ok: false, reason: 'unknown' };
}
