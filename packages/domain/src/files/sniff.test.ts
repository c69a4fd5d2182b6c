import { describe, expect, it } from 'vitest';
import { ALLOWED_TYPES } from './kinds.ts';
import { sniffFile } from './sniff.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffFile', () => {
  it('recognises whole files by their bytes', () => {
    expect(sniffFile(bytes('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'))).toEqual({ ok: true, type: 'pdf' });
    expect(sniffFile(bytes('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 1 1\n%%EOF'))).toEqual({
      ok: true,
      type: 'eps',
    });
    expect(sniffFile(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xd9]))).toEqual({ ok: true, type: 'jpeg' });
    expect(sniffFile(bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0, 0x3b]))).toEqual({ ok: true, type: 'gif' });
    expect(sniffFile(bytes('#PES0001', [12, 0, 0, 0], '#PEC'))).toEqual({ ok: true, type: 'pes' });
  });

  it('refuses text formats and non-encapsulated PostScript whatever they are called', () => {
    for (const text of [
      '<!doctype html><p>',
      '<svg onload="x()"/>',
      '<?xml version="1.0"?><svg/>',
      '%!PS-Adobe-3.0\n%%EOF',
    ])
      expect(sniffFile(bytes(text))).toEqual({ ok: false, reason: 'unknown' });
  });

  it('calls cut-short files truncated and an empty one empty', () => {
    expect(sniffFile(bytes('%PDF-1.4\n1 0 obj'))).toEqual({ ok: false, reason: 'truncated' });
    expect(sniffFile(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toEqual({ ok: false, reason: 'truncated' });
    expect(sniffFile(bytes([0xc5, 0xd0, 0xd3, 0xc6, 30, 0, 0, 0, 0xff, 0xff, 0, 0]))).toEqual({
      ok: false,
      reason: 'truncated',
    });
    expect(sniffFile(new Uint8Array())).toEqual({ ok: false, reason: 'empty' });
  });

  it('keeps bitmaps out of production files and EPS out of visuals', () => {
    expect(ALLOWED_TYPES.production_other).toEqual(['eps', 'pdf']);
    expect(ALLOWED_TYPES.visual).not.toContain('eps');
    expect(ALLOWED_TYPES.production_emb).not.toContain('png');
  });
});
