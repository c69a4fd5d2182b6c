import { formatDisplayDateTime } from '../dates/dates.ts';

/**
 * The quote's `memo_note` (accounts spec 3: a newline-separated log; 9: the badge counts its
 * lines). The server keeps it as one line per note of the quote's thread, so the spec's text
 * stays readable and the badge counts the notes.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The words of a sanitised note, for the one-line log and for mails. Only ever applied to HTML
 * the sanitiser wrote, and the result is shown as text, never as HTML.
 */
export function plainTextOfNote(html: string): string {
  return html
    .replace(/<img\b[^>]*>/gi, ' [image] ')
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/pre|\/blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

export type NoteLineSource = {
  created_at: string | Date;
  user_name: string;
  /** Plain text of the note, or the file's name. */
  text: string;
  message_format: 'html' | 'file';
};

/** One note as its log line: `25/11/2026 15:04 Ana Diaz: words…` (a file: `file Logo.pdf`). */
export const noteLineOf = (note: NoteLineSource): string => {
  const words = note.message_format === 'file' ? `file ${note.text}` : note.text;
  return `${formatDisplayDateTime(note.created_at)} ${note.user_name}: ${words.replace(/\s+/g, ' ').trim()}`;
};

/** The quote's memo_note from its thread, oldest first. */
export const memoNoteOf = (notes: readonly NoteLineSource[]): string => notes.map(noteLineOf).join('\n');

/** The conversation log badge: the number of newline-separated lines of the note (accounts spec 9). */
export const noteLineCount = (note: string | null | undefined): number =>
  (note ?? '').split('\n').filter((line) => line.trim() !== '').length;

/**
 * The Conversation Log badge of a thread: a quote's counts the lines of its memo_note (accounts
 * spec 9); a client's own log has no memo_note (it is a quote field), so it counts the notes.
 */
export const logBadgeCount = (
  kind: 'quote' | 'company',
  log: { memo_note: string; memos: unknown[] },
): number => (kind === 'company' ? log.memos.length : noteLineCount(log.memo_note));
