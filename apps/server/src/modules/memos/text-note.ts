import { escapeHtml } from '../../lib/escape-html.ts';
import { sanitizeNote } from './sanitize-note.ts';

/** Plain words as the log's HTML: paragraphs at blank lines, line breaks kept, all escaped. */
export const htmlOfText = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** A note written as plain words (a form's text box), ready to store: escaped, then sanitised like any note. */
export const noteOfText = (text: string): string => sanitizeNote(htmlOfText(text));
