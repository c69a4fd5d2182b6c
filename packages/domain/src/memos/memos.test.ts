import { describe, expect, it } from 'vitest';
import { memoNoteOf, noteLineCount, plainTextOfNote } from './memo-note.ts';
import { replyTextOf } from './reply-text.ts';
import { inlineImageOf, isAllowedHref, isAllowedImageSource } from './rich-text.ts';

describe('the quote memo_note', () => {
  it('counts the non-empty lines of the note', () => {
    expect(noteLineCount('')).toBe(0);
    expect(noteLineCount(null)).toBe(0);
    expect(noteLineCount('one\ntwo\n\nthree\n')).toBe(3);
  });

  it('keeps one line per note, so the badge counts notes', () => {
    const note = memoNoteOf([
      {
        created_at: '2026-11-25T04:04:00Z',
        user_name: 'Ana Diaz',
        text: 'Navy thread?\nOr black?',
        message_format: 'html',
      },
      { created_at: '2026-11-25T05:00:00Z', user_name: 'Staff', text: 'PO.pdf', message_format: 'file' },
    ]);
    expect(note).toBe(
      '25/11/2026 15:04 AEDT Ana Diaz: Navy thread? Or black?\n25/11/2026 16:00 AEDT Staff: file PO.pdf',
    );
    expect(noteLineCount(note)).toBe(2);
  });

  it('reads the words of sanitised HTML', () => {
    expect(plainTextOfNote('<p>Navy &amp; <strong>gold</strong></p><p>by Friday&nbsp;please</p>')).toBe(
      'Navy & gold\nby Friday please',
    );
    expect(plainTextOfNote('<p>see <img src="/api/files/3" alt="x"></p>')).toBe('see [image]');
  });
});

describe('the rich-text allowlist', () => {
  it('lets links open web pages, mail and portal paths only', () => {
    for (const ok of ['https://example.com/a', 'http://x.test', 'mailto:a@b.test', '/requests/edit/4']) {
      expect(isAllowedHref(ok)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.test/x',
      '/\\evil.test',
      'evil.test',
    ]) {
      expect(isAllowedHref(bad)).toBe(false);
    }
  });

  it('shows our own files and small inline bitmaps only', () => {
    expect(isAllowedImageSource('/api/files/12')).toBe(true);
    expect(isAllowedImageSource('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isAllowedImageSource('data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isAllowedImageSource('https://tracker.test/pixel.gif')).toBe(false);
    expect(isAllowedImageSource('/api/files/12?x=1')).toBe(false);
    expect(inlineImageOf(`data:image/gif;base64,${'A'.repeat(1_400_000)}`)).toBeNull();
  });
});

describe('the new words of a reply by e-mail', () => {
  it('cuts the history each common mail program quotes', () => {
    const gmail =
      'Navy please.\nThanks\n\nOn Wed, 25 Nov 2026 at 15:04, Ironbark <portal@example.com> wrote:\n> There is a new message';
    expect(replyTextOf(gmail)).toBe('Navy please.\nThanks');
    const wrapped =
      'Navy.\r\n\r\nOn Wed, 25 Nov 2026 at 15:04, Ironbark Workwear Portal\r\n<portal@example.com> wrote:\r\n> old';
    expect(replyTextOf(wrapped)).toBe('Navy.');
    const outlook = 'Yes by Friday.\n\n-----Original Message-----\nFrom: Ironbark\nSent: Wednesday';
    expect(replyTextOf(outlook)).toBe('Yes by Friday.');
    const outlookBlock =
      'OK\n\n________________________________\nFrom: Ironbark <portal@example.com>\nSent: today';
    expect(replyTextOf(outlookBlock)).toBe('OK');
    const unquoted = 'Sure\n\nThere is a new message in the conversation log of Q4 Polos.\nOpen it';
    expect(replyTextOf(unquoted)).toBe('Sure');
    expect(replyTextOf('Hi\n> quoted\nthere\n-- \nAna Diaz\nBuyer')).toBe('Hi\nthere');
    expect(replyTextOf('> only history')).toBe('');
  });
});
