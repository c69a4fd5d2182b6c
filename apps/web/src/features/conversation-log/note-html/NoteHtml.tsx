import { useMemo } from 'react';
import classes from '../conversation-log.module.css';
import { renderNoteHtml } from './render-note-html.tsx';

/** A note's rich text, rebuilt from the allowlist (never set as HTML). */
export function NoteHtml({ html }: { html: string }) {
  const nodes = useMemo(() => renderNoteHtml(html), [html]);
  return <div className={classes.note}>{nodes}</div>;
}
