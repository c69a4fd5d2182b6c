// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme.ts';
import { stubDocumentFonts } from '../../../testing/document-fonts.ts';
import type { NoteEditorHandle } from './editor-handle.ts';
import NoteEditor from './NoteEditor.tsx';

beforeAll(stubDocumentFonts);
afterEach(cleanup);

describe('the note editor', () => {
  it('is a named text box with a toolbar whose every control has a name', async () => {
    const handle = createRef<NoteEditorHandle>();
    render(
      <MantineProvider theme={theme}>
        <NoteEditor ref={handle} label="Note" onAttachInstead={vi.fn()} />
      </MantineProvider>,
    );
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const names = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Code',
      'Code block',
      'Bullet list',
      'Ordered list',
      'Blockquote',
      'Link',
      'Remove link',
      'Insert image',
    ]);
    // Empty: nothing to send.
    await waitFor(() => expect(handle.current?.html()).toBe(''));
  });
});
