import {
  isAllowedHref,
  isAllowedImageSource,
  LINK_REL,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_TAGS,
  type RichTextTag,
} from '@portal/domain/memos';
import { createElement, Fragment, type ReactNode } from 'react';
import { NoteImage } from './NoteImage.tsx';

/**
 * A note's HTML as React elements. The server sanitises every note, but the
 * page does not rely on it: the HTML is parsed into an inert document (DOMParser runs no script
 * and loads nothing) and rebuilt from the domain's allowlist, so the browser never parses the
 * raw string into the live page. React writes every text and attribute as data.
 */

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const KEPT = new Set<string>(RICH_TEXT_TAGS);
const VOID = new Set(['br', 'hr']);
/** Gone with everything inside: code, styles, frames and foreign markup, whose text is not words. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'textarea',
  'title',
  'select',
  'option',
  'head',
  'meta',
  'link',
  'base',
]);
/** Deeper nesting is no note anyone wrote; it is flattened to its text to keep the stack small. */
const MAX_DEPTH = 100;

const attributeOf = (element: Element, tag: RichTextTag, name: string): string | null =>
  RICH_TEXT_ATTRIBUTES[tag]?.includes(name) ? element.getAttribute(name) : null;

function elementOf(element: Element, tag: RichTextTag, key: number, children: ReactNode[]): ReactNode {
  if (tag === 'a') {
    const href = attributeOf(element, tag, 'href');
    // A link to anywhere else is only its words.
    if (href === null || !isAllowedHref(href)) return createElement(Fragment, { key }, ...children);
    return createElement('a', { key, href, target: '_blank', rel: LINK_REL }, ...children);
  }
  if (tag === 'img') {
    const src = attributeOf(element, tag, 'src');
    if (src === null || !isAllowedImageSource(src)) return null;
    return createElement(NoteImage, { key, src, alt: attributeOf(element, tag, 'alt') ?? '' });
  }
  if (VOID.has(tag)) return createElement(tag, { key });
  return createElement(tag, { key }, ...children);
}

function nodesOf(parent: Node, depth: number): ReactNode[] {
  const out: ReactNode[] = [];
  parent.childNodes.forEach((node, key) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(node.textContent ?? '');
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName.toLowerCase();
    // Markup of another namespace (what an <svg> or <math> wraps) is never HTML here.
    if (element.namespaceURI !== HTML_NS || DROPPED_WITH_CONTENT.has(tag)) return;
    if (depth >= MAX_DEPTH) {
      out.push(element.textContent ?? '');
      return;
    }
    const children = nodesOf(element, depth + 1);
    if (KEPT.has(tag)) out.push(elementOf(element, tag as RichTextTag, key, children));
    // An unknown wrapper (div, span, font, form…) goes; its words stay.
    else out.push(createElement(Fragment, { key }, ...children));
  });
  return out;
}

/** The note's allowed content as React nodes; nothing else of the HTML survives. */
export function renderNoteHtml(html: string): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return nodesOf(document.body, 0);
}
