import { isAllowedHref, LINK_REL } from '@portal/domain/memos';
import type sanitizeHtml from 'sanitize-html';

/** Tags whose whole content goes with them: script, styles, frames, foreign markup. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'title',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'xmp',
  'noembed',
  'noframes',
  'select',
];

/** A link keeps only an allowed address, and always opens apart with our rel; any other is plain text. */
export const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const href = attribs.href !== undefined && isAllowedHref(attribs.href) ? attribs.href : undefined;
  const kept: sanitizeHtml.Attributes = href ? { href, rel: LINK_REL, target: '_blank' } : {};
  return { tagName, attribs: kept };
};
