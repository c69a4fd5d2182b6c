import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A PDF's text as poppler's pdftotext reads it (installed by .ci/run), with the page layout
 * kept so columns stay on their line: the way a person or a mail scanner reads the file, not
 * the way our own writer wrote it.
 */
export function pdftotext(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-', '-'],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.end(pdf);
  });
}

/** How many pages a PDF has, by poppler's pdfinfo. */
export function pdfPages(pdf: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdfinfo', ['-'], (error, stdout) => {
      if (error) return reject(error);
      resolve(Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1] ?? 0));
    });
    child.stdin?.end(pdf);
  });
}

/** Runs a poppler tool on a PDF given on its standard input or, for tools that need one, as a file. */
function popplerOn(tool: string, pdf: Buffer, args: string[] = []): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'poppler-'));
  const file = path.join(dir, 'in.pdf');
  fs.writeFileSync(file, pdf);
  return new Promise<string>((resolve, reject) => {
    execFile(tool, [...args, file], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** The fonts a PDF uses, by poppler's pdffonts: name, type and whether each is embedded. */
export async function pdfFonts(pdf: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  const lines = (await popplerOn('pdffonts', pdf))
    .split('\n')
    .slice(2)
    .filter((line) => line.trim());
  // Columns: name, type, encoding, emb, sub, uni, object ID; the type may hold spaces, so read from the end.
  return lines.map((line) => {
    const parts = line.trim().split(/\s+/);
    return { name: parts[0] ?? '', embedded: parts[parts.length - 5] === 'yes' };
  });
}

/**
 * How many pictures a PDF embeds, by poppler's pdfimages: distinct image objects, so a picture
 * drawn on several lines counts once, and soft masks (transparency) are not counted.
 */
export async function pdfImageCount(pdf: Buffer): Promise<number> {
  const lines = (await popplerOn('pdfimages', pdf, ['-list'])).split('\n').slice(2);
  const objects = lines
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image')
    .map((columns) => columns[10]);
  return new Set(objects).size;
}

/** Whether pdfinfo reads the PDF as tagged (a structure tree for screen readers). */
export async function pdfTagged(pdf: Buffer): Promise<boolean> {
  return /^Tagged:\s+yes/m.test(await popplerOn('pdfinfo', pdf));
}
