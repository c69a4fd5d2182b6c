import { Button, Group, Text } from '@mantine/core';
import { businessNameOf } from '@portal/domain/business-settings';
import { formatDisplayDateTime } from '@portal/domain/dates';
import { type MemoAnswer, memoKindLabelOf } from '@portal/domain/memos';
import { useBusiness } from '../../../lib/business.ts';
import type { PreviewFile } from '../../files/preview/index.ts';
import classes from '../conversation-log.module.css';
import { NoteHtml } from '../note-html/NoteHtml.tsx';
import { authorSideOf } from './author-label.ts';
import { MemoFile } from './MemoFile.tsx';

type Props = {
  memo: MemoAnswer;
  viewerIsStaff: boolean;
  onPreview: (file: PreviewFile) => void;
  onRemove: (memo: MemoAnswer) => void;
};

/** One note or file of the thread: who, which side, when, then the note itself. */
export function MemoItem({ memo, viewerIsStaff, onPreview, onRemove }: Props) {
  const when = formatDisplayDateTime(memo.created_at);
  const businessName = businessNameOf(useBusiness());
  return (
    <li className={classes.item}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed">
          <Text span fw={700} c="dark">
            {memo.user_name}
          </Text>{' '}
          ({authorSideOf(memo, viewerIsStaff, businessName)}) · <time dateTime={memo.created_at}>{when}</time>
          {memo.source === 'email' ? ' · by e-mail' : memo.source === 'link' ? ' · by link' : ''}
        </Text>
        {memo.can_remove && (
          <Button
            size="compact-xs"
            variant="outline"
            color="red.9"
            aria-label={`Remove the note of ${memo.user_name} at ${when}`}
            onClick={() => onRemove(memo)}
          >
            Remove
          </Button>
        )}
      </Group>
      {memoKindLabelOf(memo) && (
        <Text size="xs" fw={700}>
          {memoKindLabelOf(memo)}
        </Text>
      )}
      {memo.message_format === 'file' && memo.file ? (
        <MemoFile file={memo.file} onPreview={onPreview} />
      ) : (
        <NoteHtml html={memo.content} />
      )}
    </li>
  );
}
