import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress.ts';

let folder = '';
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('the build precompression', () => {
  it('writes brotli and gzip copies of text files that decode to the same bytes', () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    fs.mkdirSync(path.join(folder, 'assets'));
    const script = Buffer.from('export const a = "portal";\n'.repeat(200));
    fs.writeFileSync(path.join(folder, 'assets', 'index-1a2b3c.js'), script);
    fs.writeFileSync(path.join(folder, 'assets', 'logo.png'), Buffer.alloc(4096));
    fs.writeFileSync(path.join(folder, 'tiny.css'), 'a{}');

    expect(precompressFolder(folder)).toBe(1);
    const br = fs.readFileSync(path.join(folder, 'assets', 'index-1a2b3c.js.br'));
    const gz = fs.readFileSync(path.join(folder, 'assets', 'index-1a2b3c.js.gz'));
    expect(zlib.brotliDecompressSync(br).equals(script)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(script.length / 10);
    // Images are compressed already, and a tiny file gains nothing.
    expect(fs.existsSync(path.join(folder, 'assets', 'logo.png.br'))).toBe(false);
    expect(fs.existsSync(path.join(folder, 'tiny.css.br'))).toBe(false);
  });
});
