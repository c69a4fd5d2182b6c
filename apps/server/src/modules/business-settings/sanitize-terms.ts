import { LINK_SCHEMES, RICH_TEXT_TAGS } from '@portal/domain/memos';
import sanitizeHtml from 'sanitize-html';
import { DROPPED_WITH_CONTENT, safeLink } from '../../lib/sanitize-shared.ts';

/** The terms take the log's text tags, without images: terms are words, printed on PDFs. */
const TAGS = RICH_TEXT_TAGS.filter((tag) => tag !== 'img');

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: [...LINK_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: { a: safeLink },
};

/**
 * The terms of trade as stored: sanitised on write with sanitize-html, as notes are,
 * so the accept page and the PDF only ever meet these tags. An editor's empty paragraph is no terms.
 */
export function sanitizeTerms(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/<p>\s*(<br \/>)?\s*<\/p>/g, '').trim() === '' ? '' : clean;
}
