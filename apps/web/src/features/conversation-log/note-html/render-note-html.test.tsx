// @vitest-environment happy-dom
import { isAllowedHref, isAllowedImageSource, LINK_REL, RICH_TEXT_TAGS } from '@portal/domain/memos';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { XSS_CORPUS } from '../xss-corpus.ts';
import { NoteHtml } from './NoteHtml.tsx';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

const draw = (html: string) => render(<NoteHtml html={html} />).container.firstElementChild as HTMLElement;

beforeEach(() => {
  // A stored picture is fetched with the token; here none exists.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 'error', data: 'Not found' }), { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a note as rich text', () => {
  it('keeps the allowed formatting and its words', () => {
    const note = draw(
      '<p>Navy <strong>and</strong> <em>gold</em>, <u>by</u> <s>Friday</s> <code>SKU-1</code></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote><pre>a\n  b</pre><h3>Head</h3><hr>',
    );
    expect(note.innerHTML).toBe(
      '<p>Navy <strong>and</strong> <em>gold</em>, <u>by</u> <s>Friday</s> <code>SKU-1</code></p>' +
        '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote><pre>a\n  b</pre><h3>Head</h3><hr>',
    );
  });

  it('opens links apart, and tells the other site nothing', () => {
    const link = draw(
      '<p><a href="https://example.com/a" target="_self" title="t">site</a></p>',
    ).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe(LINK_REL);
    expect(link?.hasAttribute('title')).toBe(false);
  });

  it('keeps the words of a refused link and of unknown tags', () => {
    const note = draw(
      '<p><a href="javascript:alert(1)">click</a> <span class="x">and <font>this</font></span></p>',
    );
    expect(note.innerHTML).toBe('<p>click and this</p>');
  });

  it('shows inline bitmaps and drops other pictures', () => {
    const note = draw(`<p><img src="${PNG}" alt="logo"><img src="https://tracker.test/p.gif"></p>`);
    const images = note.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(PNG);
    expect(images[0]?.getAttribute('alt')).toBe('logo');
  });

  it('drops scripts, styles and frames with everything inside them', () => {
    const note = draw(
      '<p>a</p><script>alert("x")</script><style>p{}</style><iframe>f</iframe><svg><text>s</text></svg>',
    );
    expect(note.innerHTML).toBe('<p>a</p>');
  });
});

describe('the XSS corpus', () => {
  const allowed = new Set<string>(RICH_TEXT_TAGS);

  it.each(XSS_CORPUS.map((html) => [html]))('leaves nothing that could run: %s', (html) => {
    const note = draw(html);
    for (const element of note.querySelectorAll('*')) {
      const tag = element.localName;
      expect(allowed.has(tag), `tag ${tag}`).toBe(true);
      expect(element.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
      for (const { name, value } of element.attributes) {
        if (tag === 'a') expect(['href', 'target', 'rel'], `${tag}[${name}]`).toContain(name);
        else if (tag === 'img') expect(['src', 'alt', 'style'], `${tag}[${name}]`).toContain(name);
        else expect.fail(`${tag} keeps ${name}="${value}"`);
      }
      if (tag === 'a') {
        expect(isAllowedHref(element.getAttribute('href') ?? '')).toBe(true);
        expect(element.getAttribute('rel')).toBe(LINK_REL);
      }
      if (tag === 'img') expect(isAllowedImageSource(element.getAttribute('src') ?? '')).toBe(true);
    }
    // What a corpus entry says as text may stay, as text; no attribute may carry a script.
    const values = [...note.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => a.value));
    for (const value of values) expect(value).not.toMatch(/javascript:|vbscript:|data:text|alert|__xss/i);
  });
});
