import { fileIdOfReference } from '../files/references.ts';

/**
 * The rich text a note may hold (DESIGN: Security). The server sanitises every
 * note with this allowlist on write (sanitize-html); the web renders only these tags and
 * attributes again on display. The editor's toolbar offers exactly these: paragraphs, bold,
 * italic, underline, strike, lists, quotes, headings, code, links and images.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'h2',
  'h3',
  'h4',
  'hr',
  'img',
] as const;
export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Attributes kept per tag; every other attribute (event handlers, style, class) is dropped. */
export const RICH_TEXT_ATTRIBUTES: Partial<Record<RichTextTag, readonly string[]>> = {
  a: ['href'],
  img: ['src', 'alt'],
};

/** What a link may open: web pages and mail; never `javascript:`, `data:` or `vbscript:`. */
export const LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every link in a note opens apart from the portal and tells the other site nothing. */
export const LINK_REL = 'noopener noreferrer';

/** The image types a note may carry inline, by data URL (checked by content on the server). */
export const INLINE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

/** An inline image's most bytes (decoded); larger images go in as files. */
export const INLINE_IMAGE_MAX_BYTES = 1_000_000;

const DATA_IMAGE = /^data:(image\/(?:png|jpeg|gif));base64,([A-Za-z0-9+/]+={0,2})$/;

/** A data URL's type and base64 body when it is an allowed inline image, else null. */
export function inlineImageOf(src: string): { type: string; base64: string } | null {
  const match = DATA_IMAGE.exec(src);
  if (!match?.[1] || !match[2]) return null;
  if ((match[2].length * 3) / 4 > INLINE_IMAGE_MAX_BYTES) return null;
  return { type: match[1], base64: match[2] };
}

/** Whether a link's address uses an allowed scheme (or is relative to the portal). */
export function isAllowedHref(href: string): boolean {
  const text = href.trim();
  // A scheme is letters before the first colon that comes before any slash, ? or #.
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(text)?.[1]?.toLowerCase();
  // A path on the portal; never `//host` or `/\host`, which browsers read as another site.
  if (scheme === undefined) return /^\/(?![/\\])/.test(text);
  return (LINK_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * Whether an image may show: one of our own stored files (`/api/files/{id}`), or an inline
 * image of an allowed type. The server additionally checks an inline image's bytes.
 */
export const isAllowedImageSource = (src: string): boolean =>
  fileIdOfReference(src) !== null || inlineImageOf(src) !== null;
