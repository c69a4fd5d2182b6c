import { EXTENSIONS, type SniffedType } from './kinds.ts';

/** The longest display name kept; longer names are cut before the extension. */
export const MAX_FILE_NAME = 120;

/**
 * A display name safe to store, list and send in Content-Disposition: the last path segment
 * only (no `../`, no folders), without NUL and other control characters, CR/LF, quotes,
 * backslashes or characters that mean something to a shell or a header; the extension is the
 * one the content was sniffed as, so `logo.png` that is a PDF is listed as `logo.pdf`
 * (decisions/090).
 */
export function safeFileName(original: string | undefined, type: SniffedType): string {
  const lastSegment = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"'`<>|:*?;%$&{}[\]=^~#]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  const dot = cleaned.lastIndexOf('.');
  const stem = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim().replace(/[\s.]+$/, '');
  const base = (stem || 'file').slice(0, MAX_FILE_NAME - 5);
  return `${base}.${EXTENSIONS[type]}`;
}

/** A name staff type for a production file: the same cleaning, keeping the stored extension. */
export function renamedFileName(wanted: string, current: string): string {
  const dot = current.lastIndexOf('.');
  const extension = dot > 0 ? current.slice(dot + 1) : '';
  const type =
    (Object.keys(EXTENSIONS) as SniffedType[]).find((key) => EXTENSIONS[key] === extension) ?? 'pdf';
  return safeFileName(wanted.replace(/\.[A-Za-z0-9]{1,5}$/, ''), type);
}
