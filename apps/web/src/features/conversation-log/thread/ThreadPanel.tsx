import { Loader, Text } from '@mantine/core';
import { MEMO_MESSAGES, type MemoAnswer } from '@portal/domain/memos';
import { useLayoutEffect, useRef, useState } from 'react';
import { FilePreview, type PreviewFile } from '../../files/preview/index.ts';
import classes from '../conversation-log.module.css';
import { MemoItem } from './MemoItem.tsx';

type Props = {
  memos: readonly MemoAnswer[] | undefined;
  viewerIsStaff: boolean;
  onRemove: (memo: MemoAnswer) => void;
};

/**
 * The thread, oldest first, in the spec's 250 px panel (accounts spec 9). It opens, and stays
 * after each new note, scrolled to the newest, where a conversation is read from. It can take
 * the keyboard's focus so its overflow can be scrolled without a mouse (axe).
 */
export function ThreadPanel({ memos, viewerIsStaff, onRemove }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const newest = memos?.at(-1)?.id;

  // A new newest note (or the thread's first showing) brings the panel to the bottom.
  useLayoutEffect(() => {
    const element = panel.current;
    if (element && newest !== undefined) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe scrollable-region-focusable) */}
      <div ref={panel} className={classes.thread} role="log" aria-label="Messages" tabIndex={0}>
        {memos === undefined ? (
          <Loader size="sm" role="status" aria-label="Loading the messages" />
        ) : memos.length === 0 ? (
          <Text size="sm" c="dimmed">
            {MEMO_MESSAGES.empty}
          </Text>
        ) : (
          <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {memos.map((memo) => (
              <MemoItem
                key={memo.id}
                memo={memo}
                viewerIsStaff={viewerIsStaff}
                onPreview={setPreview}
                onRemove={onRemove}
              />
            ))}
          </ol>
        )}
      </div>
      <FilePreview file={preview} onClose={() => setPreview(null)} />
    </>
  );
}
