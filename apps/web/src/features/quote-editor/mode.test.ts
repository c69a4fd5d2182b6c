import { describe, expect, it } from 'vitest';
import { editorModeOf, INVALID_USER_ID } from './mode.ts';

describe('editorModeOf', () => {
  it('reads the new-quote paths', () => {
    expect(editorModeOf('/requests/add', '')).toEqual({
      kind: 'new',
      admin: false,
      userId: null,
      repeat: false,
      repeatOf: null,
    });
    expect(editorModeOf('/requests/add', '?method=repeat')).toMatchObject({
      kind: 'new',
      repeat: true,
      repeatOf: null,
    });
    // REPEAT QUOTE on the view page names the quote to start from.
    expect(editorModeOf('/requests/add', '?method=repeat&id=42')).toMatchObject({
      repeat: true,
      repeatOf: 42,
    });
    expect(editorModeOf('/admin/requests/add', '?user=7')).toEqual({
      kind: 'new',
      admin: true,
      userId: 7,
      repeat: false,
      repeatOf: null,
    });
  });

  it("says 'Invalid userid' when an admin names no client", () => {
    for (const search of ['', '?user=', '?user=abc', '?user=0'])
      expect(editorModeOf('/admin/requests/add', search)).toEqual({
        kind: 'invalid',
        admin: true,
        message: INVALID_USER_ID,
      });
  });

  it('reads edit and view paths in both roles', () => {
    expect(editorModeOf('/requests/edit/12', '')).toEqual({
      kind: 'edit',
      admin: false,
      quoteId: 12,
      orderPath: false,
    });
    expect(editorModeOf('/myorders/edit/12', '')).toMatchObject({ kind: 'edit', orderPath: true });
    expect(editorModeOf('/myorders/view/12', '')).toMatchObject({ kind: 'view', admin: false, quoteId: 12 });
    expect(editorModeOf('/admin/myorders/view/3', '')).toMatchObject({ kind: 'view', admin: true });
    expect(editorModeOf('/admin/requests/edit/3', '')).toMatchObject({ kind: 'edit', admin: true });
  });

  it('refuses an id that is not a number', () => {
    expect(editorModeOf('/requests/edit/abc', '').kind).toBe('invalid');
  });
});
