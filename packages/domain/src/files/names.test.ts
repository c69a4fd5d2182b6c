import { describe, expect, it } from 'vitest';
import { safeFileName } from './names.ts';

describe('safeFileName', () => {
  it.each([
    ['../../etc/passwd.png', 'png', 'passwd.png'],
    ['C:\\Users\\a\\logo.PNG', 'png', 'logo.png'],
    ['in\r\njected: header.png', 'png', 'injected header.png'],
    ['nul\u0000byte.pdf', 'pdf', 'nulbyte.pdf'],
    ['"quoted" \'name\'.eps', 'eps', 'quoted name.eps'],
    ['right-to-left\u202Egnp.exe', 'png', 'right-to-leftgnp.png'],
    ['.hidden', 'gif', 'hidden.gif'],
    ['', 'jpeg', 'file.jpg'],
    [undefined, 'pdf', 'file.pdf'],
    ['photo.png', 'pdf', 'photo.pdf'],
  ] as const)('%j as %s is %s', (name, type, expected) => {
    expect(safeFileName(name, type)).toBe(expected);
  });

  it('keeps names short', () => {
    expect(safeFileName(`${'a'.repeat(500)}.pdf`, 'pdf').length).toBeLessThanOrEqual(120);
  });
});
