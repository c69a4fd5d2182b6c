import { sniffFile } from '@portal/domain/files';
import {
  INLINE_IMAGE_TYPES,
  inlineImageOf,
  isAllowedImageSource,
  LINK_SCHEMES,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
} from '@portal/domain/memos';
import sanitizeHtml from 'sanitize-html';
import { DROPPED_WITH_CONTENT, safeLink } from '../../lib/sanitize-shared.ts';

const SNIFFED_AS: Record<string, string> = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif' };

/** An inline image whose bytes really are the bitmap type its data URL claims. */
function isTrueInlineImage(src: string): boolean {
  const image = inlineImageOf(src);
  if (!image) return true; // not inline: one of our file references, judged by the allowlist
  if (!(INLINE_IMAGE_TYPES as readonly string[]).includes(image.type)) return false;
  const sniffed = sniffFile(new Uint8Array(Buffer.from(image.base64, 'base64')));
  return sniffed.ok && SNIFFED_AS[sniffed.type] === image.type;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...(names ?? [])]]),
  ),
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    a: safeLink,
    img: (tagName, attribs) => {
      const src = attribs.src ?? '';
      const ok = isAllowedImageSource(src) && isTrueInlineImage(src);
      const kept: sanitizeHtml.Attributes = ok ? { src, alt: attribs.alt ?? '' } : {};
      return { tagName, attribs: kept };
    },
  },
  // An image the rules refused has no source left: drop it rather than show a broken frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};
// rel and target are ours, added above; they must survive the attribute allowlist.
(OPTIONS.allowedAttributes as Record<string, string[]>).a?.push('rel', 'target');

/**
 * A note's HTML as the log stores it: only the domain's tags and attributes,
 * links to web pages, mail or portal paths opening apart with `rel="noopener noreferrer"`,
 * images only from our own files or inline bitmaps whose bytes are what they claim.
 */
export const sanitizeNote = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
