import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/**
 * Reads a zip held in memory (an XLSX is one) part by part. The sizes a zip declares are not
 * trusted: every part is inflated as a stream and counted as it comes, so a part that unpacks
 * to far more than a spreadsheet could hold is stopped early, not unpacked whole
 * (docs/decisions/075).
 */

export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  offset: number;
};

export class ZipError extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** The entries named by the central directory at the end of the zip. */
export function zipEntries(data: Buffer): Map<string, ZipEntry> {
  const from = Math.max(0, data.length - 65_557);
  let end = -1;
  for (let i = data.length - 22; i >= from; i -= 1) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipError('no central directory');
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) throw new ZipError('broken directory');
    const nameLength = data.readUInt16LE(at + 28);
    const name = data.toString('utf8', at + 46, at + 46 + nameLength);
    entries.set(name, {
      name,
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      offset: data.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** What stops a part from unpacking without end. */
export type InflateLimits = {
  /** No part unpacks to more than this many bytes. */
  maxBytes: number;
  /** Past `ratioFrom` bytes, a part may not be more than `maxRatio` times its packed size. */
  maxRatio: number;
  ratioFrom: number;
};

export class InflateLimitError extends Error {}

const SLICE = 64 * 1024;

/** The part's bytes as they unpack, refused once they pass the limits. */
export async function* inflateEntry(
  data: Buffer,
  entry: ZipEntry,
  limits: InflateLimits,
): AsyncGenerator<Buffer> {
  if (entry.flags & 1) throw new ZipError('encrypted');
  const at = entry.offset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL) throw new ZipError('broken entry');
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const packed = data.subarray(start, start + entry.compressedSize);
  const slices = (function* () {
    for (let i = 0; i < packed.length; i += SLICE) yield packed.subarray(i, i + SLICE);
  })();
  let source: AsyncIterable<Buffer>;
  if (entry.method === 0) source = Readable.from(slices);
  else if (entry.method === 8) source = Readable.from(slices).pipe(createInflateRaw());
  else throw new ZipError(`compression method ${entry.method}`);
  let total = 0;
  for await (const chunk of source) {
    total += (chunk as Buffer).length;
    if (total > limits.maxBytes || (total > limits.ratioFrom && total > limits.maxRatio * packed.length)) {
      throw new InflateLimitError('unpacks too far');
    }
    yield chunk as Buffer;
  }
}
