import { execFile } from 'node:child_process';

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
