import { timeSlicer } from './event-loop.ts';

/**
 * A small streaming XML reader for the parts of an XLSX: tags and text are handed to a handler
 * as each chunk arrives, and nothing is kept between chunks but an unfinished tag or text. That
 * remainder is capped, so no text or tag can grow without end; document types (and so entity
 * expansion) are refused. Names lose their namespace prefix (`x:row` is `row`).
 */

export type XmlHandler = {
  open(name: string, attrs: string, selfClosing: boolean): void;
  close(name: string): void;
  /** Raw text between tags, entities still escaped; CDATA comes with `cdata` set. */
  text(raw: string, cdata: boolean): void;
};

export class XmlError extends Error {}

/** The longest tag or run of text carried from one chunk to the next. */
const MAX_CARRY = 1024 * 1024;

const localName = (name: string): string => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** A start or end tag: slash, name, then attributes (quoted values may hold '>'). */
const TAG = /<(\/?)([^\s/>!?]+)([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>/y;

/** Handles every complete tag and text of `buf`; returns the unfinished rest. */
function scan(buf: string, handler: XmlHandler): string {
  let pos = 0;
  for (;;) {
    const lt = buf.indexOf('<', pos);
    if (lt < 0) return buf.slice(pos);
    if (lt > pos) handler.text(buf.slice(pos, lt), false);
    pos = lt;
    const next = buf.charCodeAt(lt + 1);
    if (next === 33 || next === 63 || Number.isNaN(next)) {
      // <? ?>, <!-- -->, <![CDATA[ ]]> or a document type; wait for more when it is cut short.
      if (buf.length - lt < 9) return buf.slice(lt);
      if (next === 63) {
        const end = buf.indexOf('?>', lt + 2);
        if (end < 0) return buf.slice(lt);
        pos = end + 2;
      } else if (buf.startsWith('<!--', lt)) {
        const end = buf.indexOf('-->', lt + 4);
        if (end < 0) return buf.slice(lt);
        pos = end + 3;
      } else if (buf.startsWith('<![CDATA[', lt)) {
        const end = buf.indexOf(']]>', lt + 9);
        if (end < 0) return buf.slice(lt);
        handler.text(buf.slice(lt + 9, end), true);
        pos = end + 3;
      } else throw new XmlError('document type');
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(buf);
    // Not a whole tag yet: wait for the next chunk (the carry cap ends a tag that never closes).
    if (!tag) return buf.slice(lt);
    pos = TAG.lastIndex;
    const name = localName(tag[2] as string);
    if (tag[1] === '/') {
      handler.close(name);
      continue;
    }
    const attrs = tag[3] as string;
    const selfClosing = attrs.endsWith('/');
    handler.open(name, selfClosing ? attrs.slice(0, -1) : attrs, selfClosing);
  }
}

/** Feeds UTF-8 chunks through the scanner; throws XmlError when a tag or text outgrows the cap. */
export async function scanXml(chunks: AsyncIterable<Buffer>, handler: XmlHandler): Promise<void> {
  const decoder = new TextDecoder('utf-8');
  const pause = timeSlicer();
  let carry = '';
  for await (const chunk of chunks) {
    carry = scan(carry + decoder.decode(chunk, { stream: true }), handler);
    if (carry.length > MAX_CARRY) throw new XmlError('a tag or text is too long');
    await pause();
  }
  carry = scan(carry + decoder.decode(), handler);
  if (carry.trim() !== '' && carry.includes('<')) throw new XmlError('the part ends inside a tag');
}

/** An attribute's value from a tag's attribute text (prefixes ignored), entities decoded. */
const attrPatterns = new Map<string, RegExp>();

export function attr(attrs: string, name: string): string | undefined {
  // The usual form first (` r="A1"`), without a regular expression: it runs for every cell.
  const plain = attrs.indexOf(` ${name}="`);
  if (plain >= 0) {
    const from = plain + name.length + 3;
    const to = attrs.indexOf('"', from);
    if (to >= 0) return decodeEntities(attrs.slice(from, to));
  }
  let pattern = attrPatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attrPatterns.set(name, pattern);
  }
  const match = pattern.exec(attrs);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? '');
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref] ?? whole;
    const code = ref[1] === 'x' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}
