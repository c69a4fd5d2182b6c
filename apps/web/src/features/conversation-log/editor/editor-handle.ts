/** What the note form asks of the (lazily loaded) editor. */
export type NoteEditorHandle = {
  /** The note as HTML, or '' when it has neither words nor a picture. */
  html: () => string;
  clear: () => void;
};

export type NoteEditorProps = {
  /** The editor's accessible name. */
  label: string;
  /** A picked picture too large (or of a type) to ride inline: it goes as an attached file. */
  onAttachInstead: (file: File) => void;
  ref?: React.Ref<NoteEditorHandle>;
};
