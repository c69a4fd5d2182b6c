import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { isAllowedHref, LINK_REL } from '@portal/domain/memos';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The terms of trade as rich text: the log's editor without images. The server
 * sanitises what it saves; loaded lazily, so tiptap stays out of the other pages.
 */
export default function TermsEditor({ html, onChange }: { html: string; onChange: (html: string) => void }) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { rel: LINK_REL, target: '_blank' },
        isAllowedUri: (url) => isAllowedHref(url),
      }),
    ],
    content: html,
    editorProps: {
      attributes: { 'aria-label': 'Terms of trade', role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <RichTextEditor editor={editor} styles={{ content: { minHeight: 160 } }}>
      <RichTextEditor.Toolbar role="toolbar" aria-label="Terms formatting">
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.H3 />
          <RichTextEditor.H4 />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content />
    </RichTextEditor>
  );
}
