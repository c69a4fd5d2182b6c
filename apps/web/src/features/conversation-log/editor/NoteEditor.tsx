import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { isAllowedHref, LINK_REL } from '@portal/domain/memos';
import Image from '@tiptap/extension-image';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useImperativeHandle } from 'react';
import type { NoteEditorProps } from './editor-handle.ts';
import { ImageControl } from './ImageControl.tsx';
import { inlineImageSource } from './inline-image.ts';

/** Whether the note holds anything to send: words, or a picture. */
function hasContent(editor: Editor): boolean {
  if (editor.state.doc.textContent.trim() !== '') return true;
  let picture = false;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'image') picture = true;
    return !picture;
  });
  return picture;
}

/**
 * The conversation log's rich-text editor (accounts spec 2.10, 9: link, image and code, a fixed
 * toolbar). It offers only what the domain's allowlist keeps (RICH_TEXT_TAGS), so what the user
 * sees is what the other side reads. Loaded lazily: tiptap stays out of the main bundle.
 */
export default function NoteEditor({ label, onAttachInstead, ref }: NoteEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      // Only the addresses the server keeps can be made links; typed addresses become links too.
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: LINK_REL, target: '_blank' },
        isAllowedUri: (url) => isAllowedHref(url),
      }),
      Image.configure({ allowBase64: true }),
    ],
    editorProps: {
      attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' },
    },
  });

  useImperativeHandle(
    ref,
    () => ({
      html: () => (editor && hasContent(editor) ? editor.getHTML() : ''),
      clear: () => editor?.commands.clearContent(true),
    }),
    [editor],
  );

  const onPickImage = async (file: File) => {
    const source = await inlineImageSource(file).catch(() => null);
    if (source === null) onAttachInstead(file);
    else editor?.chain().focus().setImage({ src: source, alt: file.name }).run();
  };

  return (
    <RichTextEditor editor={editor} styles={{ content: { minHeight: 96 } }}>
      {/* Sticky: the buttons stay in view while a long note scrolls (spec 9: a fixed toolbar). */}
      <RichTextEditor.Toolbar sticky stickyOffset={0} role="toolbar" aria-label="Formatting">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
          <RichTextEditor.Code />
          <RichTextEditor.CodeBlock />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
          <ImageControl onPick={(file) => void onPickImage(file)} />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
