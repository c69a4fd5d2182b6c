import { Badge, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { noteLineCount } from './view-rules.ts';

/** The conversation log button; its badge counts the note's lines (accounts spec 2.9 and 9). */
export function ConversationLogButton({ note }: { note: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const count = noteLineCount(note);
  return (
    <>
      <Button
        variant="default"
        onClick={open}
        rightSection={
          <Badge color="navy" variant="filled" aria-hidden="true">
            {count}
          </Badge>
        }
      >
        Conversation log<span className="visually-hidden"> ({count} lines)</span>
      </Button>
      <DialogFrame opened={opened} onClose={close} title="Conversation log">
        {/* Shown as text, never as HTML: the note may hold what anyone typed. */}
        <Text component="pre" className="mail-text" mah={250} style={{ overflow: 'auto' }}>
          {note.trim() || 'No messages yet.'}
        </Text>
      </DialogFrame>
    </>
  );
}
